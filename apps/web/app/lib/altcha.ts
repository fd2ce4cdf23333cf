import type {} from 'altcha/types/global';
import { type RefObject, useEffect, useState } from 'react';

let loading: Promise<void> | null = null;

/**
 * Loads the ALTCHA widget (sign-up and the help centre's enquiry form). The `external` build keeps its proof-of-work worker
 * and styles as separate same-origin files, so the store's Content-Security-Policy (scripts from 'self',
 * no blob: workers) holds. The server issues PBKDF2/SHA-256 challenges (altcha-lib).
 */
function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    const [, , worker] = await Promise.all([
      import('altcha/external'),
      import('altcha/altcha.css'),
      import('altcha/workers/pbkdf2?worker'),
    ]);
    const Pbkdf2Worker = worker.default;
    for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
      globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
    }
  })();
  return loading;
}

/**
 * The payload of an <altcha-widget> once it is verified ('' before, and again after a reset): loads the
 * widget and follows its state changes. `resetKey` re-attaches when the form is shown again.
 */
export function useAltchaPayload(widget: RefObject<HTMLElement | null>, resetKey?: unknown) {
  const [payload, setPayload] = useState('');
  useEffect(() => {
    let cancelled = false;
    const el = widget.current;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      if (!cancelled) setPayload(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    };
    el?.addEventListener('statechange', onState);
    void loadAltcha();
    return () => {
      cancelled = true;
      el?.removeEventListener('statechange', onState);
    };
  }, [widget, resetKey]);
  return [payload, setPayload] as const;
}

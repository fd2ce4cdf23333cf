import type {} from 'altcha/types/global';

let loading: Promise<void> | null = null;

/**
 * Loads the ALTCHA widget (sign-up and the help centre's enquiry form). The `external` build keeps its proof-of-work worker
 * and styles as separate same-origin files, so the store's Content-Security-Policy (scripts from 'self',
 * no blob: workers) holds. The server issues PBKDF2/SHA-256 challenges (altcha-lib).
 */
export function loadAltcha(): Promise<void> {
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

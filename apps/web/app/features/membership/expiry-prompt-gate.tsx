import type { ExpiryPromptResponse } from '@sulit/contracts/membership';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const ExpiryPrompt = lazy(() => import('./expiry-prompt').then((m) => ({ default: m.ExpiryPrompt })));

const SEEN_KEY = 'sulit-membership-prompt-seen';
const CSRF_COOKIE = 'sulit_csrf';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * After login (once per session): the expired-membership nudge when the card has expired, or the
 * about-to-expire prompt with the days remaining (floored at 0) under 90 days (spec §4 Expiry prompt).
 * A new login has a new CSRF cookie, so the prompt shows again at the next login.
 */
export function ExpiryPromptGate() {
  const location = useLocation();
  const [prompt, setPrompt] = useState<ExpiryPromptResponse | null>(null);
  const checking = useRef(false);

  useEffect(() => {
    const session = readCookie(CSRF_COOKIE);
    if (!session || location.pathname.startsWith('/customer/account/log')) return;
    let seen: string | null = null;
    try {
      seen = sessionStorage.getItem(SEEN_KEY);
    } catch {
      // storage blocked: show it once per page load at most
    }
    if (seen === session || checking.current) return;
    // One check per session; a navigation while it runs does not drop its answer.
    checking.current = true;
    void fetch('/rest/V1/membership-expiry-prompt', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
      .then(async (res) => (res.ok ? ((await res.json()) as ExpiryPromptResponse) : null))
      .then((answer) => {
        if (!answer) return;
        try {
          sessionStorage.setItem(SEEN_KEY, session);
        } catch {
          // nothing to remember it in
        }
        if (answer.is_expired || answer.about_to_expire) setPrompt(answer);
      })
      .catch(() => undefined)
      .finally(() => {
        checking.current = false;
      });
  }, [location.pathname]);

  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <ExpiryPrompt prompt={prompt} onClose={() => setPrompt(null)} />
    </Suspense>
  );
}

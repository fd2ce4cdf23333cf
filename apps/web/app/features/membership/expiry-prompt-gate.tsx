import type { ExpiryPromptResponse } from '@sulit/contracts/membership';
import { formatDate } from '@sulit/domain/shared/date-format';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MembershipModal } from './membership-modal';

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
  const close = () => setPrompt(null);
  const days = prompt.remaining_days;
  return (
    <MembershipModal
      open
      onClose={close}
      titleId="membership-expiry-title"
      title={prompt.is_expired ? 'Your membership has expired' : 'Your membership is about to expire'}
    >
      {prompt.is_expired ? (
        <p>
          Your Sulit Club card expired{prompt.expiry_date ? ` on ${formatDate(prompt.expiry_date)}` : ''}. Renew it to
          keep checking out at member prices.
        </p>
      ) : (
        <p>
          Your membership expires in{' '}
          <strong>
            {days} day{days === 1 ? '' : 's'}
          </strong>
          {prompt.expiry_date ? ` (${formatDate(prompt.expiry_date)})` : ''}. Renew early: a full year is added to your
          current expiry date.
        </p>
      )}
      {prompt.promo_title && (
        <p className="rounded-xl bg-sun-100 p-3 text-sm">
          <strong>{prompt.promo_title}.</strong> {prompt.promo_verbiage}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Link
          to="/my-membership?renew=1"
          onClick={close}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
        >
          Renew now
        </Link>
        <button type="button" onClick={close} className="min-h-11 rounded-lg px-4 font-semibold hover:bg-stone-100">
          Later
        </button>
      </div>
    </MembershipModal>
  );
}

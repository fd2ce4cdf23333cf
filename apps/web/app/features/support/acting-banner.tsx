import type { ActingView } from '@sulit/contracts/support';
import { supportMinutesLeft } from '@sulit/domain/support/support-rules';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';

const TICK_MS = 15_000;

/** "X minutes left", counted down in the browser from the session's end (the server's count is the start). */
function useMinutesLeft(acting: ActingView): number {
  const [minutes, setMinutes] = useState(acting.minutes_left);
  useEffect(() => {
    const expiresAt = new Date(acting.expires_at);
    const tick = () => setMinutes(supportMinutesLeft(expiresAt, new Date()));
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [acting.expires_at]);
  return minutes;
}

/**
 * Issue 32: while staff act for a customer, every page says so, with the time left and a way to end it. Ending
 * (or logging out) ends only the support session: the staff member is back in their own (spec §4).
 */
export function ActingBanner({ acting }: { acting: ActingView }) {
  const minutes = useMinutesLeft(acting);
  const { customer } = acting;
  return (
    <aside aria-label="Customer support session" className="bg-sun-300 text-brand-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm md:px-6">
        <p className="font-semibold">
          You are acting for {customer.firstname} {customer.lastname} ({customer.email}) · case {acting.case_id}
        </p>
        <p role="timer" aria-live="off">
          {minutes > 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left` : 'Time is up'}
        </p>
        <Form method="post" action="/customer-support" className="ms-auto">
          <input type="hidden" name="intent" value="end" />
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-brand-950 px-4 font-semibold text-white hover:bg-brand-900"
          >
            End support session
          </button>
        </Form>
      </div>
    </aside>
  );
}

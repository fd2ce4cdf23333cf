/**
 * How console pages read (issue 35): a 401 (no sign-in, or no console session: the second factor is missing or
 * the session ended, e.g. a role was revoked) goes to the console's sign-in with this page remembered; a 403 (not
 * staff, or a role that may not see this page) shows the refusal where the page would be.
 */
import { data, redirect } from 'react-router';
import { slotDates } from '@sulit/domain/checkout/delivery-slots';
import { ApiError } from '../../lib/http/client';

export const OPS_SIGN_IN_PATH = '/ops/sign-in';

export function signInRedirect(url: URL): Response {
  return redirect(`${OPS_SIGN_IN_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

export async function consoleRead<T>(call: Promise<T>, url: URL): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw signInRedirect(url);
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

/** An action's failed write, as the page shows it: the server's own message. */
export function refusal(status: number, body: unknown, url: URL) {
  if (status === 401) throw signInRedirect(url);
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : 'Something went wrong. Please try again.';
  return data({ message }, { status: status || 502 });
}

/** Manila's today as YYYY-MM-DD (slots and picking lists are per Manila date), by the slots' own rule. */
export function manilaToday(now: Date = new Date()): string {
  return slotDates(now, 1)[0]!;
}

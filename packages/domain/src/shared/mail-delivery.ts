/**
 * Delivery of the store's e-mail from the outbox (issue 27 item 1): every mail is written to the outbox with
 * what it reports and a background job hands it to SMTP. These are the job's rules; the numbers are decided.
 */

/** Decided: a mail is tried this many times; then it is a dead letter an operator lists and may retry. */
export const MAIL_MAX_ATTEMPTS = 8;
/** Decided: the first retry waits a minute; each next one twice as long… */
const MAIL_RETRY_BASE_MS = 60_000;
/** …but never more than an hour. */
const MAIL_RETRY_MAX_MS = 3_600_000;
/** Decided: an instance owns the mails it took this long; a crashed instance's mails are taken again after it. */
export const MAIL_SEND_LEASE_MS = 2 * 60_000;
/** Decided: how long SMTP may take to connect, to greet and to go quiet mid-conversation before the try fails. */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000 } as const;
/** Decided: how many mails one run of the job takes. */
export const MAIL_BATCH_SIZE = 20;

/** Where a mail stands: waiting to be (re)sent, handed to SMTP, given up, or kept (development, no SMTP). */
export type MailState = 'pending' | 'sent' | 'dead' | 'kept';

/** The wait before try `attempts + 1`, after `attempts` failed tries (exponential, capped). */
export function mailRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(MAIL_RETRY_BASE_MS * 2 ** exponent, MAIL_RETRY_MAX_MS);
}

/** What becomes of a mail whose try number `attempts` failed at `now`. */
export function afterFailedTry(
  attempts: number,
  now: Date,
): { state: 'dead'; next_attempt_at: null } | { state: 'pending'; next_attempt_at: string } {
  if (attempts >= MAIL_MAX_ATTEMPTS) return { state: 'dead', next_attempt_at: null };
  return { state: 'pending', next_attempt_at: new Date(now.getTime() + mailRetryDelayMs(attempts)).toISOString() };
}

/** A mail as the store writes it: to whom, what, and its main link (kept for the development outbox). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the message's main link (a reset link is removed once the mail is sent) */
  link: string | null;
}

/** A mail in the outbox and where its delivery stands. */
export interface OutboxMessage extends MailMessage {
  id: number;
  state: MailState;
  attempts: number;
  created_at: string;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export function isMailState(value: string): value is MailState {
  return value === 'pending' || value === 'sent' || value === 'dead' || value === 'kept';
}

import type { Generated } from 'kysely';

/**
 * The e-mail outbox (migrations 0004 and 0017): every mail the store sends, written in the transaction of what it
 * reports and sent by the delivery job. Times ISO-8601 UTC.
 */
export interface OutboxEmailTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** the message's main link (the development outbox shows it); a reset link is removed once sent */
  link: string | null;
  created_at: string;
  /** pending | sent | dead | kept (domain MailState) */
  state: Generated<string>;
  attempts: Generated<number>;
  /** null: due now */
  next_attempt_at: string | null;
  /** the instance that took the mail owns it until then */
  leased_until: string | null;
  lease_token: string | null;
  last_error: string | null;
  sent_at: string | null;
}

import type { MailMessage } from '@sulit/domain';

/**
 * A mail as the app's one mailer takes it. Each feature writes its own mails in this shape and sends them through
 * the port app.ts hands it (the mail feature's outbox), so features never import the mailer itself.
 */
export type OutgoingMail = MailMessage;

/** What a feature sends its mails through: a write to the outbox (no request waits for SMTP). */
export interface MailPort {
  send(mail: OutgoingMail): Promise<void>;
}

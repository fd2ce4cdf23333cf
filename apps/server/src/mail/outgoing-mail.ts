/**
 * A mail as the app's one mailer takes it (SMTP, or the development outbox). Each feature writes its own mails
 * in this shape and sends them through the port app.ts hands it, so features never import the mailer itself.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the message's main link, kept for the development outbox (a reset link is removed once sent) */
  link: string | null;
}

/** What a feature sends its mails through. */
export interface MailPort {
  send(mail: OutgoingMail): Promise<void>;
}

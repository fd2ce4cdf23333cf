import { SMTP_TIMEOUTS } from '@sulit/domain';
import nodemailer from 'nodemailer';

/** What the delivery job hands a mail to: SMTP in the server, a recording fake in tests. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

export type SmtpTimeouts = { readonly connectionMs: number; readonly greetingMs: number; readonly socketMs: number };

/**
 * SMTP at `url` with bounded waits: a server that accepts the connection and never greets, or goes quiet
 * mid-mail, fails the try after the timeout instead of holding the job (issue 27 item 1).
 */
export function smtpTransport(url: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): MailTransport {
  return nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
}

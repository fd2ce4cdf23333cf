import type { OutboxRepository } from '@sulit/db';
import nodemailer from 'nodemailer';
import { escapeHtml } from '@sulit/domain';
import type { MailPort, OutgoingMail } from '../../mail/outgoing-mail';

/** The app's one mailer: every feature's mail port. */
export type Mailer = MailPort;

const FROM = 'Sulit Club <no-reply@sulitclub.ph>';

export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

/** What stays of a link once the mail is out: a reset link is a password, so it is not kept. */
export const LINK_REMOVED = '[link removed once sent]';

function withoutLink(mail: OutgoingMail): OutgoingMail {
  if (!mail.link) return mail;
  const escaped = mail.link.replace(/&/g, '&#38;');
  return {
    ...mail,
    text: mail.text.split(mail.link).join(LINK_REMOVED),
    html: mail.html.split(escaped).join(LINK_REMOVED).split(mail.link).join(LINK_REMOVED),
    link: null,
  };
}

/**
 * SMTP when SMTP_URL is set (always in production): the mail is handed to the server and the outbox keeps
 * a record of it without its live link. Without SMTP (development and tests only) the outbox keeps the
 * whole mail, link included, for GET /api/dev/outbox.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  outbox: OutboxRepository;
  clock: () => Date;
  /** tests hand in a recording transport */
  transport?: MailTransport;
}): Mailer {
  const record = (mail: OutgoingMail) =>
    options.outbox.addToOutbox({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      link: mail.link,
      created_at: options.clock().toISOString(),
    });
  const transport: MailTransport | null =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  if (transport) {
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await record(withoutLink(mail));
      },
    };
  }
  return { send: (mail) => record(mail) };
}

export function resetPasswordMail(to: string, firstname: string, link: string): OutgoingMail {
  const text = [
    `Hi ${firstname},`,
    '',
    'We received a request to reset the password of your Sulit Club account.',
    'Open this link within 15 minutes to choose a new password:',
    link,
    '',
    'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstname)},</p>
<p>We received a request to reset the password of your Sulit Club account.</p>
<p><a href="${escapeHtml(link)}">Set a new password</a> (the link expires in 15 minutes).</p>
<p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>`;
  return { to, subject: 'Reset your Sulit Club password', text, html, link };
}

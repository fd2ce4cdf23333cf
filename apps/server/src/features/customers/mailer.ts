import type { OutboxRepository } from '@sulit/db';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the message's main link (a reset link), kept for the development outbox */
  link: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

const FROM = 'Sulit Club <no-reply@sulitclub.ph>';

/** SMTP when SMTP_URL is set; otherwise the outbox table that GET /api/dev/outbox lists. */
export function createMailer(options: { smtpUrl?: string; outbox: OutboxRepository; clock: () => Date }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  return {
    async send(mail) {
      await options.outbox.addToOutbox({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        link: mail.link,
        created_at: options.clock().toISOString(),
      });
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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

import { escapeHtml } from '@sulit/domain';
import type { OutgoingMail } from '../../mail/outgoing-mail';

/** The password-reset e-mail; its link is a password, removed from the outbox once the mail has left. */
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

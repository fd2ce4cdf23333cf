import { formatDate, formatMembershipCode, escapeHtml } from '@sulit/domain';
import type { OutgoingMail } from '../../mail/outgoing-mail';

const PACKAGE_NAMES: Record<string, string> = { PREMIUM: 'Premium', BUSINESS: 'Business', EXECUTIVE: 'Executive' };

/** The 30- and 7-day expiry reminder with a one-click renewal link. */
export function expiryReminderMail(input: {
  to: string;
  firstname: string;
  code: string;
  package: string;
  expiresOn: string;
  daysLeft: number;
  renewLink: string;
}): OutgoingMail {
  const pkg = PACKAGE_NAMES[input.package] ?? input.package;
  const when = formatDate(input.expiresOn);
  const days = `${input.daysLeft} day${input.daysLeft === 1 ? '' : 's'}`;
  const text = [
    `Hi ${input.firstname},`,
    '',
    `Your Sulit Club ${pkg} membership (card ${formatMembershipCode(input.code)}) expires on ${when}, in ${days}.`,
    'Renew now in one click and keep your member prices without a break:',
    input.renewLink,
    '',
    'Renewing early adds a full year to your current expiry date, so you lose no days.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(input.firstname)},</p>
<p>Your Sulit Club ${escapeHtml(pkg)} membership (card ${escapeHtml(formatMembershipCode(input.code))}) expires on
<strong>${escapeHtml(when)}</strong>, in ${escapeHtml(days)}.</p>
<p><a href="${escapeHtml(input.renewLink)}">Renew my membership</a></p>
<p>Renewing early adds a full year to your current expiry date, so you lose no days.</p>`;
  return {
    to: input.to,
    subject: `Your Sulit Club membership expires in ${days}`,
    text,
    html,
    link: input.renewLink,
  };
}

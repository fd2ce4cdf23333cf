import { manilaDate, reminderDue, reminderWindow, remainingDays, type ReminderCandidate } from '@sulit/domain';
import type { MembershipContext } from './membership-context';
import { expiryReminderMail } from './membership-mail';

const REMINDER_PAGE = 200;

/** Writes one member's due reminder, if any: claimed with its mail in one transaction, so parallel runs send it once. */
async function remind(context: MembershipContext, member: ReminderCandidate, now: Date, day: string) {
  const { memberships } = context;
  const already = new Set(await memberships.remindersSent(member.customer_id, member.expires_on));
  const kind = reminderDue(member.expires_on, day, already);
  if (kind === null) return 'none';
  const mail = expiryReminderMail({
    to: member.email,
    firstname: member.firstname,
    code: member.code,
    package: member.package,
    expiresOn: member.expires_on,
    daysLeft: remainingDays(member.expires_on, day),
    renewLink: `${context.publicUrl}/my-membership?renew=1`,
  });
  const claimed = await memberships.claimReminder(member.customer_id, kind, member.expires_on, now.toISOString(), mail);
  return claimed ? 'sent' : 'none';
}

/** The 30- and 7-day expiry reminders (the scheduler runs this hourly), each once per expiry date. */
export async function sendExpiryReminders(
  context: MembershipContext,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  const day = manilaDate(now);
  const { from, to } = reminderWindow(day);
  let after = 0;
  const tally = { sent: 0, failed: 0 };
  for (;;) {
    const page = await context.memberships.expiringBetween(from, to, REMINDER_PAGE, after);
    for (const member of page) {
      after = member.customer_id;
      const outcome = await remind(context, member, now, day);
      if (outcome !== 'none') tally[outcome]++;
    }
    if (page.length < REMINDER_PAGE) break;
  }
  return tally;
}

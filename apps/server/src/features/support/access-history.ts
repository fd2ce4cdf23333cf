import type { AccessHistory } from '@sulit/contracts/support';
import type { Customer } from '@sulit/domain';
import type { SupportContext } from './support-context';
import { accessHistoryView } from './support-views';

/** The account page shows this many of the latest support sessions. */
const HISTORY_SIZE = 20;

/** The customer's own view: whether support may shop for them, and every time someone did. */
export async function accessHistory(ctx: SupportContext, customerId: number): Promise<AccessHistory> {
  const [allow, accesses] = await Promise.all([
    ctx.support.consentOf(customerId),
    ctx.support.accessHistory(customerId, HISTORY_SIZE),
  ]);
  const staffIds = [...new Set(accesses.map((a) => a.session.staff_id))];
  const staff = await Promise.all(staffIds.map((id) => ctx.customers.byId(id)));
  const byId = new Map(staff.filter((s): s is Customer => !!s).map((s) => [s.id, s]));
  return accessHistoryView(allow, accesses, byId);
}

/** The account setting "allow support to shop for me" (the routes refuse it while acting). */
export async function setSupportConsent(ctx: SupportContext, customerId: number, allow: boolean): Promise<boolean> {
  await ctx.support.setConsent(customerId, allow, ctx.clock().toISOString());
  return allow;
}

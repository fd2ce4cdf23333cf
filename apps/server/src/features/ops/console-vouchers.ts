import type { ConsoleVoucher, VoucherBody, VoucherList } from '@sulit/contracts/ops-merch';
import type { VoucherRecord } from '@sulit/db';
import { DomainError, MERCH_MESSAGES, normalizeVoucherCode, voucherProblem, voucherWindowAt } from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

const utcOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A voucher as the console shows it, with what a shopper's cart would hear now (the cart's own window rule). */
function viewOf(row: VoucherRecord, now: Date): ConsoleVoucher {
  const window = voucherWindowAt(row, now);
  const usedUp = row.usage_limit !== null && row.times_used >= row.usage_limit;
  return {
    ...row,
    discount_type: row.discount_type === 'fixed' ? 'fixed' : 'percent',
    is_active: row.is_active === 1,
    state: row.is_active !== 1 ? 'off' : window !== 'open' ? window : usedUp ? 'used_up' : 'open',
  };
}

export async function listVouchers(deps: OpsDeps): Promise<VoucherList> {
  const now = deps.clock();
  return { vouchers: (await deps.merch.vouchers()).map((row) => viewOf(row, now)) };
}

/**
 * A voucher the cart applies as it applies any (issue 35): code upper-cased as the cart compares it, terms judged
 * by the domain's voucherProblem so evaluateVoucher reads them as the editor meant.
 */
export async function createVoucher(deps: OpsDeps, staff: StaffCaller, body: VoucherBody): Promise<ConsoleVoucher> {
  const now = deps.clock();
  const { code: entered, ...rest } = body;
  const terms = { ...rest, starts_at: utcOrNull(rest.starts_at), ends_at: utcOrNull(rest.ends_at) };
  const problem = voucherProblem(terms, now);
  if (problem) throw new DomainError('bad_request', problem);
  const code = normalizeVoucherCode(entered);
  const row = await deps.merch.createVoucher(code, terms, {
    staff_id: staff.id,
    action: 'vouchers.create',
    now: now.toISOString(),
  });
  if (!row) throw new DomainError('conflict', MERCH_MESSAGES.voucherTaken(code));
  return viewOf(row, now);
}

/** Switches a voucher off; a cart holding it hears it is not valid on its next pricing, an order is refused. */
export async function disableVoucher(deps: OpsDeps, staff: StaffCaller, id: number): Promise<ConsoleVoucher> {
  const now = deps.clock();
  const result = await deps.merch.disableVoucher(id, {
    staff_id: staff.id,
    action: 'vouchers.disable',
    now: now.toISOString(),
  });
  if (!result) throw new DomainError('not_found', MERCH_MESSAGES.voucherNotFound);
  if (result.kind === 'already_off') throw new DomainError('conflict', MERCH_MESSAGES.voucherDisabled);
  return viewOf(result.voucher, now);
}

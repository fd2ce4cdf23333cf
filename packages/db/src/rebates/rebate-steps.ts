import {
  entryDeltas,
  type RebateBalance,
  type RebateEntry,
  type RebateEntryKind,
  rebateEntryKeys,
} from '@sulit/domain';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { insertedRow } from '../inserted-row';
import type { DB } from '../schema';

/**
 * The ledger's writes, in the caller's transaction (decision 028). Every write first takes the member's turn
 * (`takeTurn`): PostgreSQL's row lock on their account row, SQLite's write lock, so a balance read after it
 * stays true until the transaction ends. Entries are only ever inserted; `entry_key` makes each move happen once.
 */

/** The member's turn: their writes queue behind each other until the transaction ends. */
export async function takeTurn(trx: Kysely<DB>, customerId: number): Promise<void> {
  await trx
    .insertInto('rebate_accounts')
    .values({ customer_id: customerId, turn: 0 })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  await trx
    .updateTable('rebate_accounts')
    .set((eb) => ({ turn: eb('turn', '+', 1) }))
    .where('customer_id', '=', customerId)
    .execute();
}

/** The member's balances as columns of a select over their entries: their sums. */
export const balanceSums = (eb: ExpressionBuilder<DB, 'rebate_entries'>) => ({
  pending: eb.fn.coalesce(eb.fn.sum<number | string>('pending_delta'), eb.lit(0)).as('pending'),
  available: eb.fn.coalesce(eb.fn.sum<number | string>('available_delta'), eb.lit(0)).as('available'),
});

/** The member's balances: the sum of their entries. */
export async function balanceIn(trx: Kysely<DB>, customerId: number): Promise<RebateBalance> {
  const row = await trx
    .selectFrom('rebate_entries')
    .select((eb) => [balanceSums(eb).pending, balanceSums(eb).available])
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), available: Number(row.available) };
}

export type NewRebateEntry = Omit<RebateEntry, 'id' | 'amount' | 'pending_delta' | 'available_delta'> & {
  earn_id?: number | null;
  /** positive centavos: the kind decides the signs */
  value: number;
  /** reverse: the earn was released already (the money left the available balance) */
  released?: boolean;
};

/** Appends one entry; false when its key was written already (the move happened before). */
export async function appendEntry(trx: Kysely<DB>, entry: NewRebateEntry): Promise<boolean> {
  const { value, released, earn_id, ...rest } = entry;
  return insertedRow(
    trx
      .insertInto('rebate_entries')
      .values({ ...rest, earn_id: earn_id ?? null, ...entryDeltas(entry.kind, value, released) })
      .onConflict((oc) => oc.column('entry_key').doNothing()),
  );
}

export interface RebateSpend {
  customer_id: number;
  order_id: number;
  order_number: string;
  order_type: string;
  amount: number;
  now: string;
}

/**
 * The sale's step: the rebate applied to the order leaves the available balance, once per order. False when the
 * balance no longer covers it (a parallel order spent it): the sale rolls back.
 */
export async function spendRebate(trx: Kysely<DB>, spend: RebateSpend): Promise<boolean> {
  await takeTurn(trx, spend.customer_id);
  const key = rebateEntryKeys.spend(spend.order_id);
  const done = await trx.selectFrom('rebate_entries').select('id').where('entry_key', '=', key).executeTakeFirst();
  if (done) return true;
  if ((await balanceIn(trx, spend.customer_id)).available < spend.amount) return false;
  return appendEntry(trx, {
    customer_id: spend.customer_id,
    kind: 'spend',
    entry_key: key,
    order_id: spend.order_id,
    order_number: spend.order_number,
    order_line_id: null,
    order_type: spend.order_type,
    value: spend.amount,
    year: null,
    available_at: null,
    created_at: spend.now,
  });
}

/** What an order's entries left spent: its spend less what its edits gave back already (positive centavos). */
async function stillSpent(trx: Kysely<DB>, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('rebate_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('net'))
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['spend', 'give_back'])
    .executeTakeFirstOrThrow();
  return Math.max(0, 0 - Number(row.net));
}

/**
 * What a not-delivered order still has spent comes back to the available balance, once (cancel, failed payment):
 * its spend less what its edits gave back.
 */
export async function giveBackRebate(trx: Kysely<DB>, orderId: number, now: string): Promise<void> {
  const spent = await trx
    .selectFrom('rebate_entries')
    .selectAll()
    .where('entry_key', '=', rebateEntryKeys.spend(orderId))
    .executeTakeFirst();
  if (!spent) return;
  await takeTurn(trx, spent.customer_id);
  const left = await stillSpent(trx, orderId);
  if (left === 0) return;
  await appendEntry(trx, {
    customer_id: spent.customer_id,
    kind: 'give_back',
    entry_key: rebateEntryKeys.giveBack(orderId),
    order_id: orderId,
    order_number: spent.order_number,
    order_line_id: null,
    order_type: spent.order_type,
    value: left,
    year: null,
    available_at: null,
    created_at: now,
  });
}

/**
 * An edit before picking lowered what there is to pay below the rebate the order spent (decision 040): that part
 * comes back to the available balance, once per edit (its version), in the edit's transaction.
 */
export async function giveBackEditedRebate(
  trx: Kysely<DB>,
  edit: { orderId: number; version: number; amount: number; now: string },
): Promise<void> {
  if (edit.amount <= 0) return;
  const spent = await trx
    .selectFrom('rebate_entries')
    .selectAll()
    .where('entry_key', '=', rebateEntryKeys.spend(edit.orderId))
    .executeTakeFirst();
  if (!spent) return;
  await takeTurn(trx, spent.customer_id);
  await appendEntry(trx, {
    customer_id: spent.customer_id,
    kind: 'give_back',
    entry_key: rebateEntryKeys.editGiveBack(edit.orderId, edit.version),
    order_id: edit.orderId,
    order_number: spent.order_number,
    order_line_id: null,
    order_type: spent.order_type,
    value: Math.min(edit.amount, await stillSpent(trx, edit.orderId)),
    year: null,
    available_at: null,
    created_at: edit.now,
  });
}

/**
 * The order's earns are reversed (refund or cancellation): a pending earn is settled by its reversal, one already
 * released leaves the available balance. Each line once.
 */
export async function reverseEarnsOfOrder(trx: Kysely<DB>, orderId: number, now: string): Promise<number> {
  const earns = await trx
    .selectFrom('rebate_entries')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'earn')
    .execute();
  let reversed = 0;
  for (const earn of earns) {
    if (earn.order_line_id === null) continue;
    await takeTurn(trx, earn.customer_id);
    const base = {
      customer_id: earn.customer_id,
      kind: 'reverse' as RebateEntryKind,
      earn_id: earn.id,
      order_id: orderId,
      order_number: earn.order_number,
      order_line_id: earn.order_line_id,
      order_type: earn.order_type,
      value: earn.amount,
      year: earn.year,
      available_at: null,
      created_at: now,
    };
    const settleKey = rebateEntryKeys.settle(earn.order_line_id);
    if (await appendEntry(trx, { ...base, entry_key: settleKey })) {
      reversed += 1;
      continue;
    }
    // settled already: by its release (reverse what became available) or by an earlier reversal (nothing to do)
    const settled = await trx
      .selectFrom('rebate_entries')
      .select('kind')
      .where('entry_key', '=', settleKey)
      .executeTakeFirst();
    if (settled?.kind !== 'release') continue;
    const key = rebateEntryKeys.reverseAvailable(earn.order_line_id);
    if (await appendEntry(trx, { ...base, entry_key: key, released: true })) reversed += 1;
  }
  return reversed;
}

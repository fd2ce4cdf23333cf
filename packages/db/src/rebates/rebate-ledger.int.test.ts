import { testEngines } from '@sulit/tools/testing/engines';
import type { TestDatabase } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { balanceOf } from '@sulit/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRebateRepository, type LineToEarn } from './rebate-repository';
import { giveBackRebate, reverseEarnsOfOrder, spendRebate } from './rebate-steps';

const NOW = '2026-11-21T04:00:00.000Z';
const LATER = '2026-11-29T04:00:00.000Z';
const executive = { package: 'EXECUTIVE' as const, rate_basis_points: 200, yearly_cap: 1_000_000 };
const business = { package: 'BUSINESS' as const, rate_basis_points: 100, yearly_cap: null };

let lineSeq = 5_000_000;
/** A delivered line (ids far above the seed's, so they never meet a real order line). */
function line(paid: number, orderId = 9_000_000): LineToEarn {
  lineSeq += 1;
  return {
    line_id: lineSeq,
    order_id: orderId,
    order_number: String(orderId),
    order_type: 'delivery',
    paid,
    delivered_at: NOW,
    available_at: '2026-11-28T04:00:00.000Z',
  };
}

/**
 * Issue 31: the rebate ledger on both engines — append-only, one earn per line, the cap's partial earn, and money
 * spent once however many transactions race for it.
 */
describe.each(testEngines())('the rebate ledger on $engine', ({ open }) => {
  let database: TestDatabase;
  let repo: ReturnType<typeof createRebateRepository>;
  const member = () => testShopper(database, NOW, { tag: 'rebate' }).then((s) => s.customerId);
  const entries = (customerId: number) =>
    database.db.selectFrom('rebate_entries').selectAll().where('customer_id', '=', customerId).execute();
  /** the ledger's sums, compared with the domain's sum over the same rows */
  async function balanceChecked(customerId: number) {
    const rows = await entries(customerId);
    const summed = balanceOf(
      rows.map((r) => ({ pending_delta: Number(r.pending_delta), available_delta: Number(r.available_delta) })),
    );
    const stored = await repo.balance(customerId);
    expect(stored).toEqual(summed);
    return stored;
  }

  beforeAll(async () => {
    database = await open();
    repo = createRebateRepository(database.db);
  });
  afterAll(() => database.dispose());

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const customerId = await member();
    await repo.earn(customerId, business, [line(100_000)], NOW);
    await expect(
      sql`update rebate_entries set amount = 1 where customer_id = ${customerId}`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from rebate_entries where customer_id = ${customerId}`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    expect(await balanceChecked(customerId)).toEqual({ pending: 1_000, available: 0 });
  });

  it('earns once per line, pending until the window closes, then available once', async () => {
    const customerId = await member();
    const rice = line(250_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => repo.earn(customerId, business, [rice], NOW)));
    expect(results.reduce((t, r) => t + r, 0)).toBe(2_500);
    expect(await balanceChecked(customerId)).toEqual({ pending: 2_500, available: 0 });
    expect(await repo.releaseDue(NOW, 100)).toBe(0);
    const released = await Promise.all(Array.from({ length: 10 }, () => repo.releaseDue(LATER, 100)));
    expect(released.reduce((t, r) => t + r, 0)).toBeGreaterThanOrEqual(1);
    expect(await balanceChecked(customerId)).toEqual({ pending: 0, available: 2_500 });
    expect((await entries(customerId)).map((e) => e.kind).sort()).toEqual(['earn', 'release']);
  });

  it('an Executive member earns up to the yearly cap: the line that crosses it earns only the part up to it', async () => {
    const customerId = await member();
    // ₱490,000 paid earns ₱9,800.00; the next ₱30,000 line would earn ₱600.00 but only ₱200.00 is left
    expect(await repo.earn(customerId, executive, [line(49_000_000)], NOW)).toBe(980_000);
    expect(await repo.earn(customerId, executive, [line(3_000_000), line(1_000_000)], NOW)).toBe(20_000);
    expect(await repo.earnedInYear(customerId, 2026)).toBe(1_000_000);
    const parallel = await Promise.all(
      Array.from({ length: 20 }, () => repo.earn(customerId, executive, [line(500_000)], NOW)),
    );
    expect(parallel.every((n) => n === 0)).toBe(true);
    expect((await balanceChecked(customerId)).pending).toBe(1_000_000);
  });

  it('50 parallel orders spending one whole balance: exactly one spends it, the balance never goes below 0', async () => {
    const customerId = await member();
    await repo.earn(customerId, business, [line(3_000_000)], NOW);
    await repo.releaseDue(LATER, 1_000);
    expect((await balanceChecked(customerId)).available).toBe(30_000);
    const spent = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        database.db.transaction().execute((trx) =>
          spendRebate(trx, {
            customer_id: customerId,
            order_id: 8_000_000 + i,
            order_number: String(8_000_000 + i),
            order_type: 'delivery',
            amount: 30_000,
            now: LATER,
          }),
        ),
      ),
    );
    expect(spent.filter(Boolean)).toHaveLength(1);
    expect(await balanceChecked(customerId)).toEqual({ pending: 0, available: 0 });
  });

  it('two concurrent spends of one rebate by the same order: one entry; its give-back happens once', async () => {
    const customerId = await member();
    await repo.earn(customerId, business, [line(2_000_000)], NOW);
    await repo.releaseDue(LATER, 1_000);
    const spend = {
      customer_id: customerId,
      order_id: 7_000_001,
      order_number: '700000001',
      order_type: 'pickup',
      amount: 15_000,
      now: LATER,
    };
    const both = await Promise.all(
      [0, 1].map(() => database.db.transaction().execute((trx) => spendRebate(trx, spend))),
    );
    expect(both).toEqual([true, true]);
    expect((await balanceChecked(customerId)).available).toBe(5_000);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction().execute((trx) => giveBackRebate(trx, 7_000_001, LATER)),
      ),
    );
    expect((await balanceChecked(customerId)).available).toBe(20_000);
    expect((await entries(customerId)).filter((e) => e.kind === 'give_back')).toHaveLength(1);
  });

  it('reverses a pending earn before release, and a released one out of the available balance, once each', async () => {
    const customerId = await member();
    await repo.earn(customerId, business, [line(100_000, 6_000_001)], NOW);
    await Promise.all(Array.from({ length: 5 }, () => repo.reverseOrder(6_000_001, NOW)));
    expect(await repo.releaseDue(LATER, 1_000)).toBeGreaterThanOrEqual(0);
    expect(await balanceChecked(customerId)).toEqual({ pending: 0, available: 0 });

    await repo.earn(customerId, business, [line(300_000, 6_000_002)], NOW);
    await repo.releaseDue(LATER, 1_000);
    expect((await balanceChecked(customerId)).available).toBe(3_000);
    await database.db.transaction().execute((trx) => reverseEarnsOfOrder(trx, 6_000_002, LATER));
    await database.db.transaction().execute((trx) => reverseEarnsOfOrder(trx, 6_000_002, LATER));
    expect(await balanceChecked(customerId)).toEqual({ pending: 0, available: 0 });
    // the reversed earn frees its part of the cap year
    expect(await repo.earnedInYear(customerId, 2026)).toBe(0);
  });

  it('history pages, filters and sorts the member’s own entries only', async () => {
    const customerId = await member();
    const other = await member();
    await repo.earn(
      customerId,
      business,
      Array.from({ length: 20 }, (_, i) => line(10_000 * (i + 1))),
      NOW,
    );
    await repo.earn(other, business, [line(50_000)], NOW);
    const first = await repo.history(customerId, { orderBy: 'amount DESC', page: 1, limit: 15 });
    expect(first.total).toBe(20);
    expect(first.rows).toHaveLength(15);
    expect(first.rows[0]!.amount).toBe(2_000);
    expect(first.rows.every((r) => r.customer_id === customerId && r.status === 'pending')).toBe(true);
    const second = await repo.history(customerId, { orderBy: 'amount DESC', page: 2, limit: 15 });
    expect(second.rows.map((r) => r.amount)).toEqual([500, 400, 300, 200, 100]);
    expect(
      (await repo.history(customerId, { transactionType: 'spend', orderBy: 'created_at DESC', page: 1, limit: 15 }))
        .total,
    ).toBe(0);
  });
});

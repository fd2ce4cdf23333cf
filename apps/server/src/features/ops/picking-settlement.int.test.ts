import { plainProducts } from '@sulit/tools/testing/plain-products';
import { readyShopper } from '@sulit/tools/testing/ready-shopper';
import { setStockQty, stockQty } from '@sulit/tools/testing/stock';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { SUBSTITUTION_MESSAGES } from '@sulit/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app';
import { opsTestKit, SOURCE, type TestStaff } from './ops-test-kit';

/**
 * Issue 36 on both engines: a picker swaps one line and refunds another; finishing picking settles the order once
 * under 50 parallel calls (one settlement, one card refund of the difference, the swap's pieces taken from the
 * store's stock and the swapped and refunded lines' given back once); the shopper's rejection of the swap refunds
 * that line and gives the swap's pieces back once under 50 parallel calls, and is refused after hand-over.
 */
describe.each(testEngines())('substitutions settled at picking on $engine', ({ open }) => {
  const clock = { now: new Date(TEST_NOW) };
  const refunds: { key: string; amount: number }[] = [];
  const gateway = {
    startPayment: () => Promise.reject(new Error('not used')),
    queryPayment: (paymentId: string) => Promise.resolve({ paymentId, status: 'pending' as const }),
    refund: async (input: { paymentId: string; amountCentavos: number; idempotencyKey: string }) => {
      refunds.push({ key: input.idempotencyKey, amount: input.amountCentavos });
      return { refunded: true };
    },
    cancelPayment: () => Promise.resolve({ cancelled: true }),
  };
  const server = useTestApp(open, { clock: () => clock.now, paymentGateway: gateway });
  const kit = opsTestKit(server, clock);
  let picker: TestStaff;
  let products: { id: number; sku: string; category_id: number }[];

  beforeAll(async () => {
    picker = await kit.staffWith([{ role: 'picker', store: SOURCE }]);
    const rows = await plainProducts(server.database.db, { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku', 'p.category_id'])
      .execute();
    // a product with others of its leaf category in stock (its swaps), and one of another category
    const counts = new Map<number, number>();
    for (const r of rows) counts.set(r.category_id, (counts.get(r.category_id) ?? 0) + 1);
    const swappable = rows.find((r) => (counts.get(r.category_id) ?? 0) >= 3)!;
    const other = rows.find((r) => r.category_id !== swappable.category_id)!;
    products = [swappable, other];
    for (const r of rows.filter((r) => r.category_id === swappable.category_id || r.id === other.id))
      await setStockQty(server.database.db, r.id, SOURCE, 100_000);
  }, 120_000);

  it('settles once, refunds the card the difference once, and refunds a rejected swap once', async () => {
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    const who = await readyShopper(server.app, server.database, {
      now: clock.now.toISOString(),
      source: SOURCE,
      items: [
        { sku: a.sku, qty: 2 },
        { sku: b.sku, qty: 1 },
      ],
      method: 'cashondelivery',
      slotSeq: 3,
    });
    const choices = await kit.call(who, 'GET', '/api/cart/substitutions');
    expect(choices.statusCode, choices.body).toBe(200);
    const lineB = choices.json().lines.find((l: { sku: string }) => l.sku === b.sku);
    expect(lineB.choice).toBe('similar');
    const bad = await kit.call(who, 'PUT', `/api/cart/substitutions/${lineB.line_id}`, { choice: 'nothing' });
    expect(bad.statusCode).toBe(400);
    const set = await kit.call(who, 'PUT', `/api/cart/substitutions/${lineB.line_id}`, { choice: 'refund' });
    expect(set.statusCode, set.body).toBe(200);
    const placed = await kit.call(who, 'POST', '/api/transaction/orders', {
      cart_id: who.cartId,
      payment: { method: 'cashondelivery' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const number = placed.json().increment_id as string;
    // as if paid by card: the settlement refunds a paid order through the provider
    await server.database.db
      .updateTable('orders')
      .set({ paid_at: clock.now.toISOString(), payment_ref: `pay_${number}` })
      .where('increment_id', '=', number)
      .execute();
    const before = await server.database.db
      .selectFrom('orders')
      .select(['id', 'grand_total'])
      .where('increment_id', '=', number)
      .executeTakeFirstOrThrow();
    await kit.advance(number, 'accepted');
    await kit.advance(number, 'fulfilling');

    const view = await kit.call(picker, 'GET', `/api/ops/picking/${number}`);
    expect(view.statusCode, view.body).toBe(200);
    const lines = view.json().lines as { line_id: number; sku: string; unit_price: number; choice: string }[];
    const la = lines.find((l) => l.sku === a.sku)!;
    const lb = lines.find((l) => l.sku === b.sku)!;
    expect(lb.choice).toBe('refund');
    const option = view.json().options.find((o: { line_id: number }) => o.line_id === la.line_id).items[0];
    expect(option).toBeDefined();
    // the refund-only line cannot be swapped
    const refused = await kit.call(picker, 'POST', `/api/ops/picking/${number}/lines/${lb.line_id}`, {
      outcome: 'substituted',
      product_id: option.id,
      qty: 1,
      consent: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SUBSTITUTION_MESSAGES.refundOnly);
    const swapped = await kit.call(picker, 'POST', `/api/ops/picking/${number}/lines/${la.line_id}`, {
      outcome: 'substituted',
      product_id: option.id,
      qty: 2,
      consent: true,
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const refunded = await kit.call(picker, 'POST', `/api/ops/picking/${number}/lines/${lb.line_id}`, {
      outcome: 'refunded',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const again = await kit.call(picker, 'POST', `/api/ops/picking/${number}/lines/${lb.line_id}`, {
      outcome: 'refunded',
    });
    expect(again.statusCode).toBe(409);
    const audit = await server.database.db
      .selectFrom('ops_audit')
      .select('action')
      .where('entity', 'like', `order:${number}:line:%`)
      .execute();
    expect(audit).toHaveLength(2);

    // decision 039: a swap the store's stock count cannot cover refuses "Packed", settling and moving nothing
    const stockOf = async () => ({
      a: await stockQty(server.database.db, a.id, SOURCE),
      b: await stockQty(server.database.db, b.id, SOURCE),
      swap: await stockQty(server.database.db, option.id, SOURCE),
    });
    const unpicked = await stockOf();
    await setStockQty(server.database.db, option.id, SOURCE, 1);
    const short = await kit.call(picker, 'POST', `/api/ops/orders/${number}/pick`, { to: 'ready_to_ship' });
    expect(short.statusCode, short.body).toBe(409);
    expect(short.json().message).toBe(SUBSTITUTION_MESSAGES.swapShortOfStock);
    expect(await stockOf()).toEqual({ ...unpicked, swap: 1 });
    await setStockQty(server.database.db, option.id, SOURCE, unpicked.swap);

    const finishes = await Promise.all(
      Array.from({ length: 50 }, () =>
        kit.call(picker, 'POST', `/api/ops/orders/${number}/pick`, { to: 'ready_to_ship' }),
      ),
    );
    expect(finishes.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(finishes.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const swapTotal = 2 * option.final_price;
    const settled = await server.database.db
      .selectFrom('order_settlements')
      .selectAll()
      .where('order_id', '=', before.id)
      .execute();
    expect(settled).toHaveLength(1);
    const rowsOf = async () =>
      server.database.db.selectFrom('picking_refunds').selectAll().where('order_id', '=', before.id).execute();
    const lineTotals = 2 * la.unit_price + lb.unit_price;
    expect(settled[0]!.final_total).toBe(before.grand_total - lineTotals + swapTotal);
    expect(await rowsOf()).toHaveLength(before.grand_total - settled[0]!.final_total > 0 ? 1 : 0);
    // the swap's 2 pieces taken, the swapped line's 2 and the refunded line's 1 given back: once
    expect(await stockOf()).toEqual({ a: unpicked.a + 2, b: unpicked.b + 1, swap: unpicked.swap - 2 });
    const settleKey = `picking-settle-${number}`;
    const settleCalls = refunds.filter((r) => r.key === settleKey);
    expect(settleCalls.length).toBeLessThanOrEqual(1);
    expect(settleCalls.reduce((t, r) => t + r.amount, 0)).toBe(
      Math.max(0, before.grand_total - settled[0]!.final_total),
    );

    // the invoice lists the lines as picked beside the settled total (decisions 025, 039)
    const invoiceLines = async () => {
      const invoice = await kit.call(who, 'GET', `/api/transaction/orders/${number}/invoice`);
      expect(invoice.statusCode, invoice.body).toBe(200);
      const doc = invoice.json().documents[0];
      return {
        doc,
        lineOf: (sku: string) =>
          doc.lines.find((l: { picking: { ordered_sku: string } }) => l.picking?.ordered_sku === sku),
      };
    };
    const picked = await invoiceLines();
    expect(picked.lineOf(a.sku)).toMatchObject({
      sku: option.sku,
      qty: 2,
      amount: swapTotal,
      picking: { outcome: 'substituted', ordered_qty: 2 },
    });
    expect(picked.lineOf(b.sku)).toMatchObject({ sku: b.sku, amount: 0, picking: { outcome: 'refunded' } });
    expect(picked.doc.total).toBe(settled[0]!.final_total);

    const rejects = await Promise.all(
      Array.from({ length: 50 }, () =>
        kit.call(who, 'POST', `/api/transaction/orders/${number}/substitutions/${la.line_id}/reject`),
      ),
    );
    expect(rejects.every((r) => r.statusCode === 200)).toBe(true);
    // the rejected swap's pieces back on the shelf, once
    expect(await stockOf()).toEqual({ a: unpicked.a + 2, b: unpicked.b + 1, swap: unpicked.swap });
    const after = await server.database.db
      .selectFrom('orders')
      .select('grand_total')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(after.grand_total).toBe(before.grand_total - lineTotals);
    const rejected = await invoiceLines();
    expect(rejected.lineOf(a.sku)).toMatchObject({ sku: a.sku, amount: 0, picking: { outcome: 'refunded' } });
    expect(rejected.doc.total).toBe(after.grand_total);
    const rejectCalls = refunds.filter((r) => r.key === `picking-reject-${number}-${la.line_id}`);
    expect(rejectCalls).toEqual([{ key: `picking-reject-${number}-${la.line_id}`, amount: swapTotal }]);
    const total = (await rowsOf()).reduce((t, r) => t + r.amount, 0);
    expect(total).toBe(lineTotals);
    const own = await kit.call(who, 'GET', `/api/transaction/orders/${number}/substitutions`);
    expect(own.json().lines.find((l: { line_id: number }) => l.line_id === la.line_id).rejected).toBe(true);
    // another shopper never reads it
    const stranger = await readyShopper(server.app, server.database, {
      now: clock.now.toISOString(),
      source: SOURCE,
      items: [{ sku: b.sku, qty: 1 }],
      method: 'cashondelivery',
      slotSeq: 4,
    });
    expect((await kit.call(stranger, 'GET', `/api/transaction/orders/${number}/substitutions`)).statusCode).toBe(404);
  }, 180_000);
});

import { readyShopper } from '@sulit/tools/testing/ready-shopper';
import { testEngines } from '@sulit/tools/testing/engines';
import { weighedProduct } from '@sulit/tools/testing/weighed-product';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { authorisedAmount, WEIGHED_MESSAGES, weighedRowTotal } from '@sulit/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { featuresOf } from '../../app';
import { useTestApp } from '../../test-app';
import { opsTestKit, SOURCE, type TestStaff } from './ops-test-kit';

/**
 * Issue 36 (decision 043) on both engines: "a 1 kg order weighed at 1.08 kg is charged for 1.08 kg". A picker
 * weighs the line; 50 parallel "Packed" moves settle once and capture the held card once for the weighed amount
 * through the sandbox provider (the rest released); a weighed total above the hold captures the hold; a cash
 * order owes the weighed amount; 50 parallel captures of one hold with one key capture once.
 */
describe.each(testEngines())('goods sold by weight on $engine', ({ open }) => {
  const clock = { now: new Date(TEST_NOW) };
  const server = useTestApp(open, { clock: () => clock.now });
  const kit = opsTestKit(server, clock);
  let picker: TestStaff;
  let product: { id: number; sku: string };
  /** ₱450.00 per kg, ordered in 250 g steps, the card held 10 % above the estimate */
  const PRICE_PER_KG = 45_000;
  let slot = 0;

  beforeAll(async () => {
    picker = await kit.staffWith([{ role: 'picker', store: SOURCE }]);
    product = await weighedProduct(server.database.db, { source: SOURCE, pricePerKg: PRICE_PER_KG });
  }, 120_000);

  /** A member's order of 1 kg (4 steps of 250 g), being picked; with `held`, its card authorised as checkout holds. */
  async function orderBeingPicked(withHold: boolean) {
    const who = await readyShopper(server.app, server.database, {
      now: clock.now.toISOString(),
      source: SOURCE,
      items: [{ sku: product.sku, qty: 4 }],
      method: 'cashondelivery',
      slotSeq: slot++ % 12,
    });
    const placed = await kit.call(who, 'POST', '/api/transaction/orders', {
      cart_id: who.cartId,
      payment: { method: 'cashondelivery' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const number = placed.json().increment_id as string;
    const order = await server.database.db
      .selectFrom('orders as o')
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .select(['o.id', 'o.grand_total', 'l.id as line_id', 'l.row_total', 'l.price_per_kg', 'l.weight_step_grams'])
      .where('o.increment_id', '=', number)
      .executeTakeFirstOrThrow();
    expect(order.price_per_kg).toBe(PRICE_PER_KG);
    expect(order.weight_step_grams).toBe(250);
    // the estimate of "about 1 kg" is 1 kg at the price per kg
    expect(order.row_total).toBe(PRICE_PER_KG);
    const held = withHold
      ? authorisedAmount(order.grand_total, [{ estimate: order.row_total, margin_percent: 10 }])
      : null;
    if (held !== null) await holdCard(number, order.id, held);
    await kit.advance(number, 'accepted');
    await kit.advance(number, 'fulfilling');
    return { number, ...order, held };
  }

  /** The card authorised for `held` at the sandbox provider, and the store's attempt recording it. */
  async function holdCard(number: string, orderId: number, held: number) {
    const now = clock.now.toISOString();
    const paymentId = `pay_hold_${number}`;
    await server.database.db
      .insertInto('sandbox_payments')
      .values({
        id: paymentId,
        idempotency_key: `hold-${number}`,
        request_hash: 'test',
        merchant_reference: number,
        method: 'card',
        amount: held,
        currency: 'PHP',
        status: 'authorised',
        failure_reason: null,
        vault_token: null,
        card_brand: 'visa',
        card_last_four: '4242',
        return_url: 'http://localhost/gateway/return/sandbox',
        capture_method: 'manual',
        captured_amount: null,
        capture_key: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await server.database.db
      .insertInto('payment_attempts')
      .values({
        idempotency_key: `hold-${number}`,
        request_hash: 'test',
        order_ref: number,
        customer_id: null,
        provider: 'sandbox',
        provider_payment_id: paymentId,
        method: 'card',
        amount: held,
        currency: 'PHP',
        status: 'authorised',
        failure_reason: null,
        redirect_url: null,
        created_at: now,
        updated_at: now,
        completed_at: now,
      })
      .execute();
    await server.database.db
      .updateTable('orders')
      .set({ paid_at: now, payment_ref: paymentId })
      .where('id', '=', orderId)
      .execute();
    return paymentId;
  }

  const packAll = (number: string) =>
    Promise.all(
      Array.from({ length: 50 }, () =>
        kit.call(picker, 'POST', `/api/ops/orders/${number}/pick`, { to: 'ready_to_ship' }),
      ),
    );

  it('weighs 1 kg ordered at 1.08 kg and captures the held card once for 1.08 kg', async () => {
    const order = await orderBeingPicked(true);
    const view = await kit.call(picker, 'GET', `/api/ops/picking/${order.number}/weights`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().lines[0]).toMatchObject({ ordered_label: 'about 1 kg', price_per_kg: PRICE_PER_KG });
    expect(view.json().hold.statement).toMatch(
      /^Your card is held for up to ₱[\d,.]+; you pay for the weighed amount\.$/,
    );

    for (const bad of [{ kg: '0' }, { kg: 'lots' }, { kg: '60' }]) {
      const refused = await kit.call(picker, 'POST', `/api/ops/picking/${order.number}/weights/${order.line_id}`, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(WEIGHED_MESSAGES.badWeight);
    }
    const hostile = await kit.call(picker, 'POST', `/api/ops/picking/${order.number}/weights/${order.line_id}`, {
      kg: '1.08',
      grams: 1,
    });
    expect(hostile.statusCode).toBe(400);
    const weighed = await kit.call(picker, 'POST', `/api/ops/picking/${order.number}/weights/${order.line_id}`, {
      kg: '1.08',
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(weighed.json().lines[0].weighed_label).toBe('1.08 kg × ₱450.00/kg');

    const finishes = await packAll(order.number);
    expect(finishes.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(finishes.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);

    const weighedTotal = weighedRowTotal(1_080, PRICE_PER_KG);
    expect(weighedTotal).toBe(48_600);
    const after = await server.database.db
      .selectFrom('orders')
      .select('grand_total')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(after.grand_total).toBe(order.grand_total - order.row_total + weighedTotal);
    const captures = await server.database.db
      .selectFrom('payment_captures')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(captures).toHaveLength(1);
    expect(captures[0]).toMatchObject({ amount: after.grand_total, held: order.held, capped: 0, status: 'captured' });
    const atProvider = await server.database.db
      .selectFrom('sandbox_payments')
      .select(['status', 'captured_amount'])
      .where('id', '=', `pay_hold_${order.number}`)
      .executeTakeFirstOrThrow();
    expect(atProvider).toEqual({ status: 'captured', captured_amount: after.grand_total });
    const attempt = await server.database.db
      .selectFrom('payment_attempts')
      .select('status')
      .where('provider_payment_id', '=', `pay_hold_${order.number}`)
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('captured');
    // packed: the weight can no longer change
    const late = await kit.call(picker, 'POST', `/api/ops/picking/${order.number}/weights/${order.line_id}`, {
      kg: '1.5',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(WEIGHED_MESSAGES.notPicking);
    const audit = await server.database.db
      .selectFrom('ops_audit')
      .select('action')
      .where('entity', '=', `order:${order.number}:line:${order.line_id}`)
      .execute();
    expect(audit).toEqual([{ action: 'picking.weigh' }]);
  }, 180_000);

  it('captures the hold, and says so, when the weighed total is above it', async () => {
    const order = await orderBeingPicked(true);
    const weighed = await kit.call(picker, 'POST', `/api/ops/picking/${order.number}/weights/${order.line_id}`, {
      kg: '1.5',
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    await packAll(order.number);
    const view = await kit.call(picker, 'GET', `/api/ops/picking/${order.number}/weights`);
    expect(view.json().capture).toEqual({ amount: order.held, released: 0, capped: true, status: 'captured' });
  }, 180_000);

  it('answers the terms of products sold by weight, and refuses malformed or oversized questions', async () => {
    const ok = await server.app.inject({ url: `/api/product/weighed-terms?ids=${product.id},1` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().items).toContainEqual({
      product_id: product.id,
      price_per_kg: PRICE_PER_KG,
      step_grams: 250,
      margin_percent: 10,
    });
    for (const bad of ['', 'abc', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(','), '1&x=2'])
      expect((await server.app.inject({ url: `/api/product/weighed-terms?ids=${bad}` })).statusCode, bad).toBe(400);
  });

  it('shows an order’s weighing to its owner only', async () => {
    const order = await orderBeingPicked(false);
    const stranger = await readyShopper(server.app, server.database, {
      now: clock.now.toISOString(),
      source: SOURCE,
      items: [{ sku: product.sku, qty: 1 }],
      method: 'cashondelivery',
      slotSeq: slot++ % 12,
    });
    const theirs = await kit.call(stranger, 'GET', `/api/transaction/orders/${order.number}/weights`);
    expect(theirs.statusCode).toBe(404);
    expect((await kit.call(null, 'GET', `/api/transaction/orders/${order.number}/weights`)).statusCode).toBe(401);
  });

  it('lets a cash order owe the weighed amount', async () => {
    const order = await orderBeingPicked(false);
    const weighed = await kit.call(picker, 'POST', `/api/ops/picking/${order.number}/weights/${order.line_id}`, {
      kg: '0.95',
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    await packAll(order.number);
    const after = await server.database.db
      .selectFrom('orders')
      .select('grand_total')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(after.grand_total).toBe(order.grand_total - order.row_total + weighedRowTotal(950, PRICE_PER_KG));
    const captures = await server.database.db
      .selectFrom('payment_captures')
      .select('order_id')
      .where('order_id', '=', order.id)
      .execute();
    expect(captures).toEqual([]);
  }, 180_000);

  it('captures a hold once under 50 parallel captures with one key, and refuses another key', async () => {
    const number = `9${String(Date.now()).slice(-8)}`;
    const order = await orderBeingPicked(false);
    const paymentId = await holdCard(number, order.id, 50_000);
    const payments = featuresOf(server.app).payments.service;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        payments.capture({ paymentId, amountCentavos: 48_600, idempotencyKey: `capture-test-${number}` }),
      ),
    );
    expect(results.every((r) => r.captured)).toBe(true);
    const other = await payments.capture({ paymentId, amountCentavos: 1_000, idempotencyKey: `other-${number}` });
    expect(other.captured).toBe(false);
    const row = await server.database.db
      .selectFrom('sandbox_payments')
      .select(['status', 'captured_amount', 'capture_key'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'captured', captured_amount: 48_600, capture_key: `capture-test-${number}` });
  }, 180_000);
});

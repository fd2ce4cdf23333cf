import { NPS_SURVEY_QUESTION } from '@sulit/domain';
import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { readyShopper } from '@sulit/tools/testing/ready-shopper';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper, type TestShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { featuresOf } from '../../app';
import { callAs, useTestApp } from '../../test-app';

const SOURCE = 'balintawak';
const NOW = TEST_NOW.toISOString();
const OFFER = '/rest/V1/nps-survey/offer';
const answerUrl = (id: number) => `/rest/V1/nps-survey/${id}/answer`;

describe.each(testEngines())('the NPS survey after a delivery on $engine', ({ open }) => {
  const server = useTestApp(open);
  let sku = '';
  let slotSeq = 0;
  const call = (who: TestShopper | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });

  /** A fresh member whose one order was placed (cash) and, unless `deliver` is false, delivered by an operator. */
  async function customerWithOrder(deliver = true) {
    const who = await readyShopper(server.app, server.database, {
      now: NOW,
      source: SOURCE,
      items: [{ sku, qty: 1 }],
      method: 'cashondelivery',
      slotSeq: slotSeq++,
    });
    const placed = await call(who, 'POST', '/api/transaction/orders', {
      cart_id: who.cartId,
      payment: { method: 'cashondelivery' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = placed.json().increment_id as string;
    if (deliver) await featuresOf(server.app).orders.changeStatus(orderNumber, 'delivered', 'operator:test');
    return { who, orderNumber };
  }
  const surveysOf = (customerId: number) =>
    server.database.db.selectFrom('nps_surveys').selectAll().where('customer_id', '=', customerId).execute();

  beforeAll(async () => {
    const product = await plainProducts(server.database.db, { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku'])
      .executeTakeFirstOrThrow();
    sku = product.sku;
    await setStockQty(server.database.db, product.id, SOURCE, 5000);
  }, 60_000);

  it('offers the survey once to 50 parallel asks (tabs, phones), stores one answer, and never again for 90 days', async () => {
    const { who, orderNumber } = await customerWithOrder();
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(who, 'POST', OFFER)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const offered = answers.map((a) => a.json().survey).filter((s) => s !== null);
    expect(offered).toEqual([
      { id: expect.any(Number), order_number: orderNumber, question: NPS_SURVEY_QUESTION, scale_min: 0, scale_max: 10 },
    ]);
    expect(await surveysOf(who.customerId)).toHaveLength(1);

    const id = offered[0].id as number;
    const saved = await call(who, 'POST', answerUrl(id), { score: 9, comment: 'Fresh and on time' });
    expect(saved.json()).toEqual({ message: 'Thank you for your feedback!' });
    expect((await call(who, 'POST', answerUrl(id), { score: 3 })).statusCode).toBe(409);
    const [row] = await surveysOf(who.customerId);
    expect(row).toMatchObject({ score: 9, comment: 'Fresh and on time', answered_at: NOW });
    expect((await call(who, 'POST', OFFER)).json()).toEqual({ survey: null });

    // 89 days on it still says no; 91 days on, the next delivery may ask again
    const claims = server.database.db.updateTable('nps_survey_claims').where('customer_id', '=', who.customerId);
    await claims.set({ asked_at: new Date(TEST_NOW.getTime() - 89 * 86_400_000).toISOString() }).execute();
    expect((await call(who, 'POST', OFFER)).json()).toEqual({ survey: null });
    await claims.set({ asked_at: new Date(TEST_NOW.getTime() - 91 * 86_400_000).toISOString() }).execute();
    expect((await call(who, 'POST', OFFER)).json().survey).toMatchObject({ order_number: orderNumber });
  });

  it('never asks without a delivery, after a failed order, with an open enquiry, staff, or right after a rating', async () => {
    const nothing = await testShopper(server.database, NOW, { tag: 'nps-none' });
    expect((await call(nothing, 'POST', OFFER)).json()).toEqual({ survey: null });

    const pending = await customerWithOrder(false);
    expect((await call(pending.who, 'POST', OFFER)).json()).toEqual({ survey: null });
    await featuresOf(server.app).orders.changeStatus(pending.orderNumber, 'cancelled', 'operator:test');
    expect((await call(pending.who, 'POST', OFFER)).json()).toEqual({ survey: null });

    const enquiring = await customerWithOrder();
    await server.database.db
      .insertInto('enquiry_cases')
      .values({
        reference: `SC-20261121-${String(enquiring.who.customerId).padStart(6, '0')}`,
        name: 'Test',
        email: enquiring.who.email,
        phone: '09171234567',
        order_number: enquiring.orderNumber,
        topic: 'order',
        message: 'Where is my order?',
        customer_id: enquiring.who.customerId,
        created_at: NOW,
      })
      .execute();
    expect((await call(enquiring.who, 'POST', OFFER)).json()).toEqual({ survey: null });

    const staff = await customerWithOrder();
    await featuresOf(server.app).ops.staff.grant(
      { customer_id: staff.who.customerId, role: 'store_manager', source_code: '*' },
      { staff_id: staff.who.customerId, label: 'test' },
      NOW,
    );
    expect((await call(staff.who, 'POST', OFFER)).json()).toEqual({ survey: null });

    const rater = await customerWithOrder();
    const rated = await server.app.inject({
      method: 'PATCH',
      url: `/api/transaction/orders/${rater.orderNumber}/rating`,
      headers: { authorization: `Bearer ${rater.who.token}` },
      payload: { status: 'rated', rating: 5 },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await call(rater.who, 'POST', OFFER)).json()).toEqual({ survey: null });

    for (const who of [nothing, pending.who, enquiring.who, staff.who, rater.who])
      expect(await surveysOf(who.customerId)).toEqual([]);
  });

  it('never asks a support session, which may not answer, join a raffle or register a push device either', async () => {
    const { who } = await customerWithOrder();
    expect((await call(who, 'PUT', '/api/customer-support/consent', { allow_support: true })).statusCode).toBe(200);
    const staff = await testShopper(server.database, NOW, { tag: 'nps-staff' });
    await server.database.db
      .updateTable('customers')
      .set({ is_customer_support: 1 })
      .where('id', '=', staff.customerId)
      .execute();
    const started = await call(staff, 'POST', '/api/customer-support/login', {
      email: who.email,
      reason: 'Phone order',
      case_id: 'T-31',
    });
    expect(started.statusCode, started.body).toBe(200);
    const support = { token: started.json().access_token as string } as TestShopper;
    expect((await call(support, 'POST', OFFER)).json()).toEqual({ survey: null });
    expect(await surveysOf(who.customerId)).toEqual([]);
    // the customer's own offer still comes; the staff member cannot answer it
    const id = (await call(who, 'POST', OFFER)).json().survey.id as number;
    expect((await call(support, 'POST', answerUrl(id), { score: 10 })).statusCode).toBe(403);
    expect((await call(support, 'POST', '/rest/V1/raffle/entries', { raffle_id: 1 })).statusCode).toBe(403);
    const device = await callAs(server.app, support, {
      method: 'PUT',
      url: '/nms/tokens',
      payload: { deviceID: 'web-staff', platform: 'web', token: 'x' },
    });
    expect(device.statusCode).toBe(403);
  });

  it('answers only the customer’s own survey and refuses bad input with a 4xx, changing nothing', async () => {
    const { who } = await customerWithOrder();
    const id = (await call(who, 'POST', OFFER)).json().survey.id as number;
    const other = await testShopper(server.database, NOW, { tag: 'nps-other' });
    expect((await call(other, 'POST', answerUrl(id), { score: 5 })).statusCode).toBe(404);
    expect((await call(null, 'POST', answerUrl(id), { score: 5 })).statusCode).toBe(401);
    expect((await call(null, 'POST', OFFER)).statusCode).toBe(401);
    const bad = [
      { score: 11 },
      { score: -1 },
      { score: 7.5 },
      { score: 1e308 },
      { score: '9' },
      {},
      { score: 9, extra: true },
      { score: 9, comment: 'nul\u0000byte' },
      { score: 9, comment: 'x'.repeat(1001) },
    ];
    for (const payload of bad) {
      const res = await call(who, 'POST', answerUrl(id), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const path of [
      '/rest/V1/nps-survey/0/answer',
      '/rest/V1/nps-survey/abc/answer',
      '/rest/V1/nps-survey/99999999999/answer',
    ])
      expect((await call(who, 'POST', path, { score: 5 })).statusCode).toBe(400);
    const wrongType = await server.app.inject({
      method: 'POST',
      url: answerUrl(id),
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'text/plain' },
      payload: 'score=9',
    });
    expect(wrongType.statusCode).toBe(415);
    expect((await surveysOf(who.customerId))[0]).toMatchObject({ score: null, answered_at: null });
  });
});

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
const POST = '/rest/V1/review/mine/post';
const SUBMITTED = 'Submit review successful';
const FAILED = 'Something wrong, submit review failed. Please try again or contact support';

type Line = { order_item_id: number; product_id: number; can_review: boolean; review_status: string | null };

describe.each(testEngines())('product reviews on $engine', ({ open }) => {
  const server = useTestApp(open);
  let products: { id: number; sku: string; name: string }[];
  let buyer: TestShopper;
  let other: TestShopper;
  let delivered: { number: string; lines: Line[] };
  let undelivered: { number: string; lines: Line[] };
  let slotSeq = 0;

  const call = (who: TestShopper | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });
  const review = (lineId: number, extra: object = {}) => ({
    order_item_id: lineId,
    nickname: 'Tita Baby',
    title: 'Sulit talaga',
    detail: 'Fresh and well packed.',
    rating_data: { rating_value: 4 },
    ...extra,
  });
  const reviewCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('product_reviews')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The buyer's order of both products, and its lines as the order page reads them. */
  async function order(): Promise<{ number: string; lines: Line[] }> {
    const who = await readyShopper(server.app, server.database, {
      now: NOW,
      source: SOURCE,
      items: products.map((p) => ({ sku: p.sku, qty: 1 })),
      method: 'cashondelivery',
      slotSeq: slotSeq++,
    });
    buyer = who;
    const placed = await call(who, 'POST', '/api/transaction/orders', {
      cart_id: who.cartId,
      payment: { method: 'cashondelivery' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const number = placed.json().increment_id as string;
    const lines = await call(who, 'GET', `/rest/V1/review/mine/order/${number}`);
    expect(lines.statusCode, lines.body).toBe(200);
    return { number, lines: lines.json().lines };
  }

  beforeAll(async () => {
    products = await plainProducts(server.database.db, { source: SOURCE, minQty: 5 })
      .select(['p.id', 'p.sku', 'p.name'])
      .limit(2)
      .execute();
    for (const p of products) await setStockQty(server.database.db, p.id, SOURCE, 500);
    delivered = await order();
    await featuresOf(server.app).orders.changeStatus(delivered.number, 'delivered', 'operator:test');
    const now = await call(buyer, 'GET', `/rest/V1/review/mine/order/${delivered.number}`);
    delivered = { ...delivered, lines: now.json().lines };
    // a second order of the same buyer, left processing
    const first = buyer;
    undelivered = await order();
    expect(buyer.customerId).not.toBe(first.customerId);
    // keep one buyer: move the second order to the first buyer's name (the readyShopper makes a new shopper each time)
    await server.database.db
      .updateTable('orders')
      .set({ customer_id: first.customerId })
      .where('increment_id', '=', undelivered.number)
      .execute();
    buyer = first;
    other = await testShopper(server.database, NOW, { tag: 'other' });
  }, 120_000);

  it('refuses a line whose order is not delivered yet with the spec §8 failure words, and stores nothing', async () => {
    const lines = (await call(buyer, 'GET', `/rest/V1/review/mine/order/${undelivered.number}`)).json().lines as Line[];
    expect(lines.every((l) => !l.can_review && l.review_status === null)).toBe(true);
    const res = await call(buyer, 'POST', POST, review(lines[0]!.order_item_id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: FAILED, details: { reason: 'not_delivered' } });
    expect(await reviewCount()).toBe(0);
  });

  it('takes one review per delivered line, verified and pending, with spec §8 messages; a duplicate is refused', async () => {
    const [line] = delivered.lines;
    expect(delivered.lines.every((l) => l.can_review)).toBe(true);
    const res = await call(buyer, 'POST', POST, review(line!.order_item_id, { customer_id: buyer.customerId }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: SUBMITTED,
      review: {
        product_id: line!.product_id,
        order_number: delivered.number,
        nickname: 'Tita Baby',
        store_id: 1,
        rating_data: { rating_id: 4, rating_code: 'product', rating_value: 4 },
        verified_purchase: true,
        status: 'pending',
        status_label: 'Awaiting approval',
        date: '21/11/2026',
      },
    });
    const again = await call(buyer, 'POST', POST, review(line!.order_item_id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: FAILED, details: { reason: 'already_reviewed' } });

    // pending: not shown, not counted
    const shown = (await call(null, 'GET', `/api/reviews/products/${line!.product_id}`)).json();
    expect(shown).toMatchObject({ summary: { review_count: 0, rating_average: 0 }, items: [] });
    const lines = (await call(buyer, 'GET', `/rest/V1/review/mine/order/${delivered.number}`)).json().lines as Line[];
    expect(lines.find((l) => l.order_item_id === line!.order_item_id)).toMatchObject({
      can_review: false,
      review_status: 'pending',
    });
  });

  it('lets one of 20 parallel reviews of a line through (the unique line decides)', async () => {
    const line = delivered.lines[1]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(buyer, 'POST', POST, review(line.order_item_id, { title: `Take ${i}` })),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().message === FAILED)).toBe(true);
    const rows = await server.database.db
      .selectFrom('product_reviews')
      .select('id')
      .where('order_line_id', '=', line.order_item_id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('leaves a membership card line (no catalogue product) out of the lines offered for review', async () => {
    const deliveredBuyer = buyer;
    const placed = await order();
    const cardBuyer = buyer;
    buyer = deliveredBuyer; // order() makes a new buyer; the tests after this one read the delivered order's
    const orderId = (
      await server.database.db
        .selectFrom('orders')
        .select('id')
        .where('increment_id', '=', placed.number)
        .executeTakeFirstOrThrow()
    ).id;
    const card = await server.database.db
      .insertInto('order_lines')
      .values({
        ...{ order_id: orderId, seller_id: 'sulit', product_id: 0, sku: 'MEMBERSHIP-PREMIUM', name: 'Premium' },
        ...{ product_type: 'membership', qty: 1, unit_price: 80_000, row_total: 80_000, discount_amount: 0 },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = await call(cardBuyer, 'GET', `/rest/V1/review/mine/order/${placed.number}`);
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json().lines.map((l: Line) => l.product_id)).toEqual(products.map((p) => p.id));
    const one = await call(cardBuyer, 'GET', `/rest/V1/review/mine/item/${card.id}`);
    expect(one.statusCode).toBe(404);
  });

  it("keeps another customer's line, order and reviews out of reach", async () => {
    const line = delivered.lines[0]!;
    const res = await call(other, 'POST', POST, review(line.order_item_id));
    expect(res.statusCode).toBe(404);
    expect((await call(other, 'GET', `/rest/V1/review/mine/item/${line.order_item_id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/rest/V1/review/mine/order/${delivered.number}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/rest/V1/review/mine')).json()).toMatchObject({ items: [], total_count: 0 });
    const posing = await call(buyer, 'POST', POST, review(line.order_item_id, { customer_id: other.customerId }));
    expect(posing.statusCode).toBe(403);
    expect((await call(null, 'POST', POST, review(line.order_item_id))).statusCode).toBe(401);
    expect((await call(null, 'GET', '/rest/V1/review/mine')).statusCode).toBe(401);
  });

  it('refuses malformed, missing, oversized and hostile input with a 400 and changes nothing', async () => {
    const before = await reviewCount();
    const lineId = delivered.lines[0]!.order_item_id;
    const bad: unknown[] = [
      {},
      review(lineId, { rating_data: { rating_value: 6 } }),
      review(lineId, { rating_data: { rating_value: 0 } }),
      review(lineId, { rating_data: { rating_value: 4, rating_id: 5 } }),
      review(lineId, { title: '' }),
      review(lineId, { title: 'x'.repeat(101) }),
      review(lineId, { detail: 'x'.repeat(2001) }),
      review(lineId, { nickname: 'Tita\u0000Baby' }),
      review(lineId, { store_id: 2 }),
      review(lineId, { admin: true }),
      review(1e20),
      review(-1),
      { ...review(lineId), detail: undefined },
    ];
    for (const body of bad) {
      const res = await call(buyer, 'POST', POST, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const wrongType = await server.app.inject({
      method: 'POST',
      url: POST,
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'text/plain' },
      payload: 'rating=5',
    });
    expect(wrongType.statusCode).toBe(415);
    const mismatch = await call(buyer, 'POST', POST, review(lineId, { product_id: delivered.lines[1]!.product_id }));
    expect(mismatch.statusCode).toBe(422);
    expect((await call(buyer, 'GET', '/rest/V1/review/mine?page=0')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/reviews/products/abc')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/reviews/products/1?page=1&x=1')).statusCode).toBe(400);
    expect(await reviewCount()).toBe(before);
  });

  it('shows a review once an operator approves it, counts helpful votes once per shopper, and summarises', async () => {
    const line = delivered.lines[0]!;
    const pending = await featuresOf(server.app).reviews.pending(10);
    expect(pending.map((r) => r.product_id).sort()).toEqual(delivered.lines.map((l) => l.product_id).sort());
    const mine = (await call(buyer, 'GET', '/rest/V1/review/mine')).json();
    const reviewId = mine.items.find((r: { product_id: number }) => r.product_id === line.product_id).id as number;

    // a pending review cannot be voted for: it is not shown
    expect((await call(other, 'POST', `/api/reviews/${reviewId}/helpful`)).statusCode).toBe(404);
    const approved = await featuresOf(server.app).reviews.moderate(reviewId, 'approved', 'operator:test');
    expect(approved).toMatchObject({ status: 'approved', moderated_by: 'operator:test' });
    await expect(featuresOf(server.app).reviews.moderate(reviewId, 'rejected', 'operator:test')).rejects.toThrow(
      /is approved/,
    );

    const shown = (await call(null, 'GET', `/api/reviews/products/${line.product_id}`)).json();
    expect(shown).toMatchObject({
      summary: { review_count: 1, rating_average: 4 },
      items: [{ id: reviewId, nickname: 'Tita Baby', rating_value: 4, verified_purchase: true, helpful_count: 0 }],
      page: 1,
      page_size: 5,
    });
    // the product page's one call carries the same reviews and summary
    const productUrl = mine.items.find((r: { product_id: number }) => r.product_id === line.product_id).product_url;
    const page = (await call(null, 'GET', `/api/catalog/page?path=${encodeURIComponent(productUrl)}`)).json();
    expect(page.reviews).toEqual(shown);

    // 50 parallel votes by one shopper count once; another shopper's is the second
    const votes = await Promise.all(
      Array.from({ length: 50 }, () => call(other, 'POST', `/api/reviews/${reviewId}/helpful`)),
    );
    expect(votes.every((v) => v.statusCode === 200)).toBe(true);
    expect(votes.at(-1)!.json()).toEqual({ helpful_count: 1, voted_by_me: true });
    expect((await call(buyer, 'POST', `/api/reviews/${reviewId}/helpful`)).json().helpful_count).toBe(2);
    const seen = (await call(other, 'GET', `/api/reviews/products/${line.product_id}`)).json();
    expect(seen.items[0]).toMatchObject({ helpful_count: 2, voted_by_me: true });
    expect((await call(null, 'POST', `/api/reviews/${reviewId}/helpful`)).statusCode).toBe(401);

    // a rejected review is never shown nor counted
    const second = (await call(buyer, 'GET', '/rest/V1/review/mine'))
      .json()
      .items.find((r: { product_id: number }) => r.product_id === delivered.lines[1]!.product_id);
    await featuresOf(server.app).reviews.moderate(second.id, 'rejected', 'operator:test');
    const hidden = (await call(null, 'GET', `/api/reviews/products/${delivered.lines[1]!.product_id}`)).json();
    expect(hidden).toMatchObject({ summary: { review_count: 0 }, items: [] });
    const labels = (await call(buyer, 'GET', '/rest/V1/review/mine'))
      .json()
      .items.map((r: { status_label: string }) => r.status_label);
    expect(labels.sort()).toEqual(['Not published', 'Published']);
  });
});

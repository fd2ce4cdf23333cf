import { createHash } from 'node:crypto';
import { createCheckoutRepository } from '@sulit/db';
import { canonicalJson } from '@sulit/domain';
import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { readyShopper } from '@sulit/tools/testing/ready-shopper';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app';

const SOURCE = 'balintawak';
const at = (seconds: number) => new Date(TEST_NOW.getTime() + seconds * 1_000);
const IN_FLIGHT = 'A request with this Idempotency-Key is still being processed. Please wait and retry.';

/**
 * Issue 27 item 2: a request that died after its order was placed (kill -9, a dropped answer) left its
 * Idempotency-Key in flight, and every retry for a day was told 409. Now the key is leased (30 s): a retry after
 * the lease finds the order that was placed — or places it once — and answers as the first request would have.
 */
describe.each(testEngines())('Idempotency-Keys left in flight on $engine', ({ open }) => {
  let clock = TEST_NOW;
  const server = useTestApp(open, { clock: () => clock });
  let sku = '';
  let slotSeq = 0;
  beforeAll(async () => {
    const product = await plainProducts(server.database.db, { source: SOURCE, minQty: 5 })
      .select(['p.id', 'p.sku'])
      .executeTakeFirstOrThrow();
    sku = product.sku;
    await setStockQty(server.database.db, product.id, SOURCE, 10_000);
    await server.database.db
      .updateTable('delivery_slots')
      .set({ capacity: 10_000 })
      .where('source_code', '=', SOURCE)
      .execute();
  });

  const ready = () =>
    readyShopper(server.app, server.database, {
      now: TEST_NOW.toISOString(),
      source: SOURCE,
      items: [{ sku, qty: 1 }],
      method: 'cashondelivery',
      slotSeq: slotSeq++,
    });
  type Shopper = Awaited<ReturnType<typeof ready>>;
  const place = (who: Shopper, key: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/transaction/orders',
      headers: { authorization: `Bearer ${who.token}`, sourcecode: SOURCE, 'idempotency-key': key },
      payload: { cart_id: who.cartId },
    });
  const ordersOf = (who: Shopper) =>
    server.database.db.selectFrom('orders').select('increment_id').where('customer_id', '=', who.customerId).execute();
  /** What kill -9 between the sale's commit and storing the answer leaves: the key claimed, never answered. */
  const crashBeforeTheAnswer = (who: Shopper, key: string) =>
    server.database.db
      .updateTable('idempotency_keys')
      .set({ state: 'in_flight', status_code: null, response_body: null })
      .where('customer_id', '=', who.customerId)
      .where('idem_key', '=', key)
      .execute();

  it('a retry under the lease is told to wait; after it, the retry answers the order that was placed', async () => {
    const who = await ready();
    clock = at(0);
    const first = await place(who, 'crashed-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    const placed = first.json() as { increment_id: string };
    await crashBeforeTheAnswer(who, 'crashed-key-0001');

    clock = at(10);
    const early = await place(who, 'crashed-key-0001');
    expect(early.statusCode).toBe(409);
    expect((early.json() as { message: string }).message).toBe(IN_FLIGHT);

    clock = at(31);
    const retry = await place(who, 'crashed-key-0001');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(who)).toEqual([{ increment_id: placed.increment_id }]);
    // and that answer is now the key's: the next retry replays it
    const replay = await place(who, 'crashed-key-0001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    clock = TEST_NOW;
  });

  it('50 retries at once after the lease: one order, every answer that order or "still being processed"', async () => {
    const who = await ready();
    clock = at(0);
    const first = await place(who, 'crashed-key-0050');
    expect(first.statusCode, first.body).toBe(200);
    await crashBeforeTheAnswer(who, 'crashed-key-0050');
    clock = at(45);
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(who, 'crashed-key-0050')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of ok) expect(a.json()).toEqual(first.json());
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect((a.json() as { message: string }).message).toBe(IN_FLIGHT);
    expect(await ordersOf(who)).toHaveLength(1);
    clock = TEST_NOW;
  });

  it('a request that died before its order was placed: 50 retries after the lease place it once', async () => {
    const who = await ready();
    const hash = createHash('sha256')
      .update(`place-order\n${canonicalJson({ cart_id: who.cartId })}`)
      .digest('hex');
    await createCheckoutRepository(server.database.db, server.database.engine).claimIdempotencyKey({
      customer_id: who.customerId,
      idem_key: 'died-early-0050',
      scope: 'place-order',
      request_hash: hash,
      now: at(0).toISOString(),
      lease_until: at(30).toISOString(),
    });
    clock = at(20);
    expect((await place(who, 'died-early-0050')).statusCode).toBe(409);
    expect(await ordersOf(who)).toEqual([]);
    clock = at(60);
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(who, 'died-early-0050')));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409).map((a) => a.body)).toEqual([]);
    const orders = await ordersOf(who);
    expect(orders).toHaveLength(1);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of ok) expect((a.json() as { increment_id: string }).increment_id).toBe(orders[0]?.increment_id);
    clock = TEST_NOW;
  });
});

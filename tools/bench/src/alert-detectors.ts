import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createAlertsRepository, migrateToLatest, newCustomerRow, openDatabase } from '@sulit/db';
import Fastify from 'fastify';
import { detectPriceDrops, detectStockReturns } from '../../../apps/server/src/features/alerts/alert-detectors';

/**
 * The price-drop and back-in-stock detectors at scale (issue 15): N price-watch and N back-in-stock
 * subscriptions over a seeded catalogue (`npm run seed -- --products 100000` into --database), timed in
 * process as the scheduler runs them: a quiet run (nothing changed), a run with 1 % of watched prices lowered,
 * and a run with 1 % of awaited products restocked. A bare Fastify inject loop is timed in the same run as the
 * machine's yardstick (the machine is shared; compare against it).
 *   npx tsx tools/bench/src/alert-detectors.ts --database file:var/bench/alerts-100000.db --subscriptions 100000
 */
const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'file:var/bench/alerts-100000.db' },
    subscriptions: { type: 'string', default: '100000' },
  },
});
const total = Number(values.subscriptions);
const database = openDatabase(values.database!);
await migrateToLatest(database);
const { db } = database;
const NOW = new Date();
const iso = NOW.toISOString();
const SOURCE = 'balintawak';

async function timed<T>(label: string, work: () => Promise<T>): Promise<{ label: string; ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { label, ms: performance.now() - start, result };
}

async function setUp(): Promise<{ priced: number[]; awaited: number[] }> {
  await db.deleteFrom('notifications').execute();
  await db.deleteFrom('price_subscriptions').execute();
  await db.deleteFrom('stock_subscriptions').execute();
  await db.deleteFrom('stock_watch').execute();
  // A previous run's lowered prices (the bench marks them with a 1-centavo sale price) are undone.
  await db.updateTable('products').set({ special_price: null }).where('special_price', '=', 1).execute();
  const products = await db
    .selectFrom('products')
    .select(['id', 'price'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  const perCustomer = 100;
  const customers = Math.ceil(total / perCustomer);
  const existing = await db
    .selectFrom('customers')
    .select('id')
    .where('email', 'like', 'bench-alerts-%')
    .orderBy('id')
    .execute();
  const ids = existing.map((c) => c.id);
  for (let i = ids.length; i < customers; i++) {
    const row = newCustomerRow({
      email: `bench-alerts-${i}@example.com`,
      password_hash: 'x',
      firstname: 'Bench',
      lastname: String(i),
      is_subscribed: false,
      now: iso,
    });
    ids.push((await db.insertInto('customers').values(row).returning('id').executeTakeFirstOrThrow()).id);
  }
  const half = Math.floor(products.length / 2);
  const priceRows = [];
  const stockRows = [];
  for (let n = 0; n < total; n++) {
    const customer = ids[Math.floor(n / perCustomer)]!;
    const priced = products[(n * 7919) % half]!;
    const awaited = products[half + ((n * 7919) % (products.length - half))]!;
    priceRows.push({
      customer_id: customer,
      product_id: priced.id,
      source_code: SOURCE,
      last_price: priced.price,
      created_at: iso,
    });
    stockRows.push({ customer_id: customer, product_id: awaited.id, source_code: SOURCE, created_at: iso });
  }
  for (let i = 0; i < priceRows.length; i += 500) {
    await db
      .insertInto('price_subscriptions')
      .values(priceRows.slice(i, i + 500))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('stock_subscriptions')
      .values(stockRows.slice(i, i + 500))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const awaitedIds = [...new Set(stockRows.map((r) => r.product_id))];
  for (let i = 0; i < awaitedIds.length; i += 500) {
    const chunk = awaitedIds.slice(i, i + 500);
    await db
      .updateTable('product_stock')
      .set({ qty: 0 })
      .where('source_code', '=', SOURCE)
      .where('product_id', 'in', chunk)
      .execute();
    await db
      .insertInto('stock_watch')
      .values(chunk.map((id) => ({ product_id: id, source_code: SOURCE, in_stock: 0 })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  // Prices as the detector would first see them (campaigns and sale prices included): a first quiet run.
  return { priced: [...new Set(priceRows.map((r) => r.product_id))], awaited: awaitedIds };
}

async function bareInjects(count: number): Promise<number> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.ready();
  const start = performance.now();
  for (let i = 0; i < count; i++) await app.inject('/');
  const ms = (performance.now() - start) / count;
  await app.close();
  return ms;
}

const deps = {
  alerts: createAlertsRepository(db),
  sendMail: async () => undefined,
  publicUrl: 'http://localhost:3000',
  log: { warn: () => undefined },
};
const setup = await timed('set up', setUp);
const { priced, awaited } = setup.result;
await detectPriceDrops(deps, NOW); // aligns last_price with campaigns and sale prices
const rows = [];
rows.push(await timed('price drops, quiet run', () => detectPriceDrops(deps, NOW)));
const lowered = priced.filter((_, i) => i % 100 === 0);
for (const id of lowered) await db.updateTable('products').set({ special_price: 1 }).where('id', '=', id).execute();
rows.push(await timed('price drops, 1 % of watched products lowered', () => detectPriceDrops(deps, NOW)));
rows.push(await timed('price drops, the same drops again (no new alert)', () => detectPriceDrops(deps, NOW)));
rows.push(
  await timed('stock returns, first run (awaited products on a campaign are in stock)', () =>
    detectStockReturns(deps, NOW),
  ),
);
const restocked = awaited.filter((_, i) => i % 100 === 0);
for (const id of restocked)
  await db
    .updateTable('product_stock')
    .set({ qty: 3 })
    .where('source_code', '=', SOURCE)
    .where('product_id', '=', id)
    .execute();
rows.push(
  await timed('stock returns, 1 % of awaited products restocked (3 each)', () => detectStockReturns(deps, NOW)),
);
rows.push(await timed('stock returns, the same returns again (no new alert)', () => detectStockReturns(deps, NOW)));
const bare = await bareInjects(2000);

const products = await db
  .selectFrom('products')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(
  `\n${database.engine}, ${products.n} products, ${total} price-watch + ${total} back-in-stock subscriptions, ${new Date().toISOString()}`,
);
console.log(`bare Fastify inject in the same run: ${bare.toFixed(3)} ms per request`);
console.log('| run | ms | scanned | alerts |');
console.log('| --- | --: | --: | --: |');
for (const r of rows) {
  const result = r.result as { scanned: number; drops?: number; served?: number };
  console.log(`| ${r.label} | ${r.ms.toFixed(0)} | ${result.scanned} | ${result.drops ?? result.served} |`);
}
await database.close();

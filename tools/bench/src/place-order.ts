import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createCheckoutRepository, migrateToLatest, openDatabase } from '@sulit/db';
import { bookableStartsAfter, holdExpiresAt } from '@sulit/domain';
import autocannon, { type Request } from 'autocannon';
import { testShopper } from '../../testing/test-shoppers';
import { HAS_TASKSET, pinLoadToCoreOne, REPO_ROOT, startBenchServer, waitForServer } from './bench-server';

/**
 * Place order (issue 10, DESIGN §5 "place order < 100 ms"): 20 concurrent shoppers, each request a member
 * placing a real cash-on-delivery order of a 3-line cart with a held slot through POST /api/transaction/orders
 * (one transaction: cart gate, three conditional stock updates, slot booking, order, sub-order and lines;
 * then the confirmation e-mail into the outbox). Every request uses a cart of its own, prepared beforehand.
 *   npx tsx tools/bench/src/place-order.ts [--products N] [--duration S] [--shoppers C] [--carts N] [--database URL] [--write]
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    duration: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: '20' },
    carts: { type: 'string', default: '8000' },
    database: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const root = REPO_ROOT;
const products = Number(values.products);
const duration = Number(values.duration);
const shoppers = Number(values.shoppers);
const cartCount = Number(values.carts);
const databaseUrl = values.database ?? `file:var/bench/place-order-${products}.db`;
const engine = databaseUrl.startsWith('file:') ? 'SQLite' : 'PostgreSQL';
const SOURCE = 'balintawak';
const port = Number(process.env.BENCH_PORT ?? 3242);

pinLoadToCoreOne();

/** A fresh database each run: orders consume carts and stock. */
function seed(): void {
  mkdirSync(resolve(root, 'var/bench'), { recursive: true });
  if (engine === 'SQLite')
    for (const s of ['', '-wal', '-shm'])
      if (existsSync(databaseUrl.slice(5) + s)) spawnSync('rm', ['-f', databaseUrl.slice(5) + s]);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tools/seed/src/cli.ts', '--products', String(products)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    },
  );
  if (result.status !== 0) throw new Error('seeding failed');
}

/** Members with a session, an address, a 3-line cart, shipping chosen, a held slot and cash on delivery. */
async function prepareCarts(): Promise<{ token: string; cartId: number }[]> {
  const database = openDatabase(databaseUrl);
  try {
    await migrateToLatest(database);
    const db = database.db;
    const now = new Date();
    const at = now.toISOString();
    const repo = createCheckoutRepository(db, database.engine);
    await repo.rollForwardSlots(now);
    const goods = await db
      .selectFrom('products as p')
      .innerJoin('product_stock as s', 's.product_id', 'p.id')
      .select(['p.id', 'p.sku'])
      .where('s.source_code', '=', SOURCE)
      .where('p.status', '=', 1)
      .where('p.product_type', '=', 'simple')
      .where('p.promo_tag', 'is', null)
      .where('p.seller_id', '=', 'sulit')
      .orderBy('p.id')
      .limit(3)
      .execute();
    await db
      .updateTable('product_stock')
      .set({ qty: 10_000_000 })
      .where('source_code', '=', SOURCE)
      .where(
        'product_id',
        'in',
        goods.map((g) => g.id),
      )
      .execute();
    const slot = await db
      .selectFrom('delivery_slots')
      .selectAll()
      .where('source_code', '=', SOURCE)
      .where('is_store_pickup', '=', 0)
      .where('starts_at', '>', new Date(now.getTime() + 24 * 3600_000).toISOString())
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    await db.updateTable('delivery_slots').set({ capacity: 1_000_000 }).where('id', '=', slot.id).execute();
    const out: { token: string; cartId: number }[] = [];
    for (let i = 0; i < cartCount; i++) {
      const member = await testShopper(database, at, { tag: 'bench', member: true, address: true, cartSource: SOURCE });
      const { customerId, token, addressId } = member;
      const cartId = member.cartId!;
      await db
        .insertInto('cart_items')
        .values(
          goods.map((g, position) => ({
            cart_id: cartId,
            line_id: g.sku,
            sku: g.sku,
            product_id: g.id,
            qty: 1 + position,
            special_instruction: null,
            position,
          })),
        )
        .execute();
      await repo.saveSession(
        cartId,
        customerId,
        { delivery_type: 'delivery', address_id: addressId!, source_code: SOURCE, payment_method: 'cashondelivery' },
        at,
      );
      const hold = await repo.holdSlot({
        slot_id: slot.id,
        customer_id: customerId,
        cart_id: cartId,
        now: at,
        expires_at: new Date(holdExpiresAt(now).getTime() + 3600_000).toISOString(),
        cutoff_after: bookableStartsAfter(now, slot.cutoff_minutes),
        cutoff_minutes: slot.cutoff_minutes,
      });
      if (!hold) throw new Error('could not hold the bench slot');
      out.push({ token, cartId });
    }
    return out;
  } finally {
    await database.close();
  }
}

seed();
const carts = await prepareCarts();
console.log(`prepared ${carts.length} carts`);
const server = startBenchServer(port, databaseUrl);
try {
  const api = `http://127.0.0.1:${port}`;
  await waitForServer(`${api}/healthz`);
  let next = 0;
  const requests = [
    {
      method: 'POST' as const,
      setupRequest: (request: Request): Request => {
        const cart = carts[next++ % carts.length]!;
        return {
          ...request,
          path: '/api/transaction/orders',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${cart.token}`,
            sourcecode: SOURCE,
            'idempotency-key': `bench-${cart.cartId}-attempt`,
          },
          body: JSON.stringify({ cart_id: cart.cartId, payment: { method: 'cashondelivery' } }),
        };
      },
    },
  ];
  const options = { url: api, connections: shoppers, requests };
  await autocannon({ ...options, duration: 2 });
  const warm = next;
  const r = await autocannon({ ...options, duration });
  if (next > carts.length) console.warn(`only ${carts.length} carts for ${next} requests: later ones replayed`);
  const result = {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    orders: next - warm,
  };
  console.log(
    `place order: ${result.rps} req/s  p50 ${result.p50} ms  p90 ${result.p90} ms  p99 ${result.p99} ms  errors ${result.errors}`,
  );
  const date = new Date().toISOString().slice(0, 10);
  const marker = [engine, products === 3000 ? '' : String(products)].filter(Boolean).join(':');
  const section = `<!-- bench:place-order:${marker} -->
### Place order on ${engine}, ${products} own-store products (${date})
Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Server pinned to core 0${HAS_TASKSET ? '' : ' (taskset missing: not pinned)'}, autocannon on core 1.
${shoppers} concurrent shoppers, each request a member placing a new cash-on-delivery order of a 3-line cart with a held slot
(\`POST /api/transaction/orders\` with an Idempotency-Key; ${result.orders} orders), ${duration} s after a 2 s warm-up. Target: p99 ≤ 100 ms.

| what | req/s | p50 ms | p90 ms | p99 ms | errors |
|---|---:|---:|---:|---:|---:|
| place order (${shoppers} shoppers) | ${result.rps} | ${result.p50} | ${result.p90} | ${result.p99} | ${result.errors} |
<!-- /bench:place-order:${marker} -->`;
  console.log(`\n${section}`);
  if (values.write) {
    const file = resolve(root, 'docs/PERFORMANCE.md');
    const doc = readFileSync(file, 'utf8');
    const pattern = new RegExp(`<!-- bench:place-order:${marker} -->[\\s\\S]*?<!-- /bench:place-order:${marker} -->`);
    writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, section) : `${doc.trimEnd()}\n\n${section}\n`);
    console.log(`Written to ${file}`);
  }
} finally {
  server.kill('SIGTERM');
}

import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createListingRepository, createMenuRepository, migrateToLatest, openDatabase } from '@sulit/db';
import { productPath } from '@sulit/domain';
import { sql } from 'kysely';
import { createCatalogService } from '../../../apps/server/src/features/catalog/catalog-service';
import { productPageReviews } from '../../../apps/server/src/features/reviews/reviews-feature';

/**
 * What the reviews cost the product page's one catalogue call (issue 31): the same `GET /api/catalog/page` use-case
 * over the same SQLite demo data, without the reviews port (A) and with it (B), alternating A, B, A, B so the
 * machine's noise hits both, the catalogue cache off so every call reads. Half the pages' products have approved
 * reviews (the summary query and a page of five), half have none (the summary query alone). Also prints SQLite's
 * plan of the summary query (it must use product_reviews_summary_idx).
 *   npx tsx tools/bench/src/product-page-reviews.ts [--products 3000] [--rounds 6] [--calls 300]
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '6' },
    calls: { type: 'string', default: '300' },
  },
});
const root = resolve(import.meta.dirname, '../../..');
const seededFile = resolve(root, `var/bench/page-calls-${values.products}.db`);
if (!existsSync(seededFile)) {
  mkdirSync(resolve(root, 'var/bench'), { recursive: true });
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tools/seed/src/cli.ts', '--products', String(values.products)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: `file:${seededFile}` } },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
}
// a copy of its own: the reviews written below never reach the other benches' database
const file = resolve(root, `var/bench/product-page-reviews-${values.products}.db`);
copyFileSync(seededFile, file);
const database = openDatabase(`file:${file}`);
await migrateToLatest(database);
const { db } = database;

const SOURCE = 'balintawak';
const pages = await db
  .selectFrom('products as p')
  .innerJoin('categories as c', 'c.id', 'p.root_category_id')
  .select(['p.id', 'p.sku', 'p.url_key', 'c.url_path as root'])
  .where('p.status', '=', 1)
  .orderBy('p.id')
  .limit(40)
  .execute();
const customer = await db.selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow();
const now = new Date().toISOString();
let line = 1_000_000;
for (const [i, p] of pages.entries()) {
  if (i % 2 === 1) continue; // every other product stays without reviews
  await db
    .insertInto('product_reviews')
    .values(
      Array.from({ length: 25 }, (_, n) => ({
        product_id: p.id,
        customer_id: customer.id,
        order_id: 1,
        order_line_id: line++,
        store_id: 1,
        rating: 1 + ((n * 7 + i) % 5),
        nickname: `Shopper ${n}`,
        title: `Review ${n}`,
        detail: 'Fresh and well packed, delivered on time. Sulit talaga.',
        verified_purchase: 1,
        status: n % 5 === 4 ? 'pending' : 'approved',
        created_at: now,
        moderated_at: null,
        moderated_by: null,
      })),
    )
    .execute();
}
const plan = await sql<{ detail: string }>`explain query plan select count(*), sum(rating) from product_reviews
  where product_id = ${pages[0]!.id} and status = 'approved'`.execute(db);
console.log('summary query plan:', plan.rows.map((r) => r.detail).join(' | '));

const base = {
  listings: createListingRepository(database),
  menu: createMenuRepository(db),
  clock: () => new Date(),
  cacheMs: 0,
  cmsPage: async () => undefined,
};
const without = createCatalogService(base);
const withReviews = createCatalogService({
  ...base,
  productReviews: productPageReviews({ database, clock: base.clock }),
});
const paths = pages.map((p) => productPath(p.root, p.url_key, p.sku, p.id));
const first = await withReviews.page(paths[0]!, SOURCE, 4);
if (first?.type !== 'product') throw new Error(`no product page at ${paths[0]}`);
console.log('first page reviews:', JSON.stringify(first.reviews?.summary));

/** Products with approved reviews (even places) and without (odd places). */
const withSome = paths.filter((_, i) => i % 2 === 0);
const withNone = paths.filter((_, i) => i % 2 === 1);

async function run(service: typeof without, calls: number, over: readonly string[]) {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < calls; i++) {
    const start = process.hrtime.bigint();
    const page = await service.page(over[i % over.length]!, SOURCE, 4);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (page?.type !== 'product') throw new Error('not a product page');
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return {
    p50: times[Math.floor(calls / 2)]!,
    p90: times[Math.floor(calls * 0.9)]!,
    cpu: (used.user + used.system) / 1000 / calls,
  };
}

const calls = Number(values.calls);
await run(without, 50, paths);
await run(withReviews, 50, paths);
const rows: string[] = [];
for (let round = 0; round < Number(values.rounds); round++) {
  for (const [products, over] of [
    ['with reviews', withSome],
    ['without reviews', withNone],
  ] as const) {
    for (const [label, service] of [
      ['A no reviews port', without],
      ['B reviews port', withReviews],
    ] as const) {
      const r = await run(service, calls, over);
      rows.push(
        `| ${round + 1} | ${products} | ${label} | ${r.p50.toFixed(2)} | ${r.p90.toFixed(2)} | ${r.cpu.toFixed(2)} |`,
      );
    }
  }
}
console.log(
  '| round | products | catalogue page call | p50 ms | p90 ms | CPU ms/call |\n| --- | --- | --- | ---: | ---: | ---: |',
);
console.log(rows.join('\n'));
await database.close();

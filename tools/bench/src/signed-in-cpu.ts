import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { InjectOptions } from 'fastify';
import Fastify from 'fastify';
import pg from 'pg';
import { capacityShoppers, CAPACITY_SOURCE, type CapacityShopper } from '../../scale-sim/src/capacity-shoppers';
import { freshDatabase } from '../../scale-sim/src/cluster';
import { inProcessStoreEnv, REPO_ROOT } from './bench-server';

/**
 * What one signed-in request costs the server (issue 34), as load barely changes it: CPU milliseconds per request
 * of this process (process.cpuUsage around N sequential requests through the whole app, `app.inject`), the SQL
 * statements and their round-trip time per request, and the in-process API calls a page render sets off, beside
 * a bare Fastify endpoint's CPU per request in the same run. Rows are those of `tools/scale-sim/src/capacity.ts`:
 * the member's home, a product, the cart, order history (session cookie), add to cart (a cart sync, bearer) and
 * place order (cash, a ready cart of its own each). A fresh PostgreSQL database is seeded unless --database names
 * one already seeded (PostgreSQL or SQLite; statements are counted on PostgreSQL only). Needs `npm run build`.
 *
 *   npx tsx tools/bench/src/signed-in-cpu.ts [--requests 100] [--products 3000] [--database URL] [--row home]
 *
 * Where the time goes: `--profile var/prof` writes each row's CPU profile (the measured requests only), then
 * `npx tsx tools/bench/src/cpu-profile-summary.ts var/prof/signed-in-page-home.cpuprofile`.
 */
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100' },
    products: { type: 'string', default: '3000' },
    database: { type: 'string' },
    admin: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    row: { type: 'string', multiple: true },
    /** the catalogue cache's lifetime; the default is the store's own (as served) */
    'cache-ms': { type: 'string' },
    /** print each SQL statement of one request of every row */
    sql: { type: 'boolean', default: false },
    /** a folder to write each row's CPU profile into (the measured requests only) */
    profile: { type: 'string' },
  },
});
const requests = Number(values.requests);

// React picks its production or development server build when first imported: set it before the imports.
process.env.NODE_ENV = 'production';
const url = values.database ?? (await freshDatabase(values.admin, 'sulit_bench_signed_in', Number(values.products)));
const { buildApp } = await import('../../../apps/server/src/app');
const { loadEnv } = await import('../../../apps/server/src/env');
const { migrateToLatest, openDatabase } = await import('@sulit/db');

// every statement PostgreSQL is sent passes through Client#query: count it and time its round trip
const sql = { statements: 0, ms: 0, log: null as string[] | null };
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  const result = query.apply(this, args);
  if (!(result instanceof Promise)) return result;
  sql.statements++;
  const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '');
  const started = performance.now();
  const log = sql.log;
  return result.finally(() => {
    const ms = performance.now() - started;
    sql.ms += ms;
    log?.push(`${ms.toFixed(1).padStart(6)} ms  ${text.replace(/\s+/g, ' ').slice(0, 150)}`);
  });
} as typeof pg.Client.prototype.query;

const extra: Record<string, string> = { PAGE_CACHE_MS: '0' };
if (values['cache-ms']) extra.CATALOG_CACHE_MS = values['cache-ms'];
// a web instance, as the capacity rows measure: no job worker polling beside the requests
const env = loadEnv(inProcessStoreEnv(REPO_ROOT, url, { SULIT_ROLE: 'web', ...extra }));
const database = openDatabase(url, { poolSize: env.DATABASE_POOL_SIZE });
await migrateToLatest(database);
const app = await buildApp({ env, database, serveWeb: true });
await app.ready();
const inject = app.inject.bind(app);
let injects = 0;
(app as { inject: unknown }).inject = (options: InjectOptions) => {
  injects++;
  sql.log?.push(`inject ${options.method ?? 'GET'} ${options.url}`);
  return inject(options);
};

const shoppers = await capacityShoppers(database);
const reader = await shoppers.shopperWithCart(false);
const writers = await Promise.all(Array.from({ length: 20 }, () => shoppers.shopperWithCart(false)));
const ready: CapacityShopper[] = [];
for (let i = 0; i < requests + 10; i++) ready.push(await shoppers.shopperWithCart(true));
const top = (await inject({ url: '/api/product/top-selling?limit=1' })).json() as { items: { url: string }[] };
const productUrl = top.items[0]!.url.startsWith('/') ? top.items[0]!.url : `/${top.items[0]!.url}`;

const bare = Fastify({ logger: false });
bare.get('/', async () => ({ hello: 'world' }));
await bare.ready();

const cookie = `sulit_session=${reader.token}`;
const page = (path: string) => () => ({ url: path, headers: { cookie } }) satisfies InjectOptions;
let n = 0;
let taken = 0;
const rows: [string, () => InjectOptions, typeof app.inject?][] = [
  ['bare Fastify JSON', () => ({ url: '/' }), bare.inject.bind(bare)],
  ['signed-in page: home', page('/')],
  ['signed-in page: product', page(productUrl)],
  ['signed-in page: cart', page('/checkout/cart')],
  ['signed-in page: orders', page('/sales/order/history')],
  [
    'add to cart (sync)',
    () => {
      const who = writers[n++ % writers.length]!;
      return {
        method: 'POST',
        url: `/api/cart/stores/v2/default/${who.cartId}/sync`,
        headers: { authorization: `Bearer ${who.token}`, sourcecode: CAPACITY_SOURCE },
        payload: shoppers.syncBody(n),
      };
    },
  ],
  [
    'place order (cash)',
    () => {
      const who = ready[taken++]!;
      return {
        method: 'POST',
        url: '/api/transaction/orders',
        headers: {
          authorization: `Bearer ${who.token}`,
          sourcecode: CAPACITY_SOURCE,
          'idempotency-key': `cpu-order-${who.cartId}`,
        },
        payload: { cart_id: who.cartId, payment: { method: 'cashondelivery' } },
      };
    },
  ],
];

const wanted = (name: string) =>
  !values.row?.length || values.row.some((r) => name.includes(r)) || name === rows[0]![0];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`${requests} sequential requests per row after 10 to warm up; ${url.replace(/\/\/[^@]*@/, '//')}`);
console.log(
  '| what | CPU ms/req (median) | CPU ms/req (mean) | × bare | wall ms/req | SQL/req | SQL ms/req | injects/req |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
let bareCpu = 0;
for (const [name, next, send = inject] of rows) {
  if (!wanted(name)) continue;
  const once = async () => {
    const answer = await send(next());
    if (answer.statusCode >= 300) throw new Error(`${name}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  };
  const warm = name.startsWith('place order') ? 2 : 10;
  for (let i = 0; i < warm; i++) await once();
  if (values.sql) {
    sql.log = [];
    await once();
    console.log(`${name}:\n  ${sql.log.join('\n  ')}`);
    sql.log = null;
  }
  const cpu: number[] = [];
  sql.statements = 0;
  sql.ms = 0;
  injects = 0;
  const count = name.startsWith('place order') ? Math.min(requests, ready.length - warm - 2) : requests;
  const inspector = values.profile ? new Session() : null;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const before = process.cpuUsage();
    await once();
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  const wall = (performance.now() - started) / count;
  if (inspector) {
    const { profile } = await inspector.post('Profiler.stop');
    mkdirSync(values.profile!, { recursive: true });
    const slug = name.replace(/[^a-z]+/gi, '-').toLowerCase();
    writeFileSync(resolve(values.profile!, `${slug}.cpuprofile`), JSON.stringify(profile));
    inspector.disconnect();
  }
  const mean = cpu.reduce((a, b) => a + b, 0) / count;
  if (!bareCpu) bareCpu = mean;
  console.log(
    `| ${name} | ${median(cpu).toFixed(2)} | ${mean.toFixed(2)} | ${Math.round(mean / bareCpu)} | ${wall.toFixed(1)} | ${(sql.statements / count).toFixed(1)} | ${(sql.ms / count).toFixed(1)} | ${(injects / count).toFixed(1)} |`,
  );
}
await app.close();
await bare.close();
await database.close();
process.exit(0);

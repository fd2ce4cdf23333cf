/**
 * Capacity per instance (issue 34): signed-in pages (home, a product, the cart, order history) at 50 connections,
 * add to cart and place order at 20, through HAProxy to one and then three web instances (a worker beside them),
 * with a bare Fastify endpoint measured in the same run as the ceiling. The machine is shared: read the ratios.
 *   npm run build && npx tsx tools/scale-sim/src/capacity.ts [--duration 10] [--products 3000] [--instances 1,3]
 *     [--admin postgres://postgres@127.0.0.1:5432/postgres] [--redis redis://127.0.0.1:6379] [--write]
 *     [--row cart --row 'place order']   (only those rows, to try a change; not with --write)
 *     [--profile var/prof]                (each web instance's CPU profile of the run)
 *     [--pg-socket /var/run/postgresql]   (instances reach PostgreSQL through its Unix socket)
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@sulit/db';
import autocannon, { type Request } from 'autocannon';
import { CAPACITY_SOURCE as SOURCE, capacityShoppers } from './capacity-shoppers';
import { freshDatabase, type Instance, PROXY_PORT, REPO_ROOT, startInstance, startProxy, waitReady } from './cluster';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    products: { type: 'string', default: '3000' },
    instances: { type: 'string', default: '1,3' },
    admin: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    write: { type: 'boolean', default: false },
    /** carts readied for the place-order row (each is ordered once; 200 of them warm up) */
    orders: { type: 'string', default: '3000' },
    /** only the rows whose name contains one of these ("cart", "place order"); all rows when none */
    row: { type: 'string', multiple: true },
    /** a folder for each web instance's CPU profile of the whole run (node --cpu-prof), read with cpu-profile-summary */
    profile: { type: 'string' },
    /**
     * the instances reach PostgreSQL through its Unix socket in this folder (/var/run/postgresql), as instances on
     * the database's own host should: over loopback TCP each statement's send also pays the receiver's TCP work
     */
    'pg-socket': { type: 'string' },
  },
});
if (values.write && values.row) throw new Error('--write records every row: leave --row out');

/** The same database through PostgreSQL's Unix socket in `folder` (node-postgres reads `host` from the query). */
function viaSocket(tcpUrl: string, folder: string): string {
  const parsed = new URL(tcpUrl);
  return `postgres://${parsed.username}@${parsed.pathname}?host=${encodeURIComponent(folder)}`;
}
const duration = Number(values.duration);
const loadBefore = loadavg();
const orders = Number(values.orders);
const BARE_PORT = 3199;
const url = await freshDatabase(values.admin, 'sulit_scale_capacity', Number(values.products));
const database = openDatabase(url);
const instanceUrl = values['pg-socket'] ? viaSocket(url, values['pg-socket']) : url;
const env = { databaseUrl: instanceUrl, redisUrl: values.redis, smtpUrl: 'smtp://127.0.0.1:3178' };
const { shopperWithCart, syncBody } = await capacityShoppers(database);
const reader = await shopperWithCart(false);
const writers = await Promise.all(Array.from({ length: 20 }, () => shopperWithCart(false)));

interface Row {
  instances: number | 'bare';
  what: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}
const rows: Row[] = [];

/**
 * One row: a 2 s warm-up, then `duration` seconds; or, for a row whose requests are used up (place order: a cart
 * each), `amount` requests after `warmup` of them.
 */
async function measure(
  instances: Row['instances'],
  what: string,
  connections: number,
  options: autocannon.Options,
  count?: { warmup: number; amount: number },
) {
  if (instances !== 'bare' && values.row && !values.row.some((r) => what.includes(r))) return;
  // a slow answer on this shared host is measured, not cut off at autocannon's default 10 s
  const base = { ...options, connections, timeout: 60 };
  await autocannon(count ? { ...base, amount: count.warmup } : { ...base, duration: 2 });
  const r = await autocannon(count ? { ...base, amount: count.amount } : { ...base, duration });
  const row = {
    instances,
    what,
    connections,
    // requests over the run's own length: autocannon's per-second average counts whole seconds only
    rps: Math.round(r.requests.total / r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.non2xx,
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}

const bare = spawn(process.execPath, ['--import', 'tsx', 'tools/bench/src/bare-server.ts'], {
  cwd: REPO_ROOT,
  env: { ...process.env, PORT: String(BARE_PORT) },
  stdio: 'ignore',
});
await new Promise((r) => setTimeout(r, 2_000));
await measure('bare', 'bare Fastify JSON', 50, { url: `http://127.0.0.1:${BARE_PORT}/` });

const front = `http://127.0.0.1:${PROXY_PORT}`;

/**
 * A place-order row: every order needs a cart of its own, ready up to the last step, so the row places exactly as
 * many orders as it readied carts (200 of them warm up).
 */
async function placeOrders(instances: number, what: string) {
  if (values.row && !values.row.some((r) => what.includes(r))) return;
  const ready: Awaited<ReturnType<typeof shopperWithCart>>[] = [];
  while (ready.length < orders)
    ready.push(...(await Promise.all(Array.from({ length: 10 }, () => shopperWithCart(true)))));
  let taken = 0;
  await measure(
    instances,
    what,
    20,
    {
      url: front,
      requests: [
        {
          method: 'POST',
          setupRequest: (request: Request): Request => {
            const who = ready[taken++]!;
            return {
              ...request,
              path: '/api/transaction/orders',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${who.token}`,
                sourcecode: SOURCE,
                'idempotency-key': `cap-order-${who.cartId}`,
              },
              body: JSON.stringify({ cart_id: who.cartId, payment: { method: 'cashondelivery' } }),
            };
          },
        },
      ],
    },
    { warmup: 200, amount: orders - 200 },
  );
  if (taken !== ready.length) console.warn(`${taken} orders sent for ${ready.length} carts`);
}

const cookie = `sulit_session=${reader.token}`;
for (const count of values.instances.split(',').map(Number)) {
  const ports = [3171, 3172, 3173].slice(0, count);
  const profiling = [...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`] : [])];
  const web: Instance[] = ports.map((port, i) => startInstance(`cap-web${i + 1}`, 'web', port, env, profiling));
  const worker = startInstance('cap-worker', 'worker', 3174, env);
  await Promise.all([...web, worker].map((i) => waitReady(i.port)));
  const proxy = startProxy(ports);
  await new Promise((r) => setTimeout(r, 3_000));
  const product = (await (await fetch(`${front}/api/product/top-selling?limit=1`)).json()) as {
    items: { url: string }[];
  };
  const pages = { home: '/', product: product.items[0]!.url, cart: '/checkout/cart', orders: '/sales/order/history' };
  for (const [what, path] of Object.entries(pages)) {
    await measure(count, `signed-in page: ${what}`, 50, { url: `${front}${path}`, headers: { cookie } });
  }
  let next = 0;
  await measure(count, 'add to cart (sync)', 20, {
    url: front,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: Request): Request => {
          const who = writers[next++ % writers.length]!;
          return {
            ...request,
            path: `/api/cart/stores/v2/default/${who.cartId}/sync`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}`, sourcecode: SOURCE },
            body: JSON.stringify(syncBody(next)),
          };
        },
      },
    ],
  });
  await placeOrders(count, 'place order (cash)');
  proxy.kill('SIGTERM');
  for (const i of [...web, worker]) i.process.kill('SIGTERM');
  await Promise.all([...web, worker].map((i) => i.exited));
}
bare.kill('SIGTERM');
await database.close();

const bareRps = rows.find((r) => r.instances === 'bare')!.rps;
const date = new Date().toISOString();
const load = (averages: number[]) => averages.map((l) => l.toFixed(1)).join(' / ');
const table = `<!-- bench:scale-capacity -->
### Capacity per instance on PostgreSQL through HAProxy (${date.slice(0, 16)} UTC)
Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${load(loadBefore)} before the run and
${load(loadavg())} at its end (a load well above the run's own processes means other work shared the cores: read the
ratios to the bare endpoint, same run, same load). ${duration} s per row after a 2 s warm-up (place order: ${orders - 200}
orders after 200); HAProxy, the instances, PostgreSQL and autocannon all on this host; the instances reach PostgreSQL
${values['pg-socket'] ? `through its Unix socket (${values['pg-socket']})` : 'over loopback TCP'}, DATABASE_POOL_SIZE 5.

| instances | what | connections | req/s | × bare | p50 ms | p99 ms | max ms | errors |
|---|---|---:|---:|---:|---:|---:|---:|---:|
${rows.map((r) => `| ${r.instances} | ${r.what} | ${r.connections} | ${r.rps} | ${(r.rps / bareRps).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} |`).join('\n')}
<!-- /bench:scale-capacity -->`;
console.log(table);
if (values.write) {
  const file = resolve(REPO_ROOT, 'docs/PERFORMANCE.md');
  const doc = readFileSync(file, 'utf8');
  const pattern = /<!-- bench:scale-capacity -->[\s\S]*?<!-- \/bench:scale-capacity -->/;
  writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, table) : `${doc.trimEnd()}\n\n${table}\n`);
}

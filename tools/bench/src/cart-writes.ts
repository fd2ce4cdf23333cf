import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import { HAS_TASKSET, pinLoadToCoreOne, REPO_ROOT, startBenchServer, waitForServer } from './bench-server';

/**
 * Cart writes (issue 5, DESIGN §5 "cart writes < 40 ms"): 20 concurrent shoppers, each with a guest cart
 * of their own, setting quantities through POST /api/cart/stores/v2/default/{mask}/sync. Every request is a
 * write transaction that re-prices the cart (about 5 lines) from the catalogue.
 *   npx tsx tools/bench/src/cart-writes.ts [--products N] [--duration S] [--shoppers C] [--database URL] [--write]
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    duration: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: '20' },
    database: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const root = REPO_ROOT;
const products = Number(values.products);
const duration = Number(values.duration);
const shoppers = Number(values.shoppers);
const databaseUrl = values.database ?? `file:var/bench/cart-writes-${products}.db`;
const engine = databaseUrl.startsWith('file:') ? 'SQLite' : 'PostgreSQL';
const SOURCE = 'balintawak';

pinLoadToCoreOne();

function seedIfNeeded(): void {
  if (engine === 'SQLite' && existsSync(resolve(root, databaseUrl.slice(5)))) return;
  mkdirSync(resolve(root, 'var/bench'), { recursive: true });
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tools/seed/src/cli.ts', '--products', String(products)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  if (result.status !== 0) throw new Error('seeding failed');
}

seedIfNeeded();
const port = 3913;
const server = startBenchServer(port, databaseUrl);
try {
  const api = `http://127.0.0.1:${port}`;
  await waitForServer(`${api}/healthz`);
  const top = (await (await fetch(`${api}/api/product/top-selling?limit=50&sourceCode=${SOURCE}`)).json()) as {
    items: { sku: string; stock_qty: number; promo_tag: string | null }[];
  };
  const skus = top.items.filter((p) => p.stock_qty >= 50 && p.promo_tag === null).map((p) => p.sku);
  if (skus.length < 8) throw new Error('not enough stocked products at the source');
  const masks: string[] = [];
  for (let i = 0; i < shoppers; i++) {
    const res = await fetch(`${api}/api/cart/guest-carts`, { method: 'POST', headers: { sourcecode: SOURCE } });
    masks.push(((await res.json()) as { cartMaskId: string }).cartMaskId);
  }
  let nextMask = 0;
  const requests = [
    {
      method: 'POST' as const,
      setupRequest: (request: Request, state: object): Request => {
        const context = state as { mask?: string; step?: number };
        context.mask ??= masks[nextMask++ % masks.length]!;
        const step = (context.step ?? 0) + 1;
        context.step = step;
        // Each shopper keeps about five lines: it sets one of eight skus to 0-3 units in turn.
        const sku = skus[step % 8]!;
        return {
          ...request,
          path: `/api/cart/stores/v2/default/${context.mask}/sync`,
          headers: { 'content-type': 'application/json', sourcecode: SOURCE },
          body: JSON.stringify({ cart_items: [{ sku, qty: step % 4 }], shippingZone: 'NCR' }),
        };
      },
    },
  ];
  const options = { url: api, connections: shoppers, requests };
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration });
  const result = {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
  console.log(
    `cart sync writes: ${result.rps} req/s  p50 ${result.p50} ms  p90 ${result.p90} ms  p99 ${result.p99} ms  errors ${result.errors}`,
  );
  const date = new Date().toISOString().slice(0, 10);
  const marker = [engine, products === 3000 ? '' : String(products)].filter(Boolean).join(':');
  const section = `<!-- bench:cart-writes:${marker} -->
### Cart writes on ${engine}, ${products} own-store products (${date})
Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Server pinned to core 0${HAS_TASKSET ? '' : ' (taskset missing: not pinned)'}, autocannon on core 1.
${shoppers} concurrent shoppers, each with a guest cart of its own, sending \`POST /api/cart/stores/v2/default/{mask}/sync\`
(one line set to 0-3 units, the whole cart re-priced), ${duration} s after a 2 s warm-up. Target: p99 ≤ 40 ms.

| what | req/s | p50 ms | p90 ms | p99 ms | errors |
|---|---:|---:|---:|---:|---:|
| cart sync (${shoppers} shoppers) | ${result.rps} | ${result.p50} | ${result.p90} | ${result.p99} | ${result.errors} |
<!-- /bench:cart-writes:${marker} -->`;
  console.log(`\n${section}`);
  if (values.write) {
    const file = resolve(root, 'docs/PERFORMANCE.md');
    const doc = readFileSync(file, 'utf8');
    const pattern = new RegExp(`<!-- bench:cart-writes:${marker} -->[\\s\\S]*?<!-- /bench:cart-writes:${marker} -->`);
    writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, section) : `${doc.trimEnd()}\n\n${section}\n`);
    console.log(`Written to ${file}`);
  }
} finally {
  server.kill('SIGTERM');
}

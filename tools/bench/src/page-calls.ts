import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { InjectOptions } from 'fastify';
import { migrateToLatest, openDatabase } from '@sulit/db';
import { buildApp } from '../../../apps/server/src/app';
import { loadEnv } from '../../../apps/server/src/env';

/**
 * How many in-process API calls (Fastify inject) one page render makes, and its median server render time.
 * Pages load their data through app.inject; this wraps it and counts what a page request sets off.
 * Needs the web build (`npm run build`).
 *   npx tsx tools/bench/src/page-calls.ts [--products N] [--runs N]
 */
const { values } = parseArgs({
  options: { products: { type: 'string', default: '300' }, runs: { type: 'string', default: '50' } },
});
const root = resolve(import.meta.dirname, '../../..');
const products = Number(values.products);
const runs = Number(values.runs);
const file = resolve(root, `var/bench/page-calls-${products}.db`);

if (!existsSync(file)) {
  mkdirSync(resolve(root, 'var/bench'), { recursive: true });
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tools/seed/src/cli.ts', '--products', String(products)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: `file:${file}` },
    },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
}

const env = loadEnv({
  ...process.env,
  DATABASE_URL: `file:${file}`,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
});
const database = openDatabase(env.DATABASE_URL);
await migrateToLatest(database);
const app = await buildApp({ env, database });
await app.ready();

const inject = app.inject.bind(app);
const seen: string[] = [];
const counting = ((options: InjectOptions) => {
  seen.push(options.url === undefined ? '?' : String(options.url));
  return inject(options);
}) as typeof app.inject;
app.inject = counting;

const listing = await inject({ method: 'GET', url: '/api/product/top-selling?limit=1' });
const first = (listing.json() as { items?: { url: string }[] }).items?.[0];
console.log('rendering', first?.url, listing.statusCode);
if (!first) throw new Error('no product to render');
const guestCart = await inject({ method: 'POST', url: '/api/cart/guest-carts' });
const cartCookie = guestCart.headers['set-cookie'];
const cookie = (Array.isArray(cartCookie) ? cartCookie : [cartCookie ?? ''])
  .map((line) => line.split(';')[0])
  .join('; ');

async function measure(label: string, headers: Record<string, string>): Promise<void> {
  seen.length = 0;
  const page = await inject({ method: 'GET', url: first!.url, headers });
  if (page.statusCode !== 200) throw new Error(`${first!.url} answered ${page.statusCode}`);
  const calls = [...seen];
  // Warm up (JIT, caches) before timing.
  for (let i = 0; i < 20; i++) await inject({ method: 'GET', url: first!.url, headers });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await inject({ method: 'GET', url: first!.url, headers });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(`${label}: ${calls.length} API calls per render, median render ${median.toFixed(1)} ms (${runs} runs)`);
  for (const url of calls) console.log(`  ${url}`);
}

await measure('product page, guest without a cart', {});
await measure('product page, guest with a cart', { cookie });
await app.close();

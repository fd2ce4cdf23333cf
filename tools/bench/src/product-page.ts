import { parseArgs } from 'node:util';
import { openBenchApi } from './in-process-api';

/**
 * The API half of a product page, in process (Fastify inject, no sockets), with the catalogue cache off:
 * the reads the page loader made before issue 8 (find-slug, the product, related products and frequently
 * bought together: 4 injects, the product read 4 times) against the one call GET /api/catalog/page (1 inject,
 * the product read once). Wall time is the loader's view (the last two old calls run in parallel, as the
 * loader ran them); CPU time is less sensitive to other work on the machine.
 *   node --import tsx tools/bench/src/product-page.ts --database file:var/bench/sulit-3000.db [--pages 300]
 */
const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'file:var/bench/sulit-3000.db' },
    pages: { type: 'string', default: '300' },
  },
});
const { app, database } = await openBenchApi(values.database, 0);
const headers = { sourcecode: 'alabang' };
const get = async (url: string) => {
  const res = await app.inject({ url, headers });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  return res.json() as Record<string, unknown>;
};

const top = (await get('/api/product/top-selling?limit=50')).items as { id: number; sku: string; url: string }[];
const n = Number(values.pages);

async function before(p: { id: number; sku: string; url: string }) {
  await get(`/rest/V1/sulit/find-slug${p.url}`);
  await get(`/rest/V1/products/${p.id}`);
  await Promise.all([
    get(`/rest/V1/sulit/related-products/${encodeURIComponent(p.sku)}`),
    get(`/rest/V1/sulit/frequently-bought-together/id/${p.id}?pageSize=12`),
  ]);
}
async function after(p: { url: string }) {
  await get(`/api/catalog/page?path=${encodeURIComponent(p.url)}`);
}

async function measure(name: string, injects: number, run: (p: (typeof top)[number]) => Promise<void>) {
  for (const p of top.slice(0, 10)) await run(p); // warm up
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run(top[i % top.length]!);
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(
    `| ${name} | ${injects} | ${at(0.5)} | ${at(0.99)} | ${((used.user + used.system) / 1000 / n).toFixed(2)} |`,
  );
}

console.log(`${database.engine}, ${values.database?.replace(/\/\/.*@/, '//…@')}, ${n} pages, cache off`);
console.log('| product page API reads | injects | median ms | p99 ms | CPU ms/page |');
console.log('| --- | --- | --- | --- | --- |');
await measure('before: find-slug, product, related, FBT', 4, before);
await measure('after: GET /api/catalog/page', 1, after);
await app.close();

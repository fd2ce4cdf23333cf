import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { inProcessStoreEnv, REPO_ROOT } from './bench-server';
import type { InjectOptions } from 'fastify';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * What one catalogue page costs the server (issue 13): home, a category, a product and search, rendered in
 * process through the page handler (`app.inject`, a guest without a cart, catalogue cache off). Per page: the
 * in-process API calls one render sets off, the HTML bytes (raw and brotli 4 as served) with how much of it is
 * loader data (`window.__reactRouterContext`), inline SVG and class attributes, and the median CPU ms per
 * render (process.cpuUsage) after a warm-up; `--cache-ms 5000` renders with the catalogue cache on, as served (the
 * guest page cache stays off: every page is rendered). Needs a seeded SQLite file and `npm run build`:
 *
 *   node --import tsx tools/bench/src/page-render-cost.ts --database file:var/bench/sulit-3000.db [--renders 100]
 *
 * For a profile: `node --cpu-prof --cpu-prof-dir=var/prof --import tsx …` with the same arguments.
 */
const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    renders: { type: 'string', default: '100' },
    page: { type: 'string', multiple: true },
    /** a folder to write each page's HTML into, to read what it carries */
    dump: { type: 'string' },
    /** the catalogue cache's lifetime (CATALOG_CACHE_MS); 0, the default, reads everything per render */
    'cache-ms': { type: 'string', default: '0' },
  },
});
if (!values.database) throw new Error('give --database file:<seeded sqlite file>');

// React picks its production or development server build when first imported: set it before the imports.
process.env.NODE_ENV = 'production';
const { buildApp } = await import('../../../apps/server/src/app');
const { loadEnv } = await import('../../../apps/server/src/env');
const { migrateToLatest, openDatabase } = await import('../../../packages/db/src/index');
const env = loadEnv(
  inProcessStoreEnv(REPO_ROOT, values.database, { CATALOG_CACHE_MS: values['cache-ms']!, PAGE_CACHE_MS: '0' }),
);
const database = openDatabase(values.database);
await migrateToLatest(database);
const app = await buildApp({ env, database, serveWeb: true });
await app.ready();

// the page handler's loaders call app.inject: count them per render (the page's own request is not one)
const inject = app.inject.bind(app);
let calls = 0;
(app as { inject: unknown }).inject = (options: InjectOptions) => {
  calls++;
  return inject(options);
};

async function firstProductAndCategory(): Promise<{ product: string; category: string }> {
  const top = await inject({ url: '/api/product/top-selling?limit=1' });
  const product = (top.json() as { items: { url: string }[] }).items[0]?.url;
  const menu = await inject({ url: '/rest/V1/sulit/megamenu/menu-top' });
  const category = (menu.json() as { items: { url_path: string }[] }).items[0]?.url_path;
  if (!product || !category) throw new Error('no product or category to render');
  return { product, category };
}

const { product, category } = await firstProductAndCategory();
const pages: [string, string][] = values.page?.length
  ? values.page.map((p) => [p, p])
  : [
      ['home', '/'],
      ['category', category.startsWith('/') ? category : `/${category}`],
      ['product', product.startsWith('/') ? product : `/${product}`],
      ['search', '/catalogsearch/result?q=rice'],
    ];

const bytes = (text: string) => Buffer.byteLength(text);
const sum = (re: RegExp, html: string) => (html.match(re) ?? []).reduce((n, m) => n + bytes(m), 0);
const kb = (n: number) => (n / 1024).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(
  '| page | injects | HTML KB | brotli KB | loader data KB | inline SVG KB | class attrs KB | CPU ms/render |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, url] of pages) {
  const render = async () => {
    const page = await inject({ url });
    if (page.statusCode !== 200 || !page.body.includes('</html>')) {
      throw new Error(`${url} answered ${page.statusCode}: ${page.body.slice(0, 200)}`);
    }
    return page.body;
  };
  calls = 0;
  const html = await render();
  const injects = calls;
  if (values.dump) writeFileSync(resolve(values.dump, `${name}.html`), html);
  for (let i = 0; i < 20; i++) await render();
  const cpu: number[] = [];
  for (let i = 0; i < Number(values.renders); i++) {
    const started = process.cpuUsage();
    await render();
    const used = process.cpuUsage(started);
    cpu.push((used.user + used.system) / 1000);
  }
  const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  const loaderData = sum(/<script[^>]*>window\.__reactRouterContext[\s\S]*?<\/script>/g, html);
  const svg = sum(/<svg[\s\S]*?<\/svg>/g, html);
  const classes = sum(/ class="[^"]*"/g, html);
  console.log(
    `| ${name} ${url} | ${injects} | ${kb(bytes(html))} | ${kb(brotli)} | ${kb(loaderData)} | ${kb(svg)} | ${kb(classes)} | ${median(cpu).toFixed(1)} |`,
  );
}
await app.close();
process.exit(0);

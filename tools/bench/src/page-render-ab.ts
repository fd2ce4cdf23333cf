import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { inProcessStoreEnv } from './bench-server';
import type { FastifyInstance } from 'fastify';
// types only: each tree's own modules are imported by path below
import type * as AppModule from '../../../apps/server/src/app';
import type * as EnvModule from '../../../apps/server/src/env';
import type * as DbModule from '../../../packages/db/src/index';

/**
 * Server CPU per catalogue page render for two trees, measured so that a busy machine hits both alike (issue 13):
 * both trees' apps (each its own source, packages, node_modules and web build) are built in this one process
 * and render home, a category, a product and search alternately, one render each in turn, a guest without
 * cookies, catalogue cache on, guest page cache off. Per page: the median and lower quartile of the CPU one
 * render took (process.cpuUsage; nothing else runs in the process meanwhile) and after/before. Other work on
 * the machine still inflates both trees' figures, but by the same factor, so the ratio holds.
 *   node --import tsx tools/bench/src/page-render-ab.ts --root <before> --root <after> [--renders 200]
 * Each tree needs `npm run build`; the database is this tree's seeded `var/bench/sulit-3000.db` (pages.ts).
 */
const { values } = parseArgs({
  options: {
    root: { type: 'string', multiple: true },
    renders: { type: 'string', default: '200' },
    database: { type: 'string', default: `file:${resolve(import.meta.dirname, '../../../var/bench/sulit-3000.db')}` },
  },
});
const roots = (values.root ?? []).map((r) => resolve(r));
if (roots.length !== 2) throw new Error('give --root twice: before, then after');

// React picks its production or development server build when first imported: set it before the imports.
process.env.NODE_ENV = 'production';

async function appOf(root: string): Promise<FastifyInstance> {
  const { buildApp } = (await import(resolve(root, 'apps/server/src/app.ts'))) as typeof AppModule;
  const { loadEnv } = (await import(resolve(root, 'apps/server/src/env.ts'))) as typeof EnvModule;
  const { openDatabase } = (await import(resolve(root, 'packages/db/src/index.ts'))) as typeof DbModule;
  const env = loadEnv(inProcessStoreEnv(root, values.database!, { CATALOG_CACHE_MS: '5000', PAGE_CACHE_MS: '0' }));
  const app = await buildApp({ env, database: openDatabase(values.database!), serveWeb: true });
  await app.ready();
  return app;
}

const apps = [await appOf(roots[0]!), await appOf(roots[1]!)] as const;
const top = (await apps[0].inject({ url: '/api/product/top-selling?limit=1' })).json() as { items: { url: string }[] };
const menu = (await apps[0].inject({ url: '/rest/V1/sulit/megamenu/menu-top' })).json() as {
  items: { url_path: string }[];
};
const pages = [
  ['home', '/'],
  ['category', `/${menu.items[0]?.url_path}`],
  ['product', top.items[0]?.url ?? '/'],
  ['search', '/catalogsearch/result?q=rice'],
] as const;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)]!;
console.log('| page | before ms/render p50 (p25) | after ms/render p50 (p25) | after/before p50 |');
console.log('| --- | ---: | ---: | ---: |');
for (const [name, url] of pages) {
  const render = async (app: FastifyInstance) => {
    const page = await app.inject({ url });
    if (page.statusCode !== 200) throw new Error(`${url} answered ${page.statusCode}`);
  };
  for (let i = 0; i < 20; i++) for (const app of apps) await render(app);
  const cpu: [number[], number[]] = [[], []];
  for (let i = 0; i < Number(values.renders); i++) {
    // who goes first alternates, so neither tree always renders right after the other's garbage
    for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const started = process.cpuUsage();
      await render(apps[k]!);
      const used = process.cpuUsage(started);
      cpu[k]!.push((used.user + used.system) / 1000);
    }
  }
  const [before, after] = cpu;
  const cell = (xs: number[]) => `${quantile(xs, 0.5).toFixed(2)} (${quantile(xs, 0.25).toFixed(2)})`;
  console.log(
    `| ${name} | ${cell(before)} | ${cell(after)} | ${(quantile(after, 0.5) / quantile(before, 0.5)).toFixed(2)} |`,
  );
}
await Promise.all(apps.map((app) => app.close()));
process.exit(0);

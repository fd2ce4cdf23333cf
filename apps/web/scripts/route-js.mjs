/**
 * JavaScript per route, gzip: the entry, the root and the route module with every chunk they import up front,
 * from the build's own asset manifest. `npm run build` runs it with `--budget`, and the build FAILS when a
 * route passes JS_BUDGET_KB, issue 13's 110 KB. The browser hydrates with Preact's compatibility layer where the
 * server renders with React (decision 019): the `framework` chunk (Preact with preact/compat, and React Router 7;
 * vite.config.ts) is about 50 KB gzip and routes reach 66–76 KB (docs/PERFORMANCE.md, "JavaScript per route").
 * With React DOM in the browser every route passed 120 KB.
 *   node apps/web/scripts/route-js.mjs [--budget]
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** KB gzip (level 9) a route's JavaScript may reach; the build fails above it. */
const JS_BUDGET_KB = 110;

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = await import(join(web, 'build/server/index.js'));
const { entry, routes } = build.assets;
const gz = new Map();
const size = (url) => {
  if (!gz.has(url)) gz.set(url, gzipSync(readFileSync(join(web, 'build/client', url)), { level: 9 }).length);
  return gz.get(url);
};
const chunksOf = (...parts) => new Set(parts.flatMap((p) => [p.module, ...(p.imports ?? [])]).filter(Boolean));
const rows = [];
for (const [id, route] of Object.entries(routes)) {
  if (id === 'root' || !route.module) continue;
  const chunks = chunksOf(entry, routes.root, route);
  const bytes = [...chunks].reduce((sum, url) => sum + size(url), 0);
  rows.push([id, (bytes / 1024).toFixed(1)]);
}
rows.sort((a, b) => Number(b[1]) - Number(a[1]));
const budget = process.argv.includes('--budget');
const over = rows.filter(([, kb]) => Number(kb) > JS_BUDGET_KB);
// the build prints the heaviest routes; the script alone prints every route
for (const [id, kb] of budget ? rows.slice(0, 5) : rows) console.log(`${kb.padStart(6)} KB  ${id}`);
console.log(
  `JavaScript per route (gzip): ${rows.at(-1)?.[1]}–${rows[0]?.[1]} KB over ${rows.length} routes, budget ${JS_BUDGET_KB} KB`,
);
if (budget && over.length > 0) {
  console.error(
    `${over.length} route(s) pass the ${JS_BUDGET_KB} KB budget: ${over.map(([id, kb]) => `${id} ${kb} KB`).join(', ')}`,
  );
  process.exit(1);
}

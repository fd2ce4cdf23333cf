/**
 * JavaScript per route, gzip (DESIGN §5: under 120 KB): the entry, the root and the route module with every
 * chunk they import up front, from the build's own asset manifest. Run after `npm run build`:
 *   node apps/web/scripts/route-js.mjs
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
for (const [id, kb] of rows) console.log(`${kb.padStart(6)} KB  ${id}`);

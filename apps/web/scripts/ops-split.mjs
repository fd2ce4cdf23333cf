/**
 * Issue 35: the operator console is a code-split part of the same app, so no /ops code may reach a shopper's page.
 * From the build's own asset manifest this FAILS the build when
 *   - a chunk a storefront route loads up front (the entry, the root, the route and its imports) holds console
 *     code (the words every console page shows, 'Operator console': the console's API calls live in loaders and
 *     actions, which never reach the browser), or
 *   - any chunk holding console code is not one of the console routes' own chunks, or
 *   - no chunk holds console code at all (the check would prove nothing).
 *   node apps/web/scripts/ops-split.mjs
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = 'Operator console';
const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = await import(join(web, 'build/server/index.js'));
const { entry, routes } = build.assets;
const text = new Map();
const read = (url) => {
  if (!text.has(url)) text.set(url, readFileSync(join(web, 'build/client', url), 'utf8'));
  return text.get(url);
};
const chunksOf = (...parts) => new Set(parts.flatMap((p) => [p.module, ...(p.imports ?? [])]).filter(Boolean));
const isConsole = (id) => /^routes\/ops(-[a-z-]+)?$/.test(id);

const consoleChunks = new Set();
const leaks = [];
for (const [id, route] of Object.entries(routes)) {
  if (id === 'root' || !route.module) continue;
  if (isConsole(id)) {
    for (const url of chunksOf(route)) consoleChunks.add(url);
    continue;
  }
  for (const url of chunksOf(entry, routes.root, route)) if (read(url).includes(MARKER)) leaks.push(`${id} → ${url}`);
}
const assets = join(web, 'build/client/assets');
const holders = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => `/assets/${f}`)
  .filter((url) => read(url).includes(MARKER));
const strays = holders.filter((url) => !consoleChunks.has(url));
if (holders.length === 0) leaks.push(`no chunk holds ${MARKER}: the console routes are missing from the build`);
for (const url of strays) leaks.push(`${url} holds console code but is not a console route's chunk`);
if (leaks.length > 0) {
  console.error(`The operator console leaks into the storefront bundle:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log(`Operator console split: ${holders.length} console chunk(s), none loaded by a storefront route`);

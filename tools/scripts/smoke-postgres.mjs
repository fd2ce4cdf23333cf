// Starts the real store on an empty PostgreSQL database (as `DATABASE_URL=postgres://… npm start` would),
// and checks that it migrated, seeded and serves pages. Skipped, saying so, when no PostgreSQL answers.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const name = `sulit_smoke_${process.pid}`;
const port = Number(process.env.SMOKE_PORT ?? 3199);
const base = `http://127.0.0.1:${port}`;

function psql(sql) {
  return spawnSync('psql', [adminUrl, '-qtAc', sql], { encoding: 'utf8' });
}

if (psql('select 1').status !== 0) {
  console.log(`*** PostgreSQL smoke test SKIPPED: no PostgreSQL answered at ${adminUrl}. ***`);
  process.exit(0);
}
psql(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const server = spawn(process.execPath, ['tools/scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DRAIN_WAIT_MS: '1500',
  },
});

const failures = [];
let checks = 0;
function check(label, ok) {
  checks++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  if (!ok) failures.push(label);
}

const status = (path) =>
  fetch(`${base}${path}`).then(
    (r) => r.status,
    () => 0,
  );

try {
  let health;
  for (let i = 0; i < 600 && !health; i++) {
    health = await fetch(`${base}/healthz`).then(
      (r) => (r.ok ? r.json() : undefined),
      () => undefined,
    );
    if (!health) await new Promise((r) => setTimeout(r, 200));
  }
  check('server came up on an empty PostgreSQL database', health !== undefined);
  check('/healthz reports postgres', health?.database === 'postgres');
  const home = await fetch(`${base}/`);
  const html = await home.text();
  check(
    'home page renders (200) with the store name and best sellers',
    home.status === 200 && html.includes('Sulit Club') && html.includes('Best sellers'),
  );
  // The browser hydrates from the loader data the document carries: all of it, inside <body>, the stream closed.
  const closed = html.indexOf('window.__reactRouterContext.streamController.close();');
  check(
    'home page carries its whole loader data inside <body>',
    html.startsWith('<!DOCTYPE html><html') && closed > 0 && closed < html.lastIndexOf('</body></html>'),
  );
  const missing = await fetch(`${base}/not-found`);
  check('not-found page answers 404', missing.status === 404 && (await missing.text()).includes('Page not found'));
  const top = await fetch(`${base}/api/product/top-selling?limit=5`).then((r) => r.json());
  check('catalogue was seeded', Array.isArray(top.items) && top.items.length === 5);
  check(
    '/livez and /readyz answer 200 while serving',
    (await status('/livez')) === 200 && (await status('/readyz')) === 200,
  );
  // SIGTERM: out of the proxy's rotation first (/readyz 503 for DRAIN_WAIT_MS) while requests are still served.
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  check(
    'on SIGTERM /readyz answers 503 while /livez and the API still answer',
    (await status('/readyz')) === 503 && (await status('/livez')) === 200 && (await status('/healthz')) === 200,
  );
  await exited;
  check('then the server stops', (await status('/livez')) === 0);
} finally {
  if (server.exitCode === null) server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
  psql(`drop database if exists ${name} with (force)`);
}
if (failures.length) process.exit(1);
console.log(`${checks - failures.length} passed, ${failures.length} failed`);

// `npm test`: every check the project has, in the order that fails fastest.
// lint → typecheck → unit → API integration (SQLite, and PostgreSQL when reachable) → build (web app and server) →
// the store started on an empty PostgreSQL database → browser specs → the HTTPS spec behind nginx.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('../../', import.meta.url).pathname;
const started = Date.now();
const steps = [];

function step(name, command, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  steps.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (result.status !== 0) finish(result.status ?? 1);
}

function finish(code) {
  console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s) ━━\n${steps.join('\n')}`);
  process.exit(code);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium is missing at /usr/bin/chromium. Install it with: sudo apt-get update && sudo apt-get install -y chromium',
    );
    finish(1);
  }
  step('install chromium (apt)', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

function ensureNginx() {
  if (existsSync('/usr/sbin/nginx') || existsSync('/usr/bin/nginx')) return;
  if (process.getuid?.() !== 0) {
    console.error('nginx is missing (the HTTPS spec needs it). Install it with: sudo apt-get install -y nginx');
    finish(1);
  }
  step('install nginx (apt)', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx',
  ]);
}

step('lint', 'npm', ['run', '--silent', 'lint']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
step('API integration tests (SQLite + PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'integration']);
step('build (web app and server)', 'npm', ['run', '--silent', 'build']);
step('smoke: npm start on an empty PostgreSQL database', 'node', ['tools/scripts/smoke-postgres.mjs']);
ensureChromium();
step('browser specs (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
ensureNginx();
step('browser spec behind a TLS proxy (nginx, throw-away certificate)', 'npx', [
  'playwright',
  'test',
  '-c',
  'e2e/tls/playwright.config.ts',
]);
finish(0);

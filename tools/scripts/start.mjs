// `npm start`: build the web app when its build is missing or stale, migrate and seed an empty
// database, then run the server (pages and API in one process) on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const webDir = join(root, 'apps/web');
const buildEntry = join(webDir, 'build/server/index.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const sources = [join(webDir, 'app'), join(root, 'packages/domain/src'), join(root, 'packages/contracts/src')];
const stale = !existsSync(buildEntry) || Math.max(...sources.map(newestMtime)) > statSync(buildEntry).mtimeMs;
if (stale) run('npm', ['run', 'build', '--silent']);

// tsx as a loader keeps seed and server single processes, so signals reach them directly.
run(process.execPath, ['--import', 'tsx', 'tools/seed/src/cli.ts', '--if-empty']);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

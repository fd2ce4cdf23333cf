// `npm start`: build the web app and the server when missing or stale, migrate and seed an empty database, then
// run the server (pages and API in one process) on PORT (default 3000). Production runs `node` on built output
// only (decision 020); tsx is for development.
import { spawn, spawnSync } from 'node:child_process';
import { ensureBuilt, NODE_FLAGS, SEED_ENTRY, SERVER_ENTRY, SERVER_NODE_FLAGS } from './built-output.mjs';

const root = new URL('../../', import.meta.url).pathname;

ensureBuilt(root);

const seeded = spawnSync(process.execPath, [...NODE_FLAGS, SEED_ENTRY, '--if-empty'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

// The server is a child of this script so that `npm start` keeps doing the set-up; signals are passed on.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// Repeated code per 1 000 lines (issue 26: at most 2.4), measured as decision 017 measures it: the pairs
// `duplicates` finds over apps/ and packages/ with the frozen migrations left out (tests included, since a test
// repeating production code counts), per thousand lines of their non-test source. The whole tree's figure
// (tools, e2e and migrations too) is printed beside it. Needs `duplicates` on PATH.
// Run from anywhere: node tools/scripts/duplicates-ratio.mjs
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const run = (command, args) => execFileSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });

// tracked files and untracked ones git does not ignore: what `duplicates` reads
const tracked = (...dirs) =>
  run('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...dirs])
    .split('\n')
    .filter((path) => /\.(ts|tsx|mjs|js|css)$/.test(path))
    .filter((path) => !/(^|\/)(node_modules|build|dist)\//.test(path));
const isTest = (path) => /\.(test|spec)\.tsx?$/.test(path);
const linesOf = (paths) =>
  paths
    .filter((path) => /\.(ts|tsx|mjs|js)$/.test(path) && !isTest(path))
    .reduce((sum, path) => sum + readFileSync(root + path, 'utf8').split('\n').length - 1, 0);

function pairsIn(args) {
  const report = run('duplicates', ['--most', '1', '--seconds', '120', ...args]);
  const first = report.split('\n')[0];
  const pairs = first.startsWith('no duplicates') ? 0 : Number(/^(\d+) pairs/.exec(first)?.[1]);
  if (!Number.isInteger(pairs)) throw new Error(`unexpected duplicates output: ${first}`);
  return pairs;
}
const ratio = (pairs, lines) => ((pairs * 1000) / lines).toFixed(2);

// decision 017's measure: a copy of apps/ and packages/ without the migrations
const scope = tracked('apps', 'packages').filter((path) => !path.includes('/migrations/'));
const copy = mkdtempSync(join(tmpdir(), 'duplicates-'));
try {
  for (const path of scope) cpSync(root + path, join(copy, path));
  const pairs = pairsIn(['--repo', copy]);
  const lines = linesOf(scope);
  console.log(
    `apps + packages without migrations: ${pairs} pairs over ${lines} non-test lines: ${ratio(pairs, lines)} per 1 000`,
  );
} finally {
  rmSync(copy, { recursive: true, force: true });
}
const all = tracked('apps', 'packages', 'tools', 'e2e');
const pairs = pairsIn([]);
const lines = linesOf(all);
console.log(`whole tree: ${pairs} pairs over ${lines} non-test lines: ${ratio(pairs, lines)} per 1 000`);

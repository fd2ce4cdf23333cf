// Repeated code per 1 000 lines (issue 26: at most 2.4): the pairs `duplicates` finds in the whole tree, over the
// lines of non-test source (ts, tsx, mjs, js under apps, packages, tools and e2e; tests, specs and build output
// left out). Needs the `duplicates` command on PATH. Run from anywhere: node tools/scripts/duplicates-ratio.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const run = (command, args) => execFileSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });

// tracked files and untracked ones git does not ignore: what `duplicates` reads
const files = run('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages', 'tools', 'e2e'])
  .split('\n')
  .filter((path) => /\.(ts|tsx|mjs|js)$/.test(path))
  .filter((path) => !/\.(test|spec)\.tsx?$/.test(path))
  .filter((path) => !/(^|\/)(node_modules|build|dist)\//.test(path) && existsSync(root + path));
const lines = files.reduce((sum, path) => sum + readFileSync(root + path, 'utf8').split('\n').length - 1, 0);

const report = run('duplicates', ['--most', '200', '--seconds', '120']);
const first = report.split('\n')[0];
const pairs = first.startsWith('no duplicates') ? 0 : Number(/^(\d+) pairs/.exec(first)?.[1]);
if (!Number.isInteger(pairs)) throw new Error(`unexpected duplicates output: ${first}`);
for (const line of report.split('\n').filter((l) => /^(left out|incomplete):/.test(l))) console.log(line);
console.log(
  `${pairs} pairs over ${lines} non-test lines (${files.length} files): ${((pairs * 1000) / lines).toFixed(2)} per 1 000`,
);

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * A flame summary of a V8 CPU profile (`node --cpu-prof`): self time by function and by package (the
 * node_modules folder, or the workspace folder), and total time (self and callees) of the functions that take most.
 *   npx tsx tools/bench/src/cpu-profile-summary.ts var/prof/<file>.cpuprofile [--top 30]
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' } },
});
const file = positionals[0];
if (!file) throw new Error('give a .cpuprofile file');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
};
const top = Number(values.top);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const all = [...self.values()].reduce((a, b) => a + b, 0);
const idle = [...self].filter(([id]) =>
  /^\((idle|program|garbage collector)\)$/.test(byId.get(id)!.callFrame.functionName),
);

const where = (url: string) => {
  const module = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1]!;
  const own = /\/(apps\/[^/]+|packages\/[^/]+|tools\/[^/]+)\//.exec(url);
  if (own) return own[1]!;
  return url.startsWith('node:') ? 'node' : url || '(native)';
};
const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

function table(title: string, totals: Map<string, number>) {
  console.log(`\n${title}`);
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / all).toFixed(1).padStart(5)} %  ${name}`);
  }
}

const selfByFunction = new Map<string, number>();
const selfByPackage = new Map<string, number>();
const totalByFunction = new Map<string, number>();
for (const [id, ms] of self) {
  const node = byId.get(id)!;
  selfByFunction.set(label(node), (selfByFunction.get(label(node)) ?? 0) + ms);
  const pkg = where(node.callFrame.url);
  selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + ms);
  // total: each function on the stack once (recursion counted once)
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = label(byId.get(at)!);
    if (seen.has(name)) continue;
    seen.add(name);
    totalByFunction.set(name, (totalByFunction.get(name) ?? 0) + ms);
  }
}
console.log(
  `${all.toFixed(0)} ms sampled; ${idle.map(([id, ms]) => `${byId.get(id)!.callFrame.functionName} ${ms.toFixed(0)} ms`).join(', ')}`,
);
table('self time by package', selfByPackage);
table('self time by function', selfByFunction);
table('total time by function (self and callees)', totalByFunction);

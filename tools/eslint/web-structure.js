/**
 * Local ESLint rules that keep the web app's structure (issue 8 item 7), without a plugin dependency:
 *  - `no-import-cycles`: a module may not import something that, through static relative imports,
 *    imports it back (lazy `import()` is not followed: it runs after both modules have loaded);
 *  - `feature-boundaries`: `app/features/<a>` does not import `app/features/<b>`; `app/lib` and
 *    `app/components` import no feature; shared things live in `app/components` or `app/lib`, and the
 *    routes, the root and `app/shell` compose features.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const STATIC_IMPORT =
  /^\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  if (existsSync(base) && /\.[cm]?[jt]sx?$/.test(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** Relative static imports of a file, resolved; cached for one lint run (files do not change during it). */
const edges = new Map();
function importsOf(file) {
  let list = edges.get(file);
  if (list) return list;
  list = [];
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // unreadable: no edges
  }
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const target = resolveRelative(file, match[1] ?? match[2]);
    if (target) list.push(target);
  }
  edges.set(file, list);
  return list;
}

/** A path from `start` back to `goal` through static imports, or null. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, trail] = stack.pop();
    if (file === goal) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...trail, next]]);
  }
  return null;
}

function staticSpecifier(node) {
  const value = node.source?.value;
  return typeof value === 'string' && value.startsWith('.') ? value : null;
}

const noImportCycles = {
  meta: { type: 'problem', docs: { description: 'forbid import cycles through relative imports' }, schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const specifier = staticSpecifier(node);
      if (!specifier) return;
      const target = resolveRelative(file, specifier);
      if (!target) return;
      const trail = pathBack(target, file);
      if (!trail) return;
      const root = context.cwd ?? process.cwd();
      context.report({
        node,
        message: `Import cycle: ${[file, ...trail].map((f) => relative(root, f)).join(' → ')}.`,
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** 'features/<name>', 'lib', 'components' or null for a file under an `app` folder. */
function areaOf(file) {
  const parts = file.split(sep);
  const app = parts.lastIndexOf('app');
  if (app === -1) return null;
  const [top, name] = parts.slice(app + 1);
  if (top === 'features' && name) return `features/${name}`;
  if (top === 'lib' || top === 'components') return top;
  return null;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'web features do not import each other; lib and components import no feature' },
    schema: [],
  },
  create(context) {
    const from = areaOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = areaOf(join(dirname(context.filename), specifier));
      if (!to?.startsWith('features/') || to === from) return;
      context.report({
        node,
        message: from.startsWith('features/')
          ? `Features do not import each other (${from} → ${to}): move the shared part to app/components or app/lib, or compose them in a route or app/shell.`
          : `app/${from} is shared by every feature and imports none (→ ${to}).`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default {
  meta: { name: 'sulit-web-structure' },
  rules: { 'no-import-cycles': noImportCycles, 'feature-boundaries': featureBoundaries },
};

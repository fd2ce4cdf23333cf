/**
 * Writes app/components/icons/sprite.svg: one <symbol> per icon that app/components/icons/index.tsx names
 * (`icon('ShoppingCart')`), drawn from lucide-react's own paths. Pages then reference an icon with
 * `<use href="sprite.svg#shopping-cart">` instead of inlining its paths in every answer; the sprite is a hashed,
 * immutable asset the browser fetches once. Runs before every build (`npm run build`), so the sprite follows
 * the list; `--check` fails when the committed sprite is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lucide from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../app/components/icons');
const names = [
  ...readFileSync(join(dir, 'index.tsx'), 'utf8').matchAll(/^export const \w+ = icon\('([A-Za-z0-9]+)'\);$/gm),
].map((m) => m[1]);
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const symbols = [...new Set(names)].sort().map((name) => {
  const component = lucide[name];
  if (!component) throw new Error(`lucide-react has no icon ${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<symbol id="${kebab(name)}" viewBox="0 0 24 24">${inner}</symbol>`;
});
// No stroke style here: the page's `.i` class (app.css) sets it on the <svg> that holds the <use>, and the
// symbol's shapes inherit it, so a page can still thicken or fill one icon.
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;

const target = join(dir, 'sprite.svg');
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== sprite) {
    console.error('app/components/icons/sprite.svg is stale: run node apps/web/scripts/icon-sprite.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(target, sprite);
  console.log(`icon sprite: ${symbols.length} icons, ${sprite.length} bytes`);
}

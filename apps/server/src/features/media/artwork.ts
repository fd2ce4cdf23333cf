/**
 * Deterministic product and seller artwork: an SVG that shows the product's name on its category colour,
 * so every tile has a real, readable picture without shipping 100 000 image files.
 */

import { escapeHtml } from '@sulit/domain';

/** Greedy word wrap into at most `maxLines` lines of about `width` characters; the last line ellipsised. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/** Mixes a hex colour towards white (amount 0..1). */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

export interface ProductImageFacts {
  name: string;
  brand: string;
  size: string;
  category_name: string;
  color: string;
}

export function renderProductSvg(p: ProductImageFacts): string {
  const color = /^#[0-9a-f]{6}$/i.test(p.color) ? p.color : '#2f7d4f';
  const title = wrapWords(p.name, 18, 4);
  const brand = p.brand.toUpperCase().slice(0, 22);
  // The brand pill grows with its text (about 12 px per bold capital at 16 px, plus padding).
  const pillWidth = Math.min(320, 40 + brand.length * 12);
  const lines = title
    .map((l, i) => `<text x="200" y="${178 + i * 34 - (title.length - 1) * 17}" class="t">${escapeHtml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeHtml(p.name)}">
<style>.t{font:600 26px system-ui,-apple-system,Segoe UI,Roboto,sans-serif;fill:#1b1b1b;text-anchor:middle}.s{font:500 18px system-ui,sans-serif;fill:#3d3d3d;text-anchor:middle}.b{font:700 16px system-ui,sans-serif;fill:#fff;text-anchor:middle;letter-spacing:1px}</style>
<rect width="400" height="400" fill="${tint(color, 0.85)}"/>
<rect x="28" y="28" width="344" height="344" rx="28" fill="#fff" stroke="${tint(color, 0.4)}" stroke-width="3"/>
<rect x="${200 - pillWidth / 2}" y="44" width="${pillWidth}" height="34" rx="17" fill="${color}"/>
<text x="200" y="67" class="b">${escapeHtml(brand)}</text>
${lines}
<text x="200" y="318" class="s">${escapeHtml(p.size.slice(0, 28))}</text>
<text x="200" y="346" class="s" style="fill:${color}">${escapeHtml(p.category_name)}</text>
</svg>`;
}

export function renderSellerLogoSvg(shopName: string, color: string): string {
  const initials = shopName
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeHtml(shopName)} logo">
<circle cx="100" cy="100" r="96" fill="${color}"/><circle cx="100" cy="100" r="80" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>
<text x="100" y="122" style="font:800 64px system-ui,sans-serif;fill:#fff;text-anchor:middle">${escapeHtml(initials)}</text>
</svg>`;
}

export function renderSellerBannerSvg(shopName: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300" role="img" aria-label="${escapeHtml(shopName)} banner">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${tint(color, 0.45)}"/></linearGradient></defs>
<rect width="1200" height="300" fill="url(#g)"/>
<circle cx="1080" cy="60" r="140" fill="#fff" fill-opacity=".12"/><circle cx="980" cy="280" r="90" fill="#fff" fill-opacity=".1"/>
<text x="60" y="170" style="font:800 64px system-ui,sans-serif;fill:#fff">${escapeHtml(shopName)}</text>
<text x="62" y="215" style="font:500 26px system-ui,sans-serif;fill:#fff;fill-opacity:.9">Official shop on Sulit Club</text>
</svg>`;
}

/** A wide label on a card: payment-method marks and content art named in API answers (issue 29: no 404s). */
export function renderLabelSvg(label: string, caption: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" width="320" height="120" role="img" aria-label="${escapeHtml(label)}">
<rect width="320" height="120" rx="16" fill="${tint(color, 0.88)}"/>
<rect x="16" y="16" width="12" height="88" rx="6" fill="${color}"/>
<text x="44" y="62" style="font:700 24px system-ui,sans-serif;fill:#1b1b1b">${escapeHtml(label.slice(0, 22))}</text>
<text x="44" y="92" style="font:500 16px system-ui,sans-serif;fill:#3d3d3d">${escapeHtml(caption.slice(0, 30))}</text>
</svg>`;
}

/** Generated banner art: the banner's title on a brand gradient, wide for desktop and taller for phones. */

import { escapeHtml } from '@sulit/domain';

const PALETTE = [
  ['#0d4f2e', '#2f7d4f'],
  ['#b4231b', '#e0553c'],
  ['#1d4e89', '#3d7cc9'],
  ['#6b3fa0', '#9a6bd1'],
  ['#a85c00', '#e39a2d'],
] as const;

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

export function renderBannerSvg(id: number, title: string, variant: 'desktop' | 'mobile'): string {
  const [dark, light] = PALETTE[id % PALETTE.length]!;
  const desktop = variant === 'desktop';
  const [w, h] = desktop ? [1200, 400] : [800, 600];
  const lines = wrap(title, desktop ? 26 : 18, 3);
  const size = desktop ? 60 : 64;
  const top = h / 2 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${desktop ? 80 : 60}" y="${Math.round(top + i * size * 1.15)}" style="font:800 ${size}px system-ui,sans-serif;fill:#fff">${escapeHtml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeHtml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w - 120}" cy="${h - 80}" r="${desktop ? 220 : 180}" fill="#fff" fill-opacity=".08"/>
<circle cx="${w - 60}" cy="60" r="${desktop ? 120 : 90}" fill="#f5c518" fill-opacity=".85"/>
${text}
<text x="${desktop ? 80 : 60}" y="${h - 50}" style="font:700 ${desktop ? 26 : 30}px system-ui,sans-serif;fill:#f5c518;letter-spacing:2px">SULIT CLUB</text>
</svg>`;
}

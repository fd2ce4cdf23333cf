/**
 * The judges' verdicts (issue 13 item 4) on a running store:
 *
 *   npx tsx tools/judges/src/judges.ts --origin http://127.0.0.1:3000 [--runs 3] [--write docs/JUDGES.md]
 *
 * Lighthouse 12 (mobile, simulated Slow 4G and 4× CPU, Debian's Chromium or CHROME_PATH), the median of `runs`
 * runs per page, on home, a category, search, a product and a cart with three items; axe at phone and desktop
 * size; the W3C Nu checker on each page's HTML. Prints the table and, with --write, puts it into the file
 * between the JUDGES markers. Figures from a loaded machine are not final: rerun on a quiet one.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { axeViolations, VIEWPORTS, vnuErrors } from './checks';
import { type JudgedPage, judgedPages } from './pages';

const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
    write: { type: 'string' },
  },
});
const origin = values.origin.replace(/\/$/, '');
const runs = Math.max(1, Number(values.runs));
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface Verdict {
  page: JudgedPage;
  scores: Record<Category, number>;
  /** the audits below a full score in the median run's categories other than performance */
  flagged: string[];
  /** the median performance run's metrics, to say where the performance score goes */
  metrics: string;
  axe: Record<keyof typeof VIEWPORTS, string[]>;
  vnu: string[];
}

/** What an audit found, briefly (a console error's text and source, a failing element), so a flag says why. */
function auditItems(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const described = items.slice(0, 3).flatMap((item) => {
    const location = item.sourceLocation as { url?: string } | undefined;
    const node = item.node as { snippet?: string } | undefined;
    const said = [item.description, location?.url ?? item.url, node?.snippet].filter(
      (part) => typeof part === 'string',
    );
    return said.length ? [said.join(' ')] : [];
  });
  return described.length ? ` (${described.join('; ')})` : '';
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function lighthouseRuns(
  url: string,
  cookie: string,
): Promise<{ scores: Record<Category, number>; flagged: string[]; metrics: string }> {
  const results: { scores: Record<Category, number>; flagged: string[]; metrics: string }[] = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run, as Lighthouse's CLI does: no warm cache between runs.
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          ...(cookie ? { extraHeaders: { cookie } } : {}),
        },
        // Lighthouse's defaults are the judges' settings: mobile, Slow 4G simulated, 4× CPU slowdown.
        undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Record<Category, number>;
      const flagged = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c}: ${ref.id}${auditItems(lhr.audits[ref.id]?.details)}`),
      );
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const seconds = (id: string) => `${(metric(id) / 1000).toFixed(1)} s`;
      const metrics = [
        `FCP ${seconds('first-contentful-paint')}`,
        `LCP ${seconds('largest-contentful-paint')}`,
        `TBT ${Math.round(metric('total-blocking-time'))} ms`,
        `CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
        `SI ${seconds('speed-index')}`,
      ].join(', ');
      results.push({ scores, flagged, metrics });
    } finally {
      await chrome.kill();
    }
  }
  const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const mid = byPerformance[Math.floor(byPerformance.length / 2)]!;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))])) as Record<
      Category,
      number
    >,
    flagged: mid.flagged,
    metrics: mid.metrics,
  };
}

function table(verdicts: Verdict[], when: string): string {
  const rows = verdicts.map((v) => {
    const seo = v.page.indexable ? String(v.scores.seo) : `${v.scores.seo} (not indexed)`;
    const axe = `${v.axe.phone.length} / ${v.axe.desktop.length}`;
    return `| ${v.page.name} | \`${v.page.path}\` | ${v.scores.performance} | ${v.scores.accessibility} | ${v.scores['best-practices']} | ${seo} | ${axe} | ${v.vnu.length} |`;
  });
  const notes = verdicts.flatMap((v) => [
    `- ${v.page.name}: performance ${v.scores.performance} (${v.metrics})`,
    ...v.flagged.map((f) => `- ${v.page.name}: Lighthouse ${f}`),
    ...v.axe.phone.map((f) => `- ${v.page.name} (phone): axe ${f}`),
    ...v.axe.desktop.map((f) => `- ${v.page.name} (desktop): axe ${f}`),
    ...v.vnu.map((f) => `- ${v.page.name}: vnu ${f}`),
  ]);
  return [
    `Measured ${when} against \`${origin}\`, Lighthouse median of ${runs} (mobile, Slow 4G, 4× CPU).`,
    '',
    '| page | path | performance | accessibility | best practices | SEO | axe violations (phone / desktop) | vnu errors |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'The median performance run of each page, and what the judges flagged:\n\n' + notes.join('\n'),
  ].join('\n');
}

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
try {
  const context = await browser.newContext();
  const pages = await judgedPages(context, origin);
  const cookie = (await context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
  const verdicts: Verdict[] = [];
  const html: Record<string, string> = {};
  for (const page of pages) {
    const url = origin + page.path;
    html[page.name] = await (await context.request.get(url)).text();
    const axe = { phone: [] as string[], desktop: [] as string[] };
    for (const [size, viewport] of Object.entries(VIEWPORTS) as [
      keyof typeof VIEWPORTS,
      { width: number; height: number },
    ][]) {
      const tab = await context.newPage();
      await tab.setViewportSize(viewport);
      await tab.goto(url, { waitUntil: 'load' });
      axe[size] = await axeViolations(tab);
      await tab.close();
    }
    process.stderr.write(`${page.name}: axe done, Lighthouse ×${runs}…\n`);
    // Only the cart needs the shopper's cookies (its three lines); the catalogue pages are judged as a guest sees them.
    const lh = await lighthouseRuns(url, page.indexable ? '' : cookie);
    verdicts.push({ page, ...lh, axe, vnu: [] });
  }
  const vnu = await vnuErrors(html);
  for (const v of verdicts) v.vnu = vnu[v.page.name] ?? [];

  const text = table(verdicts, new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC');
  console.log(text);
  if (values.write) {
    const start = '<!-- JUDGES:START -->';
    const end = '<!-- JUDGES:END -->';
    const doc = await readFile(values.write, 'utf8');
    const [before, rest] = doc.split(start);
    const after = rest?.split(end)[1];
    if (before === undefined || after === undefined)
      throw new Error(`${values.write} lacks the ${start} … ${end} markers`);
    await writeFile(values.write, `${before}${start}\n${text}\n${end}${after}`);
  }
} finally {
  await browser.close();
}

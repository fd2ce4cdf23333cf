import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** Links that change state when followed: never crawled. */
const STATE_CHANGING = ['/customer/account/logout'];

/**
 * Pages checked per shopper: every link on the start pages, and every link on the pages those lead to —
 * except that product pages and filtered variants are checked but not followed further (their links are
 * more products and the same shell, which the start pages already cover).
 */
const MAX_PAGES = 250;
const isProductPage = (path: string) => /-\d+$/.test(path.split('?')[0]!);
const PARALLEL = 6;

function internalPath(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  const path = url.pathname + url.search;
  if (STATE_CHANGING.includes(url.pathname)) return null;
  return path;
}

/** The links a server-rendered page offers (attribute values as the HTML has them). */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** The links a page shows once it is running in the browser (menus, rails, footer). */
async function linksOnPage(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

async function startPages(request: APIRequestContext): Promise<string[]> {
  const top = (await (await request.get('/api/product/top-selling')).json()) as { items: { url: string }[] };
  const menu = (await (await request.get('/rest/V1/sulit/megamenu/menu-top')).json()) as {
    items: { url_path?: string; url?: string }[];
  };
  const category = menu.items[0]?.url ?? `/${menu.items[0]?.url_path}`;
  return ['/', category, top.items[0]!.url, '/checkout/cart', '/help-center', '/shop/manila-home-depot-direct'];
}

async function crawl(page: Page, base: string): Promise<{ checked: number; dead: string[] }> {
  const request = page.request;
  const seen = new Set<string>();
  const dead: string[] = [];
  let queue: { path: string; from: string; depth: number }[] = [];
  for (const start of await startPages(request)) {
    const response = await page.goto(start);
    expect(response?.status(), `start page ${start}`).toBeLessThan(400);
    seen.add(start);
    for (const href of await linksOnPage(page)) {
      const path = internalPath(href, base);
      if (path && !seen.has(path)) {
        seen.add(path);
        queue.push({ path, from: start, depth: 1 });
      }
    }
  }
  let checked = 0;
  while (queue.length && checked < MAX_PAGES) {
    const batch = queue.splice(0, PARALLEL);
    const next: typeof queue = [];
    await Promise.all(
      batch.map(async ({ path, from, depth }) => {
        // One retry: a kept-alive socket the server closed while idle is not a dead link.
        const get = () => request.get(path, { headers: { accept: 'text/html' } });
        const retry = () => new Promise((resolve) => setTimeout(resolve, 500)).then(get);
        const response = await get().catch(retry).catch(retry);
        checked += 1;
        if (response.status() >= 400) dead.push(`${response.status()} ${path} (linked from ${from})`);
        const type = response.headers()['content-type'] ?? '';
        const follow = depth < 2 && !path.includes('?') && !isProductPage(path);
        if (follow && response.ok() && type.includes('text/html')) {
          for (const href of linksIn(await response.text())) {
            const target = internalPath(href, base);
            if (target && !seen.has(target)) {
              seen.add(target);
              next.push({ path: target, from: path, depth: depth + 1 });
            }
          }
        }
      }),
    );
    queue = [...queue, ...next];
  }
  return { checked, dead };
}

test.describe('no dead links @desktop-only', () => {
  // Desktop only: the links are the same on both layouts (the phone menu renders the same anchors).
  test.setTimeout(600_000);

  test('every internal link reachable from the start pages answers, for a guest', async ({ page, baseURL }) => {
    const { checked, dead } = await crawl(page, baseURL!);
    console.log(`guest crawl: ${checked} pages checked`);
    expect(checked).toBeGreaterThan(100);
    expect(dead).toEqual([]);
  });

  test('every internal link reachable from the start pages answers, for a signed-in customer', async ({
    page,
    baseURL,
  }) => {
    const login = await page.request.post('/api/customer/login', {
      data: { username: 'member@example.com', password: 'Member123!' },
    });
    expect(login.status()).toBe(200);
    await page.goto('/customer/account');
    await expect(page).toHaveURL(/\/customer\/account$/);
    const { checked, dead } = await crawl(page, baseURL!);
    expect(checked).toBeGreaterThan(100);
    expect(dead).toEqual([]);
  });

  test('the sitemap lists only pages that answer 200', async ({ request }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(files).toContain('/sitemap-pages.xml');
    const urls: string[] = [];
    for (const file of files) {
      const body = await (await request.get(file)).text();
      const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&#38;/g, '&'));
      // every fixed, CMS and category page; the first 150 products of each product file
      urls.push(...(file.startsWith('/sitemap-products-') ? locs.slice(0, 150) : locs));
    }
    expect(urls.length).toBeGreaterThan(50);
    const bad: string[] = [];
    for (let i = 0; i < urls.length; i += PARALLEL) {
      await Promise.all(
        urls.slice(i, i + PARALLEL).map(async (url) => {
          const u = new URL(url);
          const response = await request.get(u.pathname + u.search, { maxRedirects: 0 });
          if (response.status() !== 200) bad.push(`${response.status()} ${url}`);
        }),
      );
    }
    expect(bad).toEqual([]);
  });
});

import { expect, type Page, test } from '@playwright/test';
import { bestSellers } from './catalog-picks';

/**
 * The server renders with React and the browser hydrates with Preact (decision 019). What the two could disagree
 * on, walked as a shopper meets it: the <head> React hoists (a stylesheet that went missing or a canonical link
 * left from the last page), the ids `useId` makes (a combobox naming a listbox that is not there), and a click that
 * lands before the scripts have run.
 */

/** Problems the page reported: uncaught errors, and console errors other than a failed resource load. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/** What the shopper's head holds: one of each, and the stylesheet in force. */
async function head(page: Page) {
  return page.evaluate(() => ({
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
    icons: [...document.querySelectorAll('link[rel="icon"]')].map((l) => l.getAttribute('href')),
    titles: document.querySelectorAll('title').length,
    title: document.title,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    // the skip link is visually hidden (position: absolute) only while the stylesheet applies
    skipLinkPosition: getComputedStyle(document.querySelector('a[href="#main-content"]')!).position,
  }));
}

/** Types into the header's search box until suggestions show: the page has hydrated. */
async function expectSuggestions(page: Page) {
  const search = page.getByRole('combobox', { name: 'Search products' });
  await expect(async () => {
    await search.fill('rice', { timeout: 2_000 });
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return search;
}

test.describe('hydration', () => {
  test('the head stays whole through hydration and a client navigation, and ids point at what exists', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    // Nothing the page asks for is missing (a <head> without its icon for a moment sends the browser to /favicon.ico).
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    const product = (await bestSellers(page.request)).find((p) => p.seller_id === 'sulit');
    if (!product) throw new Error('the demo catalogue lacks an own-store best seller');
    const category = `/${product.url.split('/')[1]}`;

    await page.goto(category);
    // Hydrated once the search box answers typing with suggestions (a Preact-rendered listbox).
    const search = await expectSuggestions(page);
    // The combobox names its listbox by the id the listbox really has.
    const controls = await search.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    expect(await page.locator(`[id="${controls}"]`).getAttribute('role')).toBe('listbox');
    await search.fill('');

    const before = await head(page);
    expect(before.stylesheets).toHaveLength(1);
    expect(before.icons).toEqual(['/favicon.svg']);
    expect(before.titles).toBe(1);
    expect(before.descriptions).toBe(1);
    expect(before.canonicals).toEqual([expect.stringMatching(new RegExp(`${category}$`))]);
    expect(before.skipLinkPosition).toBe('absolute');

    // A client navigation (no new document) to the product replaces the page's head entries, and only those.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator(`main a[href="${product.url}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const after = await head(page);
    expect(after.stylesheets).toEqual(before.stylesheets);
    expect(after.icons).toEqual(['/favicon.svg']);
    expect(after.titles).toBe(1);
    expect(after.title).toContain(product.name);
    expect(after.descriptions).toBe(1);
    expect(after.canonicals).toEqual([expect.stringMatching(new RegExp(`${product.url}$`))]);
    expect(after.skipLinkPosition).toBe('absolute');
    expect(problems).toEqual([]);
    expect(missing).toEqual([]);
  });

  test('a guest who follows the Account link in a hydrated page is sent to log in with that page remembered', async ({
    page,
  }) => {
    // Loaders get the raw request (future.v8_passThroughRequests): for a client navigation its URL is the .data one,
    // and the path to come back to must be the page's, read from the loader's `url`.
    await page.goto('/');
    await expectSuggestions(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/customer\/account\/login\?redirect=%2Fcustomer%2Faccount$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a link clicked before the scripts run still takes the shopper there, and the next page hydrates', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    // Hold the framework script until the click has happened: the page is server HTML only.
    let release!: () => void;
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/framework-*.js', async (route) => {
      await clicked;
      await route.continue();
    });

    await page.goto('/', { waitUntil: 'commit' });
    const helpCenter = page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' });
    await helpCenter.click();
    release();
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The new page hydrates: the search box answers typing with suggestions.
    await expectSuggestions(page);
    expect(problems).toEqual([]);
  });
});

import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/** Full-page evidence of what the shopper saw, per project: e2e/.screenshots/{project}-{name}.png (git-ignored). */
async function snapshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}): Promise<void> {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-${name}.png`, import.meta.url));
  // Scroll through once so lazy images below the fold are in the picture, as a shopper scrolling would see.
  if (fullPage) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
  }
  await page.screenshot({ path: file, fullPage });
}

test.describe('store shell', () => {
  test('a shopper opening the home page sees the store, its categories and best sellers', async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Sulit Club — Online grocery & warehouse club');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Club prices on everything you stock up on' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Become a member' })).toHaveAttribute(
      'href',
      '/lofcustomermembership/buy',
    );
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Select delivery location/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/customer/account');
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/checkout/cart');

    const categories = page.getByRole('region', { name: 'Shop by category' }).getByRole('link');
    await expect(categories.first()).toBeVisible();
    expect(await categories.count()).toBeGreaterThan(0);

    const bestSellers = page.getByRole('region', { name: 'Best sellers' }).getByRole('listitem');
    await expect(bestSellers.first()).toBeVisible();
    expect(await bestSellers.count()).toBeGreaterThan(0);
    expect(await bestSellers.count()).toBeLessThanOrEqual(20);
    // Prices are pesos with centavos, e.g. ₱1,450.00.
    await expect(bestSellers.first()).toContainText(/₱\d{1,3}(,\d{3})*\.\d{2}/);
    await expect(bestSellers.first().getByRole('img')).toHaveAttribute('alt', /\S/);

    // Spec §2 contact block, quoted.
    const footer = page.getByRole('contentinfo');
    for (const store of ['Balintawak', 'Otis', 'Arcovia', 'Alabang']) {
      await expect(footer.getByRole('listitem').filter({ hasText: store })).toContainText('9am-6pm');
    }
    await expect(footer.getByRole('listitem').filter({ hasText: 'Cebu' })).toContainText('9am-8pm');
    await expect(footer).toContainText('7am-9pm, Monday to Sunday (excluding holidays)');
    for (const network of ['Facebook', 'Instagram', 'TikTok']) {
      await expect(footer.getByRole('link', { name: `Sulit Club on ${network}` })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
    }
    await expect(footer).toContainText('© 2026 Sulit Club');

    await snapshot(page, testInfo, 'home');
  });

  test('unknown pages answer 404 with a friendly page', async ({ page }, testInfo) => {
    for (const path of ['/not-found', '/some/unknown/path']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    }
    await snapshot(page, testInfo, 'not-found');
  });

  test('pages arrive compressed, with security headers, and assets are cached for good', async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(page.headers()['content-type']).toContain('text/html');
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    const html = await page.text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const script = await request.get(asset!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // compressed once at build (brotli 11 and gzip files beside the asset), chosen by Accept-Encoding
    expect(script.headers()['content-encoding']).toBe('br');
    expect(script.headers()['vary']).toMatch(/accept-encoding/i);
    const gzipped = await request.get(asset!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(await gzipped.text()).toBe(await script.text());
  });

  test('searching from the header goes to the search results page', async ({ page }, testInfo) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('rice');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/catalogsearch/result/' && url.searchParams.get('q') === 'rice');
    await snapshot(page, testInfo, 'search-submitted');
  });

  test('categories: a bar on desktop, a drawer behind the menu button on phones', async ({ page }, testInfo) => {
    await page.goto('/');
    const drawer = page.getByRole('dialog', { name: 'All categories' });
    await expect(drawer).toBeHidden();
    const opener =
      testInfo.project.name === 'phone'
        ? page.getByRole('button', { name: 'Open category menu' })
        : page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'All categories' });

    if (testInfo.project.name === 'desktop') {
      await expect(page.getByRole('button', { name: 'Open category menu' })).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first()).toBeVisible();
    }

    // Before hydration the button cannot open anything yet; keep tapping until the app is interactive.
    await expect(async () => {
      await opener.click();
      await expect(drawer).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const menu = drawer.getByRole('navigation', { name: 'Category menu' });
    await expect(menu.getByRole('listitem').first()).toBeVisible();
    // The drawer covers the viewport only, so a viewport shot shows it as the shopper does.
    await snapshot(page, testInfo, 'category-drawer', { fullPage: false });

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Choosing a category closes the drawer and goes to that category's page. Categories with
    // subcategories fold them away under the name, with an "All …" link first.
    await opener.click();
    const firstCategory = menu.getByRole('listitem').first();
    if ((await firstCategory.getByRole('group').count()) > 0) await firstCategory.locator('summary').click();
    const link = firstCategory.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/[a-z0-9-]/);
    await link.click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test('the home page has no serious or critical accessibility violations', async ({ page }, testInfo) => {
    await page.goto('/');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const severe = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    expect(severe).toEqual([]);
    await snapshot(page, testInfo, 'home-axe');
  });
});

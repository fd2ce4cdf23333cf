import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}

type Sellers = { items: { id: string; shop_name: string; products: { url: string; name: string }[] }[] };

test.describe('sellers’ shops and the directory', () => {
  test.describe.configure({ timeout: 120_000 });
  test('a shopper opens a seller from a product page, browses its category, and finds a brand in the directory', async ({
    page,
    request,
  }, testInfo) => {
    const sellers = (await (
      await request.get('/rest/V1/sulit/web2case/get-marketplace-sellers?productsPerSeller=1')
    ).json()) as Sellers;
    const seller = sellers.items.find((s) => s.id === 'manila-home-depot-direct')!;
    const product = seller.products[0]!;

    await page.goto(product.url);
    await page.getByRole('link', { name: seller.shop_name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${seller.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: seller.shop_name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Best sellers' }).getByRole('listitem').first()).toBeVisible();
    await snapshot(page, testInfo, 'shop-home');

    const card = page.getByRole('region', { name: 'Shop by category' }).getByRole('link').first();
    const categoryName = (await card.locator('span').first().textContent())!.trim();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/shop/${seller.id}/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 2, name: categoryName })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(tiles.first()).toBeVisible();
    // The same sorting as a category page.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price/);
    await snapshot(page, testInfo, 'shop-category');

    await page.getByRole('link', { name: 'Shop information' }).click();
    await expect(page.getByRole('heading', { name: 'Policies' })).toBeVisible();
    await expect(page.getByText('₱79.00 per order from this shop')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ratings' })).toContainText('No ratings yet.');

    await page.goto('/online-marketplace.html');
    await page.getByRole('link', { name: 'All brands A–Z' }).click();
    await expect(page).toHaveURL(/\/market-place\/directory\?brands/);
    await page
      .getByRole('navigation', { name: 'Jump to brands by letter' })
      .getByRole('link', { name: 'M', exact: true })
      .click();
    await expect(page).toHaveURL(/#letter-M$/);
    await snapshot(page, testInfo, 'directory-brands');
    const brandLink = page.getByRole('link', { name: /^MHD Home \d+$/ });
    const count = Number((await brandLink.innerText()).match(/(\d+)\s*$/)![1]);
    await brandLink.click();
    await expect(page).toHaveURL(/\/catalogsearch\/result\/\?q=MHD\+Home&brand=MHD\+Home/, { timeout: 20_000 });
    // Exactly that brand's products: as many as the directory said, each of that brand.
    await expect(page.getByText(`of ${count} products`)).toBeVisible();
    const results = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    for (const text of await results.allInnerTexts()) expect(text.toUpperCase()).toContain('MHD HOME');
  });

  test('the sellers directory lists every shop A–Z with letter jumps', async ({ page }) => {
    await page.goto('/market-place/directory?sellers');
    await expect(page.getByRole('link', { name: 'Sellers' })).toHaveAttribute('aria-current', 'page');
    await page
      .getByRole('navigation', { name: 'Jump to sellers by letter' })
      .getByRole('link', { name: 'M', exact: true })
      .click();
    await page.getByRole('link', { name: /^Manila Home Depot Direct \d+$/ }).click();
    await expect(page).toHaveURL(/\/shop\/manila-home-depot-direct$/);
  });

  test('a shop image that fails to load is reported once per page view', async ({ page }) => {
    const reports: string[] = [];
    await page.route('**/media/seller/**/banner.svg', (route) => route.fulfill({ status: 500, body: '' }));
    page.on('request', (r) => {
      if (r.url().endsWith('/logger') && r.method() === 'POST') reports.push(r.postData() ?? '');
    });
    await page.goto('/shop/manila-home-depot-direct');
    await expect.poll(() => reports.length).toBe(1);
    const body = JSON.parse(reports[0]!) as { message: string };
    expect(JSON.parse(body.message)).toMatchObject({
      email: 'guest',
      seller: 'manila-home-depot-direct',
      type: 'banner',
    });
    await page.waitForTimeout(500);
    expect(reports).toHaveLength(1);
  });

  test('an unknown shop or shop category is the not-found page', async ({ page }) => {
    expect((await page.goto('/shop/no-such-shop'))?.status()).toBe(404);
    expect((await page.goto('/shop/manila-home-depot-direct/no-such-category'))?.status()).toBe(404);
  });
});

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { snapshot, type Tile } from './catalog-picks';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The store operator's command (npm run operator) against this run's database. */
function operator(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'packages/db/src/cli/operator.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: `file:var/e2e/${PORT}/sulit-e2e.db` },
    encoding: 'utf8',
  });
}

const shown = async (page: Page) =>
  Number(
    (
      await page
        .getByRole('status')
        .filter({ hasText: /Showing/ })
        .innerText()
    ).match(/of (\d+) product/)![1],
  );

/** Issue 29: "In stock only" on search results and category listings, for the store the shopper shops from. */
test('a shopper keeps to what their store has in stock, on search and on a category, and the URL keeps it', async ({
  page,
}, testInfo: TestInfo) => {
  test.setTimeout(180_000);
  await page.request.put('/api/location', { data: { type: 'pickup', source_code: 'balintawak' } });
  // One rice product sold out at Balintawak (a different one per project), so the filter has something to hide.
  const res = await page.request.get('/rest/V1/sulit/search-result?query=rice&pageSize=48');
  const { items } = (await res.json()) as { items: Tile[] };
  const stocked = items.filter((p) => p.seller_id === 'sulit' && p.stock_qty > 0);
  const soldOut = stocked[testInfo.project.name === 'phone' ? 0 : 1]!;
  operator('restock', soldOut.sku, 'balintawak', '0');

  await page.goto('/catalogsearch/result/?q=rice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const everything = await shown(page);
  const box = page.getByRole('checkbox', { name: 'In stock only' });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page).toHaveURL(/[?&]q=rice&in_stock=1$/);
  await expect(box).toBeChecked();
  const inStock = await shown(page);
  expect(inStock).toBeLessThan(everything);
  const products = page.getByRole('list', { name: 'Products' });
  await expect(products.getByText('Out of stock')).toHaveCount(0);
  await expect(products.getByRole('link', { name: soldOut.name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /In stock only/ })).toBeVisible();
  await snapshot(page, testInfo, 'in-stock-search');

  // The URL carries it: a shared link or a reload opens the same filtered page.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  expect(await shown(page)).toBe(inStock);
  // The chip takes it off again.
  await page.getByRole('link', { name: /In stock only/ }).click();
  await expect(page).toHaveURL(/\/catalogsearch\/result\/?\?q=rice$/);
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
  expect(await shown(page)).toBe(everything);

  // A category: the box sits beside Price on the phone and on desktop, and filters with the others.
  await page.goto('/pantry');
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry' })).toBeVisible();
  const pantry = await shown(page);
  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(page).toHaveURL(/\/pantry\?in_stock=1$/);
  expect(await shown(page)).toBeLessThanOrEqual(pantry);
  await expect(page.getByRole('list', { name: 'Products' }).getByText('Out of stock')).toHaveCount(0);
  await snapshot(page, testInfo, 'in-stock-category');
  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/pantry$/);
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
});

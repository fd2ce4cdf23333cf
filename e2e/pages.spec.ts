import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/**
 * The pages every store has (issue 14): careers, the promotion pages and the delivery-area checker. Each is
 * one short walk on the desktop layout; the pages share the listing and picker parts the phone walks cover.
 */
/** What the shopper saw: e2e/.screenshots/{project}-pages-{name}.png (git-ignored). */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-pages-${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}

async function pick(page: Page, label: string, text: string | null): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  if (text !== null) await box.fill(text);
  const options = page.getByRole('listbox', { name: label }).getByRole('option');
  await (text === null ? options.first() : options.filter({ hasText: text }).first()).click();
}

test('careers: a shopper finds how to apply and how their data is kept @desktop-only', async ({ page }, testInfo) => {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers at Sulit Club' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where you could work' })).toBeVisible();
  await expect(page.getByText(/Warehouse: receiving, inventory control/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'careers@sulitclub.ph' })).toHaveAttribute(
    'href',
    'mailto:careers@sulitclub.ph',
  );
  await expect(page.getByText(/Data Privacy Act of 2012/)).toBeVisible();
  // Every page's footer links the pages about the store (the crawler follows them all).
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Careers' })).toHaveAttribute(
    'href',
    '/careers',
  );
  await snapshot(page, testInfo, 'careers');
});

test('special products and truckload list tagged products; a tile opens its product page @desktop-only', async ({
  page,
}, testInfo) => {
  // Two listing pages and a product page: about 40 s on the loaded 2-core machine.
  test.setTimeout(120_000);
  await page.goto('/promotion/special-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Special products' })).toBeVisible();
  const products = page.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('listitem').first()).toContainText('Member Deal');
  await snapshot(page, testInfo, 'special-products');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Truckload sale' }).click();
  await expect(page).toHaveURL(/\/promotion\/truckload$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Truckload sale' })).toBeVisible();
  const first = products.getByRole('listitem').first();
  await expect(first).toContainText('Bulk Saver');
  const name = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('delivery areas: a covered barangay names its store, an uncovered one says no @desktop-only', async ({
  page,
}, testInfo) => {
  await page.goto('/delivery-areas');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Areas' })).toBeVisible();
  const checker = page.getByRole('region', { name: 'Check your barangay' });
  await pick(page, 'Province', 'Cebu');
  await pick(page, 'City / Municipality', 'City of Cebu');
  await pick(page, 'Barangay', null);
  await expect(checker).toContainText(/Yes, we deliver to .+, City of Cebu, from our Cebu store/);

  await pick(page, 'Province', 'Abra');
  await pick(page, 'City / Municipality', null);
  await pick(page, 'Barangay', null);
  await expect(checker).toContainText('We are currently not delivering to this area.');
  // The list of areas is the same data: Cebu is there, Abra is not.
  const areas = page.getByRole('region', { name: 'Areas we deliver to' });
  await expect(areas.getByText(/^Cebu — \d+ cities and municipalities$/)).toBeVisible();
  await expect(areas).not.toContainText('Abra');
  await snapshot(page, testInfo, 'delivery-areas');
});

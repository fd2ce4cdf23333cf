import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 30, walked as a new shopper: a typo, a Tagalog word and a common name in the header search, and the
 * location set by typing places the way shoppers name them ("NCR", "Makati City", "QC").
 */
async function searchFromHeader(page: Page, query: string) {
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.fill('');
  await box.pressSequentially(query, { delay: 30 });
  await box.press('Escape');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Search results for “${query}”`);
  return page.getByRole('list', { name: 'Products' }).getByRole('heading');
}

test('the header search understands "cofee", "bigas" and "toilet paper"', async ({ page }) => {
  await page.goto('/');
  for (const [query, meant] of [
    ['cofee', /coffee/i],
    ['bigas', /rice/i],
    ['toilet paper', /tissue/i],
  ] as const) {
    const names = await searchFromHeader(page, query);
    await expect(page.getByRole('status')).toContainText(/of \d+ product/);
    await expect(names.first()).toContainText(meant);
  }
});

async function choose(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(typed);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

test('the location is set by typing "NCR", "Makati City" and "QC"', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Where should we bring your order?' });
  for (const [typed, city] of [
    ['Makati City', 'City of Makati'],
    ['QC', 'Quezon City'],
  ] as const) {
    await page.getByRole('button', { name: /Select delivery location|Deliver to/ }).click();
    await expect(dialog.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
    await choose(page, 'Province', 'NCR', 'Metro Manila');
    await choose(page, 'City / Municipality', typed, city);
    const barangay = page.getByRole('combobox', { name: 'Barangay' });
    await barangay.click();
    await page.getByRole('listbox', { name: 'Barangay' }).getByRole('option').first().click();
    await expect(dialog.getByText(/Delivered from our .* store\./)).toBeVisible();
    await dialog.getByRole('button', { name: 'Deliver here' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(`Deliver to.*${city}`) })).toBeVisible();
  }
});

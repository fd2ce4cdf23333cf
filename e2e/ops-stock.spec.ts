import { expect, test } from '@playwright/test';
import { bestSellers } from './catalog-picks';
import { grantRole, judged, newPage, openConsole, signUp, snapshot, uniqueEmail } from './ops-steps';

/**
 * Issue 35, stock per store and sellers in the console (decision 035): a store manager of Balintawak signs in with
 * a second factor, sets a product out of stock there and a shopper at Balintawak sees it out of stock; an
 * administrator suspends a seller and the seller's shop no longer sells. Each walk puts back what it changed, so
 * the other walks' products and shops are as the seed made them.
 */
test.describe('stock per store and sellers in the console @desktop-only', () => {
  test.beforeEach(() => test.setTimeout(900_000));

  test('a store manager sets a product out of stock, and a shopper at that store sees it', async ({
    browser,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const shopper = await newPage(browser, testInfo);
    // a shopper who picks up at Balintawak
    const located = await shopper.request.put('/api/location', { data: { type: 'pickup', source_code: 'balintawak' } });
    expect(located.ok()).toBe(true);
    // far down the best sellers in stock at Balintawak (the other walks take the first)
    const tiles = (await bestSellers(shopper.request)).filter((t) => t.seller_id === 'sulit' && t.stock_qty > 0);
    const product = tiles.at(phone ? -2 : -1)!;
    await shopper.goto(product.url);
    await expect(shopper.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    await expect(shopper.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    const staffEmail = uniqueEmail(testInfo, 'ops-stock');
    const staff = await newPage(browser, testInfo);
    await signUp(staff, staffEmail, 'Lorna', 'Reyes');
    await grantRole(staffEmail, 'store_manager', 'balintawak');
    await openConsole(staff);
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Stock per store' }).click();
    await expect(staff.getByRole('heading', { name: 'Stock per store', level: 1 })).toBeVisible();
    await staff.getByLabel('SKU or product name').fill(product.sku);
    await staff.getByRole('button', { name: 'Find product' }).click();
    const field = staff.getByRole('spinbutton', { name: `Quantity at Balintawak of ${product.name}`, exact: true });
    await expect(field).toBeVisible();
    // a Balintawak manager sees Balintawak's row only, never another store's
    await expect(
      staff.getByRole('spinbutton', { name: `Quantity at Alabang of ${product.name}`, exact: true }),
    ).toHaveCount(0);
    const before = await field.inputValue();
    await field.fill('0');
    await staff.getByRole('button', { name: `Save Quantity at Balintawak of ${product.name}` }).click();
    await expect(staff.getByText('Out of stock at Balintawak')).toBeVisible();
    await judged(staff);
    await snapshot(staff, testInfo, 'stock-out');

    // The shopper at Balintawak sees it out of stock.
    await expect(async () => {
      await shopper.reload();
      await expect(shopper.getByText('Out of stock').first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await snapshot(shopper, testInfo, 'stock-out-shopper');

    // Put back as it was.
    await staff
      .getByRole('spinbutton', { name: `Quantity at Balintawak of ${product.name}`, exact: true })
      .fill(before);
    await staff.getByRole('button', { name: `Save Quantity at Balintawak of ${product.name}` }).click();
    await expect(staff.getByText(`${before} in stock`)).toBeVisible();
  });

  test('an administrator suspends a seller, and the seller’s shop no longer sells', async ({
    browser,
    request,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const listed = await request.get('/rest/V1/sulit/web2case/get-marketplace-sellers?productsPerSeller=0');
    const sellers = ((await listed.json()) as { items: { id: string; shop_name: string; product_count: number }[] })
      .items;
    // shops the other walks do not visit, one per project
    const spare = sellers.filter((s) => s.product_count > 0 && s.id !== 'manila-home-depot-direct');
    const seller = spare.at(phone ? -2 : -1)!;

    const shopper = await newPage(browser, testInfo);
    await shopper.goto(`/shop/${seller.id}`);
    await expect(shopper.getByRole('heading', { name: seller.shop_name }).first()).toBeVisible();

    const staffEmail = uniqueEmail(testInfo, 'ops-admin');
    const staff = await newPage(browser, testInfo);
    await signUp(staff, staffEmail, 'Ramon', 'Santos');
    await grantRole(staffEmail, 'admin', '*');
    await openConsole(staff);
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Sellers' }).click();
    await expect(staff.getByRole('heading', { name: 'Sellers', level: 1 })).toBeVisible();
    await judged(staff);
    await staff.getByRole('link', { name: seller.shop_name, exact: true }).click();
    await expect(staff.getByRole('heading', { name: seller.shop_name, level: 1 })).toBeVisible();
    await staff.getByRole('button', { name: 'Suspend seller' }).click();
    await expect(staff.getByText('Suspended', { exact: true })).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Reinstate seller' })).toBeVisible();
    await judged(staff);
    await snapshot(staff, testInfo, 'seller-suspended');

    // The shopper's shop page is gone: not found, nothing to add to the cart.
    await expect(async () => {
      const res = await shopper.goto(`/shop/${seller.id}`);
      expect(res?.status()).toBe(404);
    }).toPass({ timeout: 20_000 });
    await expect(shopper.getByRole('button', { name: /^Add / })).toHaveCount(0);
    await snapshot(shopper, testInfo, 'seller-suspended-shopper');

    // Reinstated, the shop sells again.
    await staff.getByRole('button', { name: 'Reinstate seller' }).click();
    await expect(staff.getByText('Approved', { exact: true })).toBeVisible();
    await expect(async () => {
      const res = await shopper.goto(`/shop/${seller.id}`);
      expect(res?.status()).toBe(200);
    }).toPass({ timeout: 20_000 });
  });
});

import { expect, test, type TestInfo } from '@playwright/test';
import { axeViolations } from '../tools/judges/src/checks';
import { grantRole, newPage, openConsole, signUp, snapshot } from './ops-steps';
import { pageApi } from './page-api';

/**
 * Issue 35 (decision 036), content in the console: an editor signs in with a second factor, creates a campaign
 * price and a voucher, and publishes a banner; a shopper then sees the price, applies the voucher and meets the
 * banner on the home page. Sign-up, the operator tool's grant and the authenticator are the console spec's steps.
 */
const unique = (testInfo: TestInfo, tag: string) =>
  `${tag}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

/** A datetime-local value in Manila time, `hours` from now. */
const manila = (hours: number) => new Date(Date.now() + (8 + hours) * 3_600_000).toISOString().slice(0, 16);

type Card = { sku: string; name: string; url: string; price: number; final_price: number; seller_id: string };

test('an editor sets a campaign price, a voucher and a banner; a shopper sees and uses them @desktop-only', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const editor = await newPage(browser, testInfo);
  const editorEmail = `${unique(testInfo, 'ops-editor')}@example.com`;
  await signUp(editor, editorEmail, 'Lea', 'Salonga');
  await grantRole(editorEmail, 'content_editor', '*');
  await openConsole(editor);
  // an editor's console opens on its first page (the help centre's FAQs); campaign prices are in its navigation
  await editor.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Campaign prices' }).click();
  await expect(editor.getByRole('heading', { name: 'Campaign prices', level: 1 })).toBeVisible();
  expect(await axeViolations(editor)).toEqual([]);

  // A product at its regular price, without a campaign now.
  const top = await pageApi(editor, 'GET', '/api/product/top-selling?limit=50');
  // repeated runs in parallel (--repeat-each) take different products: one live campaign per product
  const product = (top.body as { items: Card[] }).items.filter(
    (p) => p.seller_id === 'sulit' && p.final_price === p.price && p.price >= 20_000,
  )[testInfo.repeatEachIndex]!;
  expect(product).toBeTruthy();
  const campaignPrice = ((product.price - 3_000) / 100).toFixed(2);
  await editor.getByLabel('Product SKU').fill(product.sku);
  await editor.getByLabel('Campaign price (₱)').fill(campaignPrice);
  await editor.getByLabel('Campaign stock').fill('40');
  await editor.getByLabel('Starts (Manila time)').fill(manila(-1));
  await editor.getByLabel('Ends (Manila time)').fill(manila(3));
  await editor.getByRole('button', { name: 'Create campaign' }).click();
  await expect(editor.getByRole('heading', { name: `${product.name} (${product.sku})` }).first()).toBeVisible();
  await expect(editor.getByText(/Running now · ₱/).first()).toBeVisible();
  await snapshot(editor, testInfo, 'campaigns');

  // A voucher: ₱50.00 off.
  const code = unique(testInfo, 'E2E')
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')
    .slice(0, 32);
  await editor.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Vouchers' }).click();
  await editor.getByLabel('Code').fill(code);
  await editor.getByLabel('Discount', { exact: true }).selectOption('fixed');
  await editor.getByLabel('Percent or pesos off').fill('50');
  await editor.getByRole('button', { name: 'Create voucher' }).click();
  await expect(editor.getByText(`${code} — Applies now`)).toBeVisible();
  expect(await axeViolations(editor)).toEqual([]);

  // A banner on the home page slider, showing from an hour ago.
  const title = `Console week ${unique(testInfo, 'b').slice(-6)}`;
  await editor.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Banners' }).click();
  await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await editor.getByRole('textbox', { name: 'Link', exact: true }).fill('https://elsewhere.example/');
  await editor.getByRole('button', { name: 'Create banner' }).click();
  await expect(editor.getByRole('alert')).toContainText('The link must be a page of this store');
  await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await editor.getByRole('textbox', { name: 'Link', exact: true }).fill('/special/hot-offers.html');
  await editor.getByLabel('Shows from (Manila)', { exact: true }).fill(manila(-1));
  await editor.getByRole('button', { name: 'Create banner' }).click();
  await expect(editor.getByRole('heading', { name: `${title} at home-main` })).toBeVisible();
  expect(await axeViolations(editor)).toEqual([]);
  await snapshot(editor, testInfo, 'banners');

  // The shopper: the campaign price on the product page (within the catalogue cache's lifetime), the voucher in the cart.
  const shopper = await newPage(browser, testInfo);
  await expect(async () => {
    await shopper.goto(product.url);
    await expect(
      shopper.getByText(`₱${Number(campaignPrice).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`).first(),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await signUp(shopper, `${unique(testInfo, 'ops-merch-shopper')}@example.com`, 'Juan', 'Dela Cruz');
  const mine = await pageApi(shopper, 'GET', '/api/cart/v2/stores/default/mine');
  const cartId = (mine.body as { cart_id: number }).cart_id;
  const synced = await pageApi(shopper, 'POST', `/api/cart/stores/v2/default/${cartId}/sync`, {
    cart_items: [{ sku: product.sku, qty: 1 }],
  });
  expect(synced.status, JSON.stringify(synced.body)).toBe(200);
  await shopper.goto('/checkout/cart');
  await shopper.getByLabel('Voucher code').fill(code.toLowerCase());
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(shopper.getByText(`Applied: ${code}`)).toBeVisible();
  await snapshot(shopper, testInfo, 'cart');

  // The banner on the home page.
  await expect(async () => {
    await shopper.goto('/');
    await expect(shopper.getByRole('img', { name: title }).first()).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await snapshot(shopper, testInfo, 'home');
});

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, expect, type Page, test, type TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations } from '../tools/judges/src/checks';
import { pageApi } from './page-api';

/**
 * Issue 36, editing an order until picking starts (decision 040): a shopper changes the quantity and the slot of
 * a cash order and sees the new total; a store manager starts picking in the console (TOTP sign-in); the shopper's
 * next edit is refused in plain words. The sign-up, console and shopper helpers follow e2e/ops-console.spec.ts.
 */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PASSWORD = 'Console-Pass123';
const SLOT_NAME = /^[A-Z][a-z]+ \d{1,2}, \d{1,2}[AP]M - \d{1,2}[AP]M$/;
const PICKING_STARTED = 'We have started picking your order, so it can no longer be changed.';

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileURLToPath(
    new URL(`./.screenshots/${testInfo.project.name}-order-edit-${name}.png`, import.meta.url),
  );
  await page.screenshot({ path: file, fullPage: true });
}

const uniqueEmail = (testInfo: TestInfo, tag: string) =>
  `${tag}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function grantRole(email: string, role: string, store: string): Promise<void> {
  await promisify(execFile)(
    'npx',
    ['tsx', 'apps/server/src/orders-cli.ts', 'grant-role', email, role, '--store', store, '--by', 'e2e'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: `file:var/e2e/${PORT}/sulit-e2e.db`,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: randomBytes(32).toString('hex'),
      },
      timeout: 150_000,
    },
  );
}

async function signUp(page: Page, email: string, first: string, last: string): Promise<void> {
  await page.goto('/customer/account/create');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
  await robot.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('input[name="recaptcha_response"]')).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/account\/create/, { timeout: 30_000 });
}

async function pick(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(text);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: text, exact: true }).first().click();
}

/** A new member in Quezon City with one best seller in the cart places a cash order; answers its number. */
async function placeCashOrder(page: Page, email: string, card: string): Promise<string> {
  await signUp(page, email, 'Juan', 'Dela Cruz');
  const linked = await pageApi(page, 'POST', '/api/membership-link', {
    membership_id: card,
    membership_name: 'Juan Dela Cruz',
  });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  await page.goto('/');
  await page.getByRole('button', { name: /Deliver to/ }).click();
  const where = page.getByRole('dialog', { name: 'Where should we bring your order?' });
  await pick(page, 'Province', 'Metro Manila');
  await pick(page, 'City / Municipality', 'Quezon City');
  await page.getByRole('combobox', { name: 'Barangay' }).click();
  await page.getByRole('listbox', { name: 'Barangay' }).getByRole('option').first().click();
  await where.getByRole('button', { name: 'Deliver here' }).click();
  await expect(where).toBeHidden();
  const top = await pageApi(page, 'GET', '/api/product/top-selling?limit=50');
  const items = (
    top.body as { items: { sku: string; seller_id: string; promo_tag: string | null; stock_qty: number }[] }
  ).items;
  const cartId = ((await pageApi(page, 'GET', '/api/cart/v2/stores/default/mine')).body as { cart_id: number }).cart_id;
  let added = false;
  for (const product of items.filter((p) => p.seller_id === 'sulit' && !p.promo_tag && p.stock_qty >= 20)) {
    const res = await pageApi(page, 'POST', `/api/cart/stores/v2/default/${cartId}/sync`, {
      cart_items: [{ sku: product.sku, qty: 1 }],
    });
    if (res.status === 200 && (res.body as { failures: unknown[] }).failures.length === 0) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);
  await page.goto('/checkout/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await page.getByRole('link', { name: 'Add a new address' }).click();
  const modal = page.getByRole('dialog', { name: 'Add new address' });
  await modal.getByLabel('Mobile number').fill('09171234567');
  await modal.getByLabel('House no., street').fill('7 Kamuning Road');
  await modal.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address successfully created')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery-timeslots$/);
  await page.getByRole('radio', { name: SLOT_NAME, disabled: false }).first().check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });
  return new URL(page.url()).searchParams.get('orderId')!;
}

async function openConsole(page: Page): Promise<void> {
  await page.goto('/ops');
  await page.getByRole('button', { name: 'Set up my authenticator' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Open the console' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(deviceScaleFactor !== undefined ? { deviceScaleFactor } : {}),
  });
  return context.newPage();
}

const orderTotal = (page: Page) =>
  page.getByRole('term').filter({ hasText: 'Order total' }).locator('xpath=following-sibling::dd[1]');

test('a shopper edits an order before picking and is refused once picking starts', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const shopper = await newPage(browser, testInfo);
  const orderId = await placeCashOrder(
    shopper,
    uniqueEmail(testInfo, 'edit-shopper'),
    `1004736912580${testInfo.project.name === 'phone' ? 1 : 2}`,
  );

  await shopper.goto(`/sales/order/view/order_id/${orderId}/0`);
  await shopper.getByRole('link', { name: 'Edit order' }).click();
  await expect(shopper.getByRole('heading', { name: `Edit order ${orderId}`, level: 1 })).toBeVisible();
  await expect(shopper.getByText('You pay the new total in cash when you receive your order.')).toBeVisible();
  const before = await orderTotal(shopper).textContent();
  await shopper.getByRole('spinbutton', { name: /^Quantity of / }).fill('2');
  const slots = shopper.getByRole('combobox', { name: 'Delivery slot' });
  const second = await slots.locator('option').nth(1).getAttribute('value');
  await slots.selectOption(second!);
  await shopper.getByRole('button', { name: 'Save changes' }).click();
  await expect(shopper.getByRole('status').filter({ hasText: 'Your order has been updated.' })).toBeVisible();
  await expect(orderTotal(shopper)).not.toHaveText(before!);
  await expect(shopper.getByRole('spinbutton', { name: /^Quantity of / })).toHaveValue('2');
  await expect(shopper.getByRole('heading', { name: 'Changes to this order' })).toBeVisible();
  expect(await axeViolations(shopper)).toEqual([]);
  await snapshot(shopper, testInfo, 'edited');

  const staffEmail = uniqueEmail(testInfo, 'edit-manager');
  const staff = await newPage(browser, testInfo);
  await signUp(staff, staffEmail, 'Mara', 'Manalo');
  await grantRole(staffEmail, 'store_manager', 'balintawak');
  await openConsole(staff);
  await staff.goto(`/ops/orders/${orderId}`);
  await staff.getByRole('button', { name: 'Start verifying' }).click();
  await staff.getByRole('button', { name: 'Accept order' }).click();
  await staff.getByRole('button', { name: 'Start picking' }).click();
  await expect(staff.getByText('Being Fulfilled', { exact: true }).first()).toBeVisible();

  // The shopper's page is still open: the next edit is refused in plain words, and the page then says so.
  await shopper.getByRole('spinbutton', { name: /^Quantity of / }).fill('3');
  await shopper.getByRole('button', { name: 'Save changes' }).click();
  await expect(shopper.getByRole('status').filter({ hasText: PICKING_STARTED })).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByText(PICKING_STARTED)).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Save changes' })).toBeHidden();
  expect(await axeViolations(shopper)).toEqual([]);
  await snapshot(shopper, testInfo, 'refused');
  await shopper.goto(`/sales/order/view/order_id/${orderId}/0`);
  await expect(shopper.getByRole('link', { name: 'Edit order' })).toBeHidden();
});

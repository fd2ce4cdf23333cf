import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations } from '../tools/judges/src/checks';
import { operatorTool } from './operator-tool';
import { pageApi } from './page-api';

/**
 * The operator console walks' steps (issue 35; e2e/ops-console.spec.ts and e2e/ops-care.spec.ts): new shoppers and
 * staff of their own per walk, the operator tool granting roles, the second factor, and the judges every console
 * page passes.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PASSWORD = 'Console-Pass123';
export const SLOT_NAME = /^[A-Z][a-z]+ \d{1,2}, \d{1,2}[AP]M - \d{1,2}[AP]M$/;

export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-ops-${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}

/** axe finds nothing, and a 320 px phone never scrolls sideways. */
export async function judged(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (size) await page.setViewportSize(size);
}

export const uniqueEmail = (testInfo: TestInfo, tag: string) =>
  `${tag}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The operator tool grants the role, as the first administrator of a store would be granted. */
export async function grantRole(email: string, role: string, store: string): Promise<void> {
  await operatorTool('orders', ['grant-role', email, role, '--store', store, '--by', 'e2e']);
}

export async function signUp(page: Page, email: string, first: string, last: string): Promise<void> {
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
  // a busy machine hashes passwords in a queue: the account may take a while
  await expect(page).not.toHaveURL(/account\/create/, { timeout: 30_000 });
}

async function pick(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(text);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: text, exact: true }).first().click();
}

/**
 * A new member in Quezon City (the Balintawak store) with one best seller in the cart, a delivery address added
 * inside checkout, on the timeslot step.
 */
export async function shopperAtTimeslots(page: Page, email: string, card: string): Promise<void> {
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
  const mine = await pageApi(page, 'GET', '/api/cart/v2/stores/default/mine');
  const cartId = (mine.body as { cart_id: number }).cart_id;
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
  await expect(page.getByRole('heading', { name: 'Shipping details', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery-timeslots$/);
}

/** A signed-in staff member opens the console with a code from their authenticator, set up on the way. */
export async function openConsole(page: Page): Promise<void> {
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/sign-in\?redirect=%2Fops$/);
  await expect(page.getByRole('heading', { name: 'Operator console', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up my authenticator' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Open the console' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

/** A browser of its own (the shopper's, the staff member's), sized as the project's. */
export async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
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

/**
 * A store manager of Balintawak of the walk's own (signed up, granted by the operator tool, second factor) takes
 * a shopper's order from Order Created to Being Fulfilled in the console; answers the manager's page.
 */
export async function managerStartsPicking(
  browser: Browser,
  testInfo: TestInfo,
  orderId: string,
  manager: { tag: string; first: string; last: string },
): Promise<Page> {
  const email = uniqueEmail(testInfo, manager.tag);
  const staff = await newPage(browser, testInfo);
  await signUp(staff, email, manager.first, manager.last);
  await grantRole(email, 'store_manager', 'balintawak');
  await openConsole(staff);
  await staff.goto(`/ops/orders/${orderId}`);
  await staff.getByRole('button', { name: 'Start verifying' }).click();
  await staff.getByRole('button', { name: 'Accept order' }).click();
  await staff.getByRole('button', { name: 'Start picking' }).click();
  await expect(staff.getByText('Being Fulfilled', { exact: true }).first()).toBeVisible();
  return staff;
}

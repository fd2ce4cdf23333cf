import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, expect, type Page, test, type TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations } from '../tools/judges/src/checks';
import { pageApi } from './page-api';

/**
 * Issue 35 (decision 036), content in the console: an editor signs in with a second factor, creates a campaign
 * price and a voucher, and publishes a banner; a shopper then sees the price, applies the voucher and meets the
 * banner on the home page. Sign-up, the operator tool's grant and the authenticator are the console spec's steps.
 */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PASSWORD = 'Console-Pass123';

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-ops-merch-${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}

const unique = (testInfo: TestInfo, tag: string) =>
  `${tag}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

async function grantRole(email: string, role: string): Promise<void> {
  const args = ['tsx', 'apps/server/src/orders-cli.ts', 'grant-role', email, role, '--store', '*', '--by', 'e2e'];
  const run = promisify(execFile)('npx', args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: `file:var/e2e/${PORT}/sulit-e2e.db`,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
    // a busy machine compiles the tool slowly
    timeout: 180_000,
  });
  // the tool's own words (stdout) say why a grant failed
  await run.catch((error: { stdout?: string; message: string }) => {
    throw new Error(`${error.message} ${error.stdout ?? ''}`);
  });
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

async function openConsole(page: Page): Promise<void> {
  await page.goto('/ops');
  await page.getByRole('button', { name: 'Set up my authenticator' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Open the console' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible({ timeout: 30_000 });
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

/** A datetime-local value in Manila time, `hours` from now. */
const manila = (hours: number) => new Date(Date.now() + (8 + hours) * 3_600_000).toISOString().slice(0, 16);

type Card = { sku: string; name: string; url: string; price: number; final_price: number; seller_id: string };

test('an editor sets a campaign price, a voucher and a banner; a shopper sees and uses them', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const editor = await newPage(browser, testInfo);
  const editorEmail = `${unique(testInfo, 'ops-editor')}@example.com`;
  await signUp(editor, editorEmail, 'Lea', 'Salonga');
  await grantRole(editorEmail, 'content_editor');
  await openConsole(editor);
  await expect(editor.getByRole('heading', { name: 'Campaign prices', level: 1 })).toBeVisible();
  expect(await axeViolations(editor)).toEqual([]);

  // A product at its regular price, without a campaign now.
  const top = await pageApi(editor, 'GET', '/api/product/top-selling?limit=50');
  const product = (top.body as { items: Card[] }).items.find(
    (p) => p.seller_id === 'sulit' && p.final_price === p.price && p.price >= 20_000,
  )!;
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
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor.getByLabel('Link', { exact: true }).fill('https://elsewhere.example/');
  await editor.getByRole('button', { name: 'Create banner' }).click();
  await expect(editor.getByRole('alert')).toContainText('The link must be a page of this store');
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor.getByLabel('Link', { exact: true }).fill('/special/hot-offers.html');
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

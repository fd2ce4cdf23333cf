import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, vnuErrors } from '../tools/judges/src/checks';
import { snapshot } from './membership-steps';
import { pageApi } from './page-api';

const PREMIUM = 'Premium Membership (1 Year)';
const FRAME_TITLE = 'Secure payment page of our payment provider';

async function signUp(page: Page, testInfo: TestInfo): Promise<void> {
  const email = `webview-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/customer/account/create');
  await page.getByLabel('First name').fill('Lito');
  await page.getByLabel('Last name').fill('Garcia');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Webview-Pass123');
  await page.getByLabel('Confirm password').fill('Webview-Pass123');
  await page.getByText(/not a robot/i).click();
  await expect(page.locator('input[name="recaptcha_response"]')).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/account\/create/);
}

function directives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

/**
 * Issue 28 (decision 027): the app places the order, then opens /checkout/payment-webview in its webview; the shopper
 * types the card on the provider's page inside the store's frame and lands on the store's success page.
 */
test('an order placed in the app is paid through the payment webview', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  await signUp(page, testInfo);
  await page.goto('/lofcustomermembership/buy');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: PREMIUM, exact: true }) })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.getByText(`${PREMIUM} was added to your cart.`)).toBeVisible();

  // what the app does: place the order by card through the API, then open the webview on it
  const cart = (await pageApi(page, 'GET', '/api/cart/v2/stores/default/mine')).body as { cart_id: number };
  const placed = await pageApi(page, 'POST', '/api/transaction/orders', {
    cart_id: cart.cart_id,
    payment: { method: 'sulit_card' },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = (placed.body as { orderId: string }).orderId;

  const answer = await page.goto(`/checkout/payment-webview?orderId=${orderId}`);
  // this page alone may frame, and only the provider's origin; nobody may frame it
  const csp = directives(answer?.headers()['content-security-policy']);
  expect(csp.get('frame-src')).toBe(new URL(baseURL!).origin);
  expect(csp.get('frame-ancestors')).toBe("'none'");
  await expect(page.getByRole('heading', { name: `Pay for order ${orderId}`, level: 1 })).toBeVisible();
  const frame = page.getByTitle(FRAME_TITLE).contentFrame();
  await expect(frame.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByText(`order ${orderId}`)).toBeVisible();
  await snapshot(page, testInfo, 'payment-webview');
  expect(await axeViolations(page)).toEqual([]);
  const html = await (await page.request.get(page.url())).text();
  expect(await vnuErrors({ 'payment webview': html })).toEqual({ 'payment webview': [] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Name on card').fill('Lito Garcia');
  await frame.getByRole('button', { name: /^Pay / }).click();

  // the way back leaves the frame: the whole window shows the store's success page
  await expect(page).toHaveURL(new RegExp(`/checkout/onepage/success\\?orderId=${orderId}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTitle(FRAME_TITLE)).toHaveCount(0);
  await snapshot(page, testInfo, 'payment-webview-paid');

  // paid: the webview has nothing left to frame and sends the shopper to the order's success page
  await page.goto(`/checkout/payment-webview?orderId=${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/checkout/onepage/success\\?orderId=${orderId}$`));
  // another order number (not this shopper's) shows nothing of anyone's payment
  await page.goto('/checkout/payment-webview?orderId=000000001');
  await expect(page.getByRole('heading', { name: 'Payment not found', level: 1 })).toBeVisible();
  await expect(page.getByTitle(FRAME_TITLE)).toHaveCount(0);
});

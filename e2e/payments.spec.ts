import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, vnuErrors } from '../tools/judges/src/checks';

/** Evidence of what the shopper saw: e2e/.screenshots/{project}-payments-{name}.png (git-ignored). */
async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-payments-${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}

const SHOPPER = { email: 'shopper@example.com', password: 'Shopper123!' };

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/customer/account/login?redirect=/checkout/cart');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout/cart');
}

test.describe('payments', () => {
  test('the failure page says nothing about an order that is not the shopper’s (issue 27.8)', async ({
    page,
  }, testInfo) => {
    await logIn(page, SHOPPER);
    // an order number that is not this shopper's (another customer's, or nobody's)
    await page.goto('/checkout/onepage/failure?orderId=000000001&reason=declined');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await snapshot(page, testInfo, 'failure-foreign-order');
    await expect(page.getByText('You have not been charged')).toHaveCount(0);
    await expect(page.getByText('000000001')).toHaveCount(0);
    await expect(page.getByText('We could not find this order in your account.')).toBeVisible();
  });
});

function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `${tag}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/customer/account/create');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Retry-Pass123');
  await page.getByLabel('Confirm password').fill('Retry-Pass123');
  await page.getByText(/not a robot/i).click();
  await expect(page.locator('input[name="recaptcha_response"]')).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/account\/create/);
}

/** Fills the sandbox provider's card page with `number` (and ticks "Save this card" when asked). */
async function payOnCardPage(page: Page, number: string, save = false): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Rosa Reyes');
  if (save) await page.getByRole('checkbox', { name: /Save this card/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
}

test.describe('retrying a failed payment @desktop-only', () => {
  test('a declined card is retried on the same order with another card and the order is paid once', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signUp(page, uniqueEmail(testInfo, 'retry'));
    // a membership alone is paid online (decision 013): the quickest order a new shopper can place
    await page.goto('/lofcustomermembership/buy');
    await page.getByLabel('Card number').fill('10099999999999');
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByRole('button', { name: 'Add Premium Membership (1 Year) to cart' }).click();
    await expect(page.getByText(/added to (your )?cart/i).first()).toBeVisible();
    await page.goto('/checkout/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout-payment-method$/);
    await page.getByRole('radio', { name: 'Credit / Debit Card' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await payOnCardPage(page, '4000 0000 0000 0002');

    await expect(page).toHaveURL(/\/checkout\/onepage\/failure\?orderId=\d{9}&reason=declined$/, { timeout: 20_000 });
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await expect(page.getByRole('heading', { name: 'Payment failed', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').first()).toContainText(
      'Your card was declined. Please use another card or payment method. You have not been charged.',
    );
    await expect(page.getByRole('link', { name: orderId })).toBeVisible();
    const again = page.getByRole('group', { name: 'Pay for this order again' });
    await expect(again.getByRole('radio', { name: 'Cash on Delivery' })).toHaveCount(0);
    // a membership has no slot: its way to choose again starts from the cart, not a timeslot
    await expect(page.getByRole('button', { name: 'Return to your cart and try again' })).toBeVisible();
    await expect(page.getByText(/Choose a timeslot/)).toHaveCount(0);
    await snapshot(page, testInfo, 'failure-retry');
    expect(await axeViolations(page)).toEqual([]);
    expect(await vnuErrors({ failure: await page.content() })).toEqual({ failure: [] });
    await again.getByRole('radio', { name: 'Credit / Debit Card' }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await payOnCardPage(page, '4242 4242 4242 4242', true);

    await expect(page).toHaveURL(new RegExp(`/checkout/onepage/success\\?orderId=${orderId}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    // the same order, paid: its failure page now says so and never "not charged"
    await page.goto(`/checkout/onepage/failure?orderId=${orderId}`);
    await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
    await expect(page.getByText('You have not been charged')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

    // the card saved while paying: brand, last four and expiry only, the default as the first card
    await page.goto('/customer/payment-methods');
    const card = page.getByRole('listitem', { name: 'Visa •••• 4242' });
    await expect(card).toContainText('Expires 12/2030');
    await expect(card).toContainText('Default card');
    await snapshot(page, testInfo, 'saved-cards');
    expect(await axeViolations(page)).toEqual([]);
    expect(await vnuErrors({ 'saved cards': await page.content() })).toEqual({ 'saved cards': [] });
    await card.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
    await expect(page.getByRole('status')).toHaveText('Card removed.');
    await expect(page.getByText(/^No saved card\./)).toBeVisible();
  });
});

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, vnuErrors } from '../tools/judges/src/checks';
import { expectCashRefusedForMembership, snapshot } from './membership-steps';

/** axe in the page as the shopper sees it, vnu over the server's HTML of the same address. */
async function judge(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  const html = await (await page.request.get(page.url())).text();
  expect(await vnuErrors({ [name]: html })).toEqual({ [name]: [] });
}

const PREMIUM = 'Premium Membership (1 Year)';

async function signUp(page: Page, testInfo: TestInfo): Promise<void> {
  const email = `alone-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/customer/account/create');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Santos');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Member-Pass123');
  await page.getByLabel('Confirm password').fill('Member-Pass123');
  await page.getByText(/not a robot/i).click();
  await expect(page.locator('input[name="recaptcha_response"]')).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/account\/create/);
}

/**
 * Issue 28 (decision 026): a new shopper with groceries in the cart buys only the membership card and finds the
 * groceries still in the cart afterwards.
 */
test('a shopper buys only a membership and finds the groceries still in the cart', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await signUp(page, testInfo);

  // Groceries first, from the home page's tiles (the Balintawak store chosen, as a shopper does in the header).
  await page.request.put('/api/location', { data: { type: 'pickup', source_code: 'balintawak' } });
  await page.goto('/');
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  const grocery = /^Add (.+) to cart$/.exec((await add.getAttribute('aria-label')) ?? '')![1]!;
  await add.click();
  await expect(page.getByText(`${grocery} was added to your cart.`)).toBeVisible();

  // Then the membership card, from the buy page.
  await page.goto('/lofcustomermembership/buy');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: PREMIUM, exact: true }) })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.getByText(`${PREMIUM} was added to your cart.`)).toBeVisible();

  await page.goto('/checkout/cart');
  await expect(page.getByRole('heading', { name: grocery, exact: true })).toBeVisible();
  const offer = page.getByRole('region', { name: 'Just the membership for now?' });
  await expect(offer).toContainText('Your groceries and your voucher stay in your cart for later.');
  await snapshot(page, testInfo, 'membership-alone-offer');
  await judge(page, 'cart-with-membership-alone-offer');
  await offer.getByRole('link', { name: 'Buy membership only' }).click();

  await expect(page).toHaveURL(/\/checkout-payment-method\?membershipOnly=1$/);
  const note = page.getByRole('note');
  await expect(note).toContainText('You are buying only your membership:');
  await expect(note).toContainText(PREMIUM);
  await expect(note).toContainText('Your groceries stay in your cart for later.');
  await expect(note).not.toContainText(grocery);
  await expectCashRefusedForMembership(page);
  await snapshot(page, testInfo, 'membership-alone-payment');
  await judge(page, 'membership-alone-payment');

  await page.getByRole('radio', { name: 'Credit / Debit Card' }).check();
  await page.getByRole('button', { name: 'Pay for membership' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ana Santos');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  // The groceries wait in the cart; the card is no longer there.
  await page.goto('/checkout/cart');
  await expect(page.getByRole('heading', { name: grocery, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: PREMIUM, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Buy membership only' })).toHaveCount(0);
  await snapshot(page, testInfo, 'membership-alone-groceries-kept');
});

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, vnuErrors } from '../tools/judges/src/checks';
import { snapshot } from './membership-steps';

const PREMIUM = 'Premium Membership (1 Year)';
const CARD = 'Visa •••• 4242';

async function signUp(page: Page, testInfo: TestInfo): Promise<void> {
  const email = `saved-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/customer/account/create');
  await page.getByLabel('First name').fill('Carla');
  await page.getByLabel('Last name').fill('Mendoza');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Saved-Pass123');
  await page.getByLabel('Confirm password').fill('Saved-Pass123');
  await page.getByText(/not a robot/i).click();
  await expect(page.locator('input[name="recaptcha_response"]')).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/account\/create/);
}

/** axe in the page as the shopper sees it, vnu over the server's HTML of the same address. */
async function judge(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  const html = await (await page.request.get(page.url())).text();
  expect(await vnuErrors({ [name]: html })).toEqual({ [name]: [] });
}

/**
 * Issue 28: a card saved while paying becomes the default and pays the next order without being typed again, then
 * is removed. The shopper picks up at the store chosen in the header, so the pickup summary shows no delivery fee.
 */
test('a card saved at payment pays the next order without being typed again @desktop-only', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page, testInfo);
  // Pickup at Balintawak, chosen in the header's location dialog.
  await page.goto('/');
  await page.getByRole('button', { name: /Deliver to/ }).click();
  const where = page.getByRole('dialog', { name: 'Where should we bring your order?' });
  await where.getByRole('tab', { name: 'Pickup' }).click();
  await where.getByRole('radio', { name: /Balintawak/ }).check();
  await where.getByRole('button', { name: 'Pick up here' }).click();
  await expect(where).toBeHidden();

  // A grocery from the home page, then the membership card from the buy page.
  await page.goto('/');
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  const grocery = /^Add (.+) to cart$/.exec((await add.getAttribute('aria-label')) ?? '')![1]!;
  await add.click();
  await expect(page.getByText(`${grocery} was added to your cart.`)).toBeVisible();
  await page.goto('/lofcustomermembership/buy');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: PREMIUM, exact: true }) })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.getByText(`${PREMIUM} was added to your cart.`)).toBeVisible();

  // First order: the membership alone, by card, with "Save this card" ticked on the provider's page.
  await page.goto('/checkout/cart');
  await page.getByRole('link', { name: 'Buy membership only' }).click();
  await expect(page).toHaveURL(/\/checkout-payment-method\?membershipOnly=1$/);
  await page.getByRole('radio', { name: 'Credit / Debit Card' }).check();
  await page.getByRole('button', { name: 'Pay for membership' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Carla Mendoza');
  await page.getByRole('checkbox', { name: /Save this card/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });

  // The card is kept as the provider's token: brand, last four and expiry, and it is the default.
  await page.goto('/customer/payment-methods');
  const saved = page.getByRole('listitem', { name: CARD });
  await expect(saved).toContainText('Expires 12/2030');
  await expect(saved).toContainText('Default card');

  // Second order: the groceries, picked up at the header's store; the summary charges no delivery fee.
  await page.goto('/checkout/cart');
  await expect(page.getByRole('heading', { name: grocery, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/pickup-details$/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(/Delivery fee\s*Free/);
  await expect(summary).not.toContainText('₱99');
  const who = page.getByRole('group', { name: 'Who picks up' });
  await expect(who.getByLabel('Full name')).toHaveValue('Carla Mendoza');
  await who.getByLabel('Mobile number').fill('09171234567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: /Pick up at .*Balintawak/ })
    .getByRole('button', { name: 'Confirm pickup' })
    .click();
  await expect(page.getByRole('heading', { name: 'Pickup timeslot', level: 1 })).toBeVisible();
  const open = page.getByRole('radio', { name: /^[A-Z][a-z]+ \d{1,2}, \d{1,2}[AP]M - \d{1,2}[AP]M$/, disabled: false });
  await open.first().check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout-payment-method$/);

  // Spec §4: a saved-card method is preselected, with the default card chosen; nothing is typed.
  await expect(page.getByRole('radio', { name: 'Saved Card' })).toBeChecked();
  await expect(
    page.getByRole('radiogroup', { name: 'Saved cards' }).getByRole('radio', { name: `${CARD} (expires 12/2030)` }),
  ).toBeChecked();
  await snapshot(page, testInfo, 'saved-card-payment');
  await judge(page, 'saved-card-payment');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Saved Card', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toHaveCount(0);
  await snapshot(page, testInfo, 'saved-card-paid');

  // The card is removed from the account.
  await page.goto('/customer/payment-methods');
  await page
    .getByRole('listitem', { name: CARD })
    .getByRole('button', { name: `Remove ${CARD}` })
    .click();
  await expect(page.getByRole('status')).toHaveText('Card removed.');
  await expect(page.getByText(/^No saved card\./)).toBeVisible();
});

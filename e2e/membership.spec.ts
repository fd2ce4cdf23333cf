import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectCashRefusedForMembership, logIn, payByCard, snapshot, twelveMonthsOn } from './membership-steps';

function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `${tag}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Demo registry cards (tools/seed membership/demo-memberships.ts): each project links its own. */
function demoCards(testInfo: TestInfo) {
  const n = testInfo.project.name === 'phone' ? 3 : 4;
  return { own: `1002468135790${n}`, fuel: `700123456789012${n}`, nearExpiry: `1003691470258${n}` };
}

const LINK_SUPPORT = 'issue was encountered while linking your Membership Card to your account';

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/customer/account/create');
  await page.getByLabel('First name').fill('Juan');
  await page.getByLabel('Last name').fill('Dela Cruz');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Member-Pass123');
  await page.getByLabel('Confirm password').fill('Member-Pass123');
  await page.getByText(/not a robot/i).click();
  await expect(page.locator('input[name="recaptcha_response"]')).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/account\/create/);
}

/** Fills the link-card modal; the number is shown as masked before it is sent. */
async function linkCard(page: Page, code: string, name: string, shown: string) {
  const dialog = page.getByRole('dialog', { name: 'Link your membership card' });
  await dialog.getByLabel('Membership number').fill(code);
  await expect(dialog.getByLabel('Membership number')).toHaveValue(shown);
  await dialog.getByLabel('Name on the card').fill(name);
  await dialog.getByRole('button', { name: 'Link card' }).click();
  return dialog;
}

test.describe('membership', () => {
  test('a customer links an existing card: a bad code, then a good own card', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signUp(page, uniqueEmail(testInfo, 'link'));
    await page.goto('/my-membership');
    await expect(page.getByText('You have no membership on this account yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Link my card' }).click();

    // A number typed without dashes is grouped 4-8-2 as it is typed.
    const dialog = await linkCard(page, '10099999999999', 'Juan Dela Cruz', '1009-99999999-99');
    await expect(dialog.getByRole('alert')).toContainText(LINK_SUPPORT);
    await expect(dialog.getByRole('link', { name: 'Contact our Help Center' })).toBeVisible();
    await snapshot(page, testInfo, 'membership-link-failed');

    const { own } = demoCards(testInfo);
    await linkCard(page, own, 'Juan Dela Cruz', `${own.slice(0, 4)}-${own.slice(4, 12)}-${own.slice(12)}`);
    await expect(dialog.getByRole('status')).toHaveText('Your membership card is now linked to your account.');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('region', { name: 'Membership card' });
    await expect(card.getByTestId('membership-number')).toHaveText(
      `${own.slice(0, 4)}-${own.slice(4, 12)}-${own.slice(12)}`,
    );
    await expect(card).toContainText('Juan Dela Cruz');
    await expect(card).toContainText('Premium');
    await expect(card).toContainText('Active');
    await snapshot(page, testInfo, 'membership-linked');
  });

  test('a 16-digit partner fuel card links from the buy page and shows grouped 4-4-4-4', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    // A guest is asked for an online account first.
    await page.goto('/lofcustomermembership/buy');
    await page.getByRole('button', { name: 'Link my card' }).click();
    const guestDialog = page.getByRole('dialog', { name: 'Link your membership card' });
    await expect(guestDialog.getByText('You need an online account to link or buy a membership.')).toBeVisible();
    await guestDialog.getByRole('button', { name: 'Close' }).click();

    await signUp(page, uniqueEmail(testInfo, 'fuel'));
    await page.goto('/lofcustomermembership/buy');
    await page.getByRole('button', { name: 'Link my card' }).click();
    const { fuel } = demoCards(testInfo);
    const grouped = `${fuel.slice(0, 4)}-${fuel.slice(4, 8)}-${fuel.slice(8, 12)}-${fuel.slice(12)}`;
    const typed = page.getByRole('dialog', { name: 'Link your membership card' });
    await typed.getByLabel('Membership number').fill(fuel);
    await expect(typed.getByText('Partner fuel card')).toBeVisible();
    const dialog = await linkCard(page, fuel, 'juan dela cruz', grouped);
    await expect(dialog.getByRole('status')).toHaveText('Your membership card is now linked to your account.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('You are already a member.')).toBeVisible();

    await page.goto('/my-membership');
    const card = page.getByRole('region', { name: 'Membership card' });
    await expect(card.getByTestId('membership-number')).toHaveText(
      `${fuel.slice(0, 4)}-${fuel.slice(4, 8)}-${fuel.slice(8, 12)}-${fuel.slice(12)}`,
    );
    await expect(card).toContainText('partner fuel card');
  });

  test('checkout sends a non-member to the buy page with the apply popup; packages come from the database', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/lofcustomermembership/buy?showPopup=apply');
    const popup = page.getByRole('dialog', { name: 'Membership required' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Choose a package' }).click();
    await expect(popup).toBeHidden();
    await expect(page).not.toHaveURL(/showPopup/);
    for (const name of [
      'Premium Membership (1 Year)',
      'Business Membership (1 Year)',
      'Executive Membership (1 Year)',
    ]) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'How to apply online' })).toBeVisible();

    // The renewal lookup: an unknown number (404) opens premium purchase.
    await page.getByLabel('Card number').fill('10099999999999');
    await page.getByRole('button', { name: 'Look up' }).click();
    const lookup = page.getByRole('region', { name: 'Renew or extend a card' }).getByRole('status');
    await expect(lookup).toContainText('Membership code 10099999999999 does not exists.');
    await expect(lookup.getByRole('button', { name: 'Add Premium Membership (1 Year) to cart' })).toBeVisible();

    // Premium with the credit card is applied for; a guest needs an online account first.
    await page.getByRole('button', { name: 'Apply for the card' }).click();
    const cc = page.getByRole('dialog', { name: 'Apply for the Sulit Club credit card' });
    await expect(cc.getByText('You need an online account to link or buy a membership.')).toBeVisible();
    await cc.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('complementary', { name: 'Membership' })).toContainText('Become a Sulit Club member');
  });

  test('a member near expiry sees the prompt after login, renews by card and the expiry moves a year on', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    // A fresh account links a card 60 days from expiry (the demo member's own cart stays out of this walk).
    const email = uniqueEmail(testInfo, 'renew');
    await signUp(page, email);
    await page.goto('/my-membership');
    await page.getByRole('button', { name: 'Link my card' }).click();
    const code = demoCards(testInfo).nearExpiry;
    const grouped = `${code.slice(0, 4)}-${code.slice(4, 12)}-${code.slice(12)}`;
    const dialog = await linkCard(page, code, 'Juan Dela Cruz', grouped);
    await expect(dialog.getByRole('status')).toHaveText('Your membership card is now linked to your account.');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The next login shows the about-to-expire prompt with the days remaining.
    await page.goto('/customer/account');
    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await logIn(page, email, 'Member-Pass123');
    const prompt = page.getByRole('dialog', { name: 'Your membership is about to expire' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Your membership expires in 60 days');
    await snapshot(page, testInfo, 'membership-expiry-prompt');
    await prompt.getByRole('link', { name: 'Renew now' }).click();

    await expect(page).toHaveURL(/\/my-membership\?renew=1/);
    const card = page.getByRole('region', { name: 'Membership card' });
    await expect(card.getByTestId('membership-number')).toHaveText(grouped);
    await expect(card).toContainText('Juan Dela Cruz');
    const expiry = (await card.getByText(/^\d{2}\/\d{2}\/\d{4}$/).textContent())!;
    const renew = page.getByRole('dialog', { name: 'Renew your membership' });
    await expect(renew).toContainText(grouped);
    await renew.getByRole('button', { name: /Add renewal to cart — ₱720\.00/ }).click();
    await expect(page.getByText(/added to (your )?cart/i).first()).toBeVisible();

    await page.goto('/checkout/cart');
    await expect(page.getByRole('heading', { name: 'Premium Membership Renewal (1 Year)', exact: true })).toBeVisible();
    await expect(page.getByText('₱720.00').first()).toBeVisible();
    // spec §4 Checkout button 1: a membership-only cart goes straight to payment (no address, no slot).
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout-payment-method$/);
    await expectCashRefusedForMembership(page);
    await payByCard(page, 'Juan Dela Cruz');

    // Renewing early adds a year to the current expiry date (decision 010); the number stays.
    const renewed = twelveMonthsOn(expiry);
    const notice = page.getByRole('status', { name: 'Your membership' });
    await expect(notice).toContainText('Your Premium membership is active.');
    await expect(notice).toContainText(`${grouped}, valid until ${renewed}`);
    await snapshot(page, testInfo, 'membership-renewed');
    await notice.getByRole('link', { name: 'Go to My Membership' }).click();
    await expect(card.getByTestId('membership-number')).toHaveText(grouped);
    await expect(card).toContainText(renewed);
    await expect(card).toContainText('Active');
  });
});

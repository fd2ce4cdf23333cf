import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

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

import { expect, test } from '@playwright/test';

/**
 * A shopper on a slow phone can press a form's button before the page's scripts have run: the browser then posts
 * the form itself. Under `Referrer-Policy: no-referrer` such a post says `Origin: null` even to its own origin,
 * which React Router's action check took for a forged one (a checkout failure page's "try again" failed this way).
 */
test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper logs in with the plain form, whose post says Origin: null, and is signed in', async ({ page }) => {
    const origins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.isNavigationRequest()) {
        origins.push(request.headers()['origin'] ?? '(none)');
      }
    });
    await page.goto('/customer/account/login');
    await page.getByLabel('Email').fill('shopper@example.com');
    await page.getByLabel(/^Password/).fill('Shopper123!');
    await page.getByRole('button', { name: 'Log in' }).click();
    // signed in: the login page sends the shopper on (to the cart), and the account page greets them
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/customer/account');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
    expect(origins).toEqual(['null']);
  });
});

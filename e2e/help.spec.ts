import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/** What the shopper saw: e2e/.screenshots/{project}-{name}.png (git-ignored). */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}

/** The smallest valid PNG (1×1, transparent): a photo of the problem, as far as the server can tell. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function fillEnquiry(page: Page) {
  await page.getByLabel('Full name').fill('Maria Santos');
  await page.getByLabel('E-mail address').fill(`maria.${Date.now()}.${Math.random().toString(36).slice(2)}@example.ph`);
  await page.getByLabel('Mobile number').fill('09171234567');
  await page.getByLabel('Order number (optional)').fill('000012345');
  await page.getByLabel('Topic').selectOption({ label: 'My order' });
  await page.getByLabel('Message').fill('One can of corned beef arrived dented. A photo is attached.');
  await page
    .getByLabel('Attachments (optional)')
    .setInputFiles({ name: 'dented-can.png', mimeType: 'image/png', buffer: PNG });
  // ALTCHA solves its proof of work in the page once the shopper ticks the box.
  await page.getByText(/not a robot/i).click();
  await expect(page.locator('input[name="altcha"]')).not.toHaveValue('', { timeout: 30_000 });
}

test.describe('help centre', () => {
  // The walk solves a proof of work and renders five pages: slow on a loaded machine.
  test.describe.configure({ timeout: 120_000 });
  test('a guest finds an FAQ by searching, opens the contact page and sends an enquiry with a photo', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    // Spec §2 contact block, quoted.
    const block = page.getByRole('complementary', { name: 'Visit or reach us' });
    await expect(block).toContainText('9am-8pm');
    await expect(block).toContainText('7am-9pm, Monday to Sunday (excluding holidays)');

    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('delivery fee');
    await page.getByRole('button', { name: 'Search answers' }).click();
    await expect(page).toHaveURL(/q=delivery\+fee/);
    await expect(page.getByRole('heading', { name: 'Answers for “delivery fee”' })).toBeVisible();
    await snapshot(page, testInfo, 'help-center-search');
    await page.getByRole('link', { name: /How much is the delivery fee\?/ }).click();
    await expect(page).toHaveURL(/\/help-center\/faq\/how-much-is-delivery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How much is the delivery fee?' })).toBeVisible();
    // The fees the cart charges.
    await expect(page.getByRole('article')).toContainText(
      '₱99.00 per order, free when your Sulit Club items come to ₱1,500.00',
    );

    await page.getByRole('link', { name: 'Send us an enquiry' }).click();
    await expect(page).toHaveURL(/\/help-center\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await fillEnquiry(page);
    await snapshot(page, testInfo, 'contact-us-filled');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const status = page.getByRole('status').filter({ hasText: 'we received your enquiry' });
    await expect(status).toBeVisible();
    await expect(status).toContainText(/Your reference number is SC-\d{8}-\d{6}/);
    await snapshot(page, testInfo, 'contact-us-sent');
  });

  test('the enquiry form checks its fields with the spec §5 messages before sending', async ({ page }) => {
    await page.goto('/help-center/contact-us');
    await page.getByLabel('Mobile number').fill('0917');
    await page.getByLabel('E-mail address').fill('maria@');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('Please enter at least 11 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('This is a required field.').first()).toBeVisible();
    await expect(page.getByText('Please choose a topic.')).toBeVisible();
  });

  test('when sending fails, the form says the spec §8 fallback', async ({ page }) => {
    await page.goto('/help-center/contact-us');
    await fillEnquiry(page);
    await page.route('**/web2case/send-enquiry', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"internal","message":"Internal server error"}',
      }),
    );
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We encountered an error, please try again later.' }),
    ).toBeVisible();
  });

  test('an unknown FAQ is the not-found page', async ({ page }) => {
    const response = await page.goto('/help-center/faq/no-such-question');
    expect(response?.status()).toBe(404);
  });
});

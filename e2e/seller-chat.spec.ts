import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, vnuErrors } from '../tools/judges/src/checks';

/**
 * Issue 33 as a buyer and a seller walk it: the buyer writes to the seller about an order with a photo (the
 * phone number in it is hidden), the seller sees the unread conversation in the header, answers from the inbox,
 * and the answer appears on the buyer's open page without a reload.
 */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3100);

interface ChatOrder {
  buyer: { email: string; password: string };
  seller: { email: string; password: string };
  orderNumber: string;
  sellerId: string;
  shopName: string;
}

/** A member's marketplace order and the seller's account, made by the store's own code (e2e/seller-chat-order.ts). */
async function chatOrder(): Promise<ChatOrder> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'e2e/seller-chat-order.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: `file:var/e2e/${PORT}/sulit-e2e.db`,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
    timeout: 90_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ChatOrder;
}

async function logIn(page: Page, who: { email: string; password: string }, then: string): Promise<void> {
  await page.goto(`/customer/account/login?redirect=${encodeURIComponent(then)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === then);
}

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileURLToPath(
    new URL(`./.screenshots/${testInfo.project.name}-seller-chat-${name}.png`, import.meta.url),
  );
  await page.screenshot({ path: file, fullPage: true });
}

/** axe on the page as shown, vnu on the HTML the server sent for it (with this shopper's session). */
async function judge(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
  const html = await (await page.request.get(page.url())).text();
  expect((await vnuErrors({ [name]: html }))[name], `vnu on ${name}`).toEqual([]);
}

async function noSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/** A small real PNG: what a phone's photo of a crushed box is to the store (it is re-encoded on arrival). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAArklEQVR42u3RIQ7CQBCF4R7nP0RFBQKBQFQQUoFAIBCIigoEAoGoQCA40hyL3X3iteEKm6zZP5NPzDTREh2xYTq2etETB2JYlCtxI8ZFeRIvYnZpBHlijyCXC4JcHghy+ZIh/3cIcjkjyOWOIJcPGfJ/iyCXE4JcJgS5vFlBaUeCPDEgyGVEkMuMoLyj/C/LTpAnyrIT5FKWnSCXsuwErZZdr1avVq9Wr1av9ne1H2fntR+mCUEnAAAAAElFTkSuQmCC',
  'base64',
);

test('a buyer writes to the seller about an order with a photo and the seller answers', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const order = await chatOrder();

  // the buyer, from the order's page
  await logIn(page, order.buyer, `/sales/order/view/order_id/${order.orderNumber}/0`);
  await page.getByRole('link', { name: /^Contact seller/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Contact ${order.shopName}` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Write to the seller' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('This is a required field.').first()).toBeVisible();
  await form.getByLabel('Subject').fill('The box arrived crushed');
  await form.getByLabel('Message').fill('Two bottles broke. Call me on 0917 123 4567 if you need more photos.');
  await form
    .getByLabel('Photos or videos (optional)')
    .setInputFiles({ name: 'crushed-box.png', mimeType: 'image/png', buffer: PHOTO });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your message was sent. We will e-mail you when the seller replies.' })
      .first(),
  ).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(
    messages.getByText('Two bottles broke. Call me on [phone number hidden] if you need more photos.'),
  ).toBeVisible();
  await expect(messages.getByText('0917 123 4567')).toHaveCount(0);
  await expect(messages.getByRole('link', { name: /crushed-box\.png/ })).toBeVisible();
  await judge(page, 'contact-seller');
  await noSideScroll(page);
  await snapshot(page, testInfo, 'buyer');

  // the seller, in a browser of their own
  const viewport = page.viewportSize();
  const sellerContext = await browser.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    ...(viewport ? { viewport } : {}),
  });
  const sellerPage = await sellerContext.newPage();
  await logIn(sellerPage, order.seller, '/customer/account');
  if (testInfo.project.name === 'phone') {
    // phones keep one header row: the unread count rides on the account link, whose menu has Messages
    await expect(sellerPage.getByRole('link', { name: /^Account.*\d+ unread messages$/ })).toBeVisible();
    await sellerPage.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Messages' }).click();
  } else {
    // the walks on phone and desktop may write to the same seller at once: at least this buyer's thread is unread
    await sellerPage.getByRole('link', { name: /^Messages, \d+ unread$/ }).click();
  }
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const row = sellerPage.getByRole('link', { name: new RegExp(`The box arrived crushed.*Order ${order.orderNumber}`) });
  await expect(row).toContainText('New');
  await expect(row).toContainText(/Reply within (23 h 5\d min|24 h)/);
  await judge(sellerPage, 'inbox');
  await snapshot(sellerPage, testInfo, 'inbox');
  await row.click();
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'The box arrived crushed' })).toBeVisible();
  await expect(
    sellerPage.getByText('Two bottles broke. Call me on [phone number hidden]', { exact: false }),
  ).toBeVisible();
  const reply = sellerPage.getByRole('form', { name: 'Reply' });
  await reply.getByLabel('Message').fill('So sorry! We are sending two new bottles today, no need to return the box.');
  await reply.getByRole('button', { name: 'Send message' }).click();
  await expect(
    sellerPage.getByRole('status').filter({ hasText: 'Your reply was sent. The buyer gets an e-mail notice.' }).first(),
  ).toBeVisible();
  await expect(sellerPage.getByText(/Reply within/)).toHaveCount(0);
  // axe judges the page at rest: a toast mid-fade has the contrast of its opacity, not of its colours
  await expect(sellerPage.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await judge(sellerPage, 'thread');
  await noSideScroll(sellerPage);
  await snapshot(sellerPage, testInfo, 'seller-thread');
  await sellerContext.close();

  // the buyer's page, never reloaded, shows the answer
  await expect(messages.getByText('We are sending two new bottles today', { exact: false })).toBeVisible({
    timeout: 15_000,
  });
  await expect(messages.getByText(order.shopName, { exact: true }).first()).toBeVisible();
  await snapshot(page, testInfo, 'buyer-answered');
});

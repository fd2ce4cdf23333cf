import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from '../tools/judges/src/checks';
import { pageApi } from './page-api';
import { operatorAdvance, operatorTool } from './operator-tool';

/**
 * Issue 31, the survey, the raffle and web push, as a shopper meets them on phone and desktop: the survey after
 * a delivered order appears once and not again (not on another device either); the raffle steps modal opens
 * from the home page, closes with Esc, and a signed-in shopper joins; after login the browser registers for
 * push as far as headless Chromium goes. Each walk is a new shopper, so no demo account changes.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PASSWORD = 'Survey-Pass123';

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileURLToPath(
    new URL(`./.screenshots/${testInfo.project.name}-engagement-${name}.png`, import.meta.url),
  );
  await page.screenshot({ path: file, fullPage: true });
}

/** Phones are walked at the narrowest screen still sold (320 px); desktops at their own size. */
async function narrowOnPhone(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 320, height: 640 });
}

/** The page, its modal open, does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `${tag}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/customer/account/create');
  await page.getByLabel('First name').fill('Liza');
  await page.getByLabel('Last name').fill('Soberano');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: "I'm not a robot" }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('input[name="recaptcha_response"]')).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/account\/create/);
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/customer/account/login?redirect=/customer/account');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/customer/account');
}

/** A default delivery address in Quezon City, saved through the address call the address book uses (spec §7). */
async function addAddress(page: Page): Promise<void> {
  const get = async (path: string) => (await pageApi(page, 'GET', path)).body as Record<string, unknown>;
  const ph = await get('/rest/V1/directory/countries/PH');
  const regions = ph.available_regions as { id: number; name: string }[];
  const region = await get(`/rest/V1/directory/region/${regions.find((r) => r.name === 'Metro Manila')!.id}`);
  const cities = region.available_cities as { id: number; name: string }[];
  const city = await get(`/rest/V1/directory/city/${cities.find((c) => c.name === 'Quezon City')!.id}`);
  const township = (city.available_townships as { id: number }[])[0]!;
  const saved = await pageApi(page, 'POST', '/rest/V1/ld-customer-address', {
    address: {
      firstname: 'Liza',
      lastname: 'Soberano',
      telephone: '09171234567',
      street: ['12 Mabini Street'],
      township_id: township.id,
      default_shipping: true,
      default_billing: true,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** One plain own-store best seller in the cart (spec §7 sync). */
async function fillCart(page: Page): Promise<void> {
  const top = await pageApi(page, 'GET', '/api/product/top-selling?limit=50');
  const { items } = top.body as {
    items: { sku: string; seller_id: string; promo_tag: string | null; stock_qty: number }[];
  };
  const cart = (await pageApi(page, 'GET', '/api/cart/v2/stores/default/mine')).body as { cart_id: number };
  for (const product of items.filter((p) => p.seller_id === 'sulit' && !p.promo_tag && p.stock_qty >= 20)) {
    const res = await pageApi(page, 'POST', `/api/cart/stores/v2/default/${cart.cart_id}/sync`, {
      cart_items: [{ sku: product.sku, qty: 1 }],
    });
    if (res.status === 200 && (res.body as { failures: unknown[] }).failures.length === 0) return;
  }
  throw new Error('no best seller could be added');
}

/** Cart → shipping details → the first open slot → cash on delivery → the success page; answers the order number. */
async function orderWithCash(page: Page): Promise<string> {
  await page.goto('/checkout/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping details', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery-timeslots$/);
  await page
    .getByRole('radio', { name: /^[A-Z][a-z]+ \d{1,2}, \d{1,2}[AP]M - \d{1,2}[AP]M$/, disabled: false })
    .first()
    .check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout-payment-method$/);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });
  return new URL(page.url()).searchParams.get('orderId')!;
}

/** The home page and the server's answer to the survey offer it asks for. */
async function homeWithOffer(page: Page): Promise<unknown> {
  const offer = page.waitForResponse((r) => r.url().endsWith('/rest/V1/nps-survey/offer'));
  await page.goto('/');
  return (await (await offer).json()) as unknown;
}

test.describe('the survey, the raffle and web push', () => {
  test('the survey appears once after a delivered order, and not again on this or another device @desktop-only', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await narrowOnPhone(page, testInfo);
    const email = uniqueEmail(testInfo, 'survey');
    await signUp(page, email);
    // a member (checkout asks for a membership): the demo card kept for this walk, one per project
    const linked = await pageApi(page, 'POST', '/api/membership-link', {
      membership_id: `1003113579246${testInfo.project.name === 'phone' ? 1 : 2}`,
      membership_name: 'Liza Soberano',
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    // before any delivery the home page asks and the server says no
    expect(await homeWithOffer(page)).toEqual({ survey: null });
    await addAddress(page);
    await fillCart(page);
    const orderId = await orderWithCash(page);
    expect(await operatorAdvance(orderId, 'delivered', 'e2e')).toContain('Completed');

    // a new session (the survey is asked once per session): log out, log in, land on the home page
    await page.context().clearCookies();
    await logIn(page, email);
    await page.goto('/');
    const survey = page.getByRole('dialog', { name: 'How did we do?' });
    await expect(survey).toBeVisible();
    await expect(survey.getByText(`Your order ${orderId} was delivered.`)).toBeVisible();
    const question = survey.getByRole('group', {
      name: 'How likely are you to recommend Sulit Club to a friend or colleague?',
    });
    await expect(question.getByRole('radio')).toHaveCount(11);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await snapshot(page, testInfo, 'survey');
    await survey.getByRole('button', { name: 'Send' }).click();
    await expect(survey.getByRole('alert')).toHaveText('Please choose a score from 0 to 10.');
    await question.getByText('9', { exact: true }).click();
    await survey.getByLabel('What is the main reason for your score? (optional)').fill('Fresh fruit, on time');
    await survey.getByRole('button', { name: 'Send' }).click();
    await expect(survey.getByRole('status')).toHaveText('Thank you for your feedback!');
    await survey.getByRole('button', { name: 'Close' }).last().click();
    await expect(survey).toBeHidden();

    // not again: a reload, and another device's new session, are answered with no survey
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Best sellers' })).toBeVisible();
    await expect(survey).toBeHidden();
    const phone = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const other = await phone.newPage();
    await logIn(other, email);
    expect(await homeWithOffer(other)).toEqual({ survey: null });
    await expect(other.getByRole('dialog', { name: 'How did we do?' })).toBeHidden();
    await phone.close();
  });

  test('the raffle steps modal shows how to join, closes with Esc, and a signed-in shopper joins once', async ({
    page,
  }, testInfo) => {
    // four runs of the operator tool, each a cold start of the app on a shared machine
    test.setTimeout(300_000);
    await narrowOnPhone(page, testInfo);
    const title = `Noche Buena raffle ${testInfo.project.name} ${Date.now().toString(36)}`;
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await operatorTool('raffle', [
      'create',
      '--title',
      title,
      '--step',
      'Shop at Sulit Club during the promo period.',
      '--step',
      'Press "Join the raffle" in this window.',
      '--step',
      'Winners are drawn after the period and told by e-mail.',
      '--permit',
      'FTEB-123456 Series of 2026',
      '--from',
      from,
      '--until',
      until,
    ]);
    const id = /raffle (\d+) created/.exec(created)![1]!;
    expect(await operatorTool('raffle', ['on', id])).toContain(`raffle ${id}: on`);
    try {
      const strip = page.getByRole('region', { name: 'Raffle' });
      const row = strip.getByRole('listitem').filter({ hasText: title });
      // a guest's home page may be served from the page cache for up to 5 s (decision 016): look again until the
      // raffle switched on a moment ago is in it
      await expect(async () => {
        await page.goto('/');
        await expect(row).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await row.getByRole('button', { name: 'How to join' }).click();
      const modal = page.getByRole('dialog', { name: title });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('listitem')).toHaveText([
        'Shop at Sulit Club during the promo period.',
        'Press "Join the raffle" in this window.',
        'Winners are drawn after the period and told by e-mail.',
      ]);
      await expect(modal.getByText('DTI Fair Trade Permit No. FTEB-123456 Series of 2026')).toBeVisible();
      await expect(modal.getByText(/Draw commitment .*: [0-9a-f]{64}$/)).toBeVisible();
      await expect(modal.getByRole('link', { name: 'Log in to join' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await snapshot(page, testInfo, 'raffle-steps-guest');
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      await signUp(page, uniqueEmail(testInfo, 'raffle'));
      await page.goto('/');
      await page
        .getByRole('region', { name: 'Raffle' })
        .getByRole('listitem')
        .filter({ hasText: title })
        .getByRole('button', { name: 'How to join' })
        .click();
      await modal.getByRole('button', { name: 'Join the raffle' }).click();
      await expect(modal.getByRole('status')).toHaveText('You are in the raffle. Good luck!');
      await snapshot(page, testInfo, 'raffle-joined');
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Raffle' }).getByRole('listitem').filter({ hasText: title }),
      ).toContainText('You have joined');
      const csv = await operatorTool('raffle', ['export', id]);
      expect(csv.trim().split('\r\n')).toHaveLength(2);
    } finally {
      await operatorTool('raffle', ['off', id]);
    }
  });

  test('after login the browser registers the service worker for push and asks permission @desktop-only', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['notifications']);
    const tokens: { method: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/nms/tokens')) tokens.push({ method: r.request().method(), status: r.status() });
    });
    await signUp(page, uniqueEmail(testInfo, 'push'));
    await page.goto('/customer/account');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        script: registration.active?.scriptURL ?? null,
        scope: registration.scope,
        permission: Notification.permission,
      };
    });
    expect(worker).toEqual({
      script: `http://127.0.0.1:${PORT}/sw.js`,
      scope: `http://127.0.0.1:${PORT}/`,
      permission: 'granted',
    });
    const subscribed = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.pushManager.getSubscription()) !== null;
    });
    // Headless Chromium has no push service to subscribe with (it is Google's): say which case this run saw.
    testInfo.annotations.push({
      type: 'push-subscribe',
      description: subscribed ? 'subscribed: token stored with PUT /nms/tokens' : 'no push service: subscribe failed',
    });
    if (subscribed) expect(tokens).toContainEqual({ method: 'PUT', status: 200 });
    else expect(tokens).toEqual([]);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

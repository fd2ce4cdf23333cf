import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test, type TestInfo } from '@playwright/test';
import { axeViolations, vnuErrors } from '../tools/judges/src/checks';
import { pageApi } from './page-api';

/**
 * Issue 32: a staff member acts for a customer who allowed it — fills the cart, places a cash order, is refused a
 * password change, ends the session and is themselves again — and the customer sees it all on the account page.
 * A last spec: it shops with the Premium demo member, whose cart the checkout walks use while they run.
 */
const CUSTOMER = { email: 'member@example.com', password: 'Member123!', name: 'Maria Santos' };
const STAFF = { email: 'support@example.com', password: 'Support123!', name: 'Sofia Cruz' };
const REFUSED = 'Customer support cannot do this for a customer. The customer must do it themselves.';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-support-${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}

async function logIn(page: Page, who: { email: string; password: string }, to: string): Promise<void> {
  await page.goto(`/customer/account/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === to);
}

/** No axe violation and no vnu error on the page as it stands. */
async function judged(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(Object.values(await vnuErrors({ [page.url()]: await page.content() })).flat()).toEqual([]);
}

async function newPage(browser: Browser, baseURL: string, phone = false): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(phone ? PHONE : {}) });
  const page = await context.newPage();
  // The demo member's card is near its expiry: the once-a-session prompt is closed whenever it shows.
  await page.addLocatorHandler(page.getByRole('dialog', { name: /^Your membership/ }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Later' }).click();
  });
  return page;
}

/** The staff member signs in through the support page and picks the customer by e-mail. */
async function actFor(staff: Page, caseId: string): Promise<void> {
  await staff.goto('/customer-support');
  await expect(staff).toHaveURL(/\/customer\/account\/login\?redirect=%2Fcustomer-support$/);
  await staff.getByLabel('Email').fill(STAFF.email);
  await staff.getByLabel(/^Password/).fill(STAFF.password);
  await staff.getByRole('button', { name: 'Log in' }).click();
  await expect(staff.getByRole('heading', { name: 'Customer support', level: 1 })).toBeVisible();
  await staff.getByLabel('Customer email').fill(CUSTOMER.email);
  await staff.getByLabel('Case or ticket number').fill(caseId);
  await staff.getByLabel('Reason').fill('Customer called: cannot finish the order on her phone');
  await staff.getByRole('button', { name: 'Act for this customer' }).click();
  await expect(staff).toHaveURL(/\/customer\/account$/);
}

test.describe('customer-support mode', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(() => test.setTimeout(180_000));

  test('staff act for a consenting customer, place a cash order, are refused a password change and end the session', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const customer = await newPage(browser, baseURL!);
    await logIn(customer, CUSTOMER, '/customer/account/edit');
    await customer.getByRole('checkbox', { name: 'Allow support to shop for me' }).check();
    await customer.getByRole('button', { name: 'Save setting' }).click();
    await expect(customer.getByText('Your customer-support setting has been saved.')).toBeVisible();

    const staff = await newPage(browser, baseURL!);
    // spec §8: an unknown e-mail
    await staff.goto('/customer-support');
    await staff.getByLabel('Email').fill(STAFF.email);
    await staff.getByLabel(/^Password/).fill(STAFF.password);
    await staff.getByRole('button', { name: 'Log in' }).click();
    await staff.getByLabel('Customer email').fill('nobody@example.com');
    await staff.getByLabel('Case or ticket number').fill('T-32');
    await staff.getByLabel('Reason').fill('Phone order');
    await staff.getByRole('button', { name: 'Act for this customer' }).click();
    await expect(staff.getByRole('alert')).toHaveText('Customer email not found');
    await snapshot(staff, testInfo, 'picker');
    await judged(staff);

    await staff.getByLabel('Customer email').fill(CUSTOMER.email);
    await staff.getByLabel('Case or ticket number').fill('T-32');
    await staff.getByLabel('Reason').fill('Customer called: cannot finish the order on her phone');
    await staff.getByRole('button', { name: 'Act for this customer' }).click();
    await expect(staff).toHaveURL(/\/customer\/account$/);
    const banner = staff.getByRole('complementary', { name: 'Customer support session' });
    await expect(banner).toContainText(`You are acting for ${CUSTOMER.name} (${CUSTOMER.email}) · case T-32`);
    await expect(banner.getByRole('timer')).toHaveText(/^(30|29) minutes left$/);
    await expect(staff.getByRole('heading', { name: 'Hello, Maria' })).toBeVisible();
    await snapshot(staff, testInfo, 'acting');
    await judged(staff);

    // The cart, filled as the customer (one plain own-store best seller), then checkout with cash.
    const top = await pageApi(staff, 'GET', '/api/product/top-selling?limit=50');
    const items = (
      top.body as {
        items: { sku: string; name: string; seller_id: string; promo_tag: string | null; stock_qty: number }[];
      }
    ).items;
    const mine = (await pageApi(staff, 'GET', '/api/cart/v2/stores/default/mine')).body as { cart_id: number };
    let name = '';
    for (const p of items.filter((i) => i.seller_id === 'sulit' && !i.promo_tag && i.stock_qty >= 20)) {
      const res = await pageApi(staff, 'POST', `/api/cart/stores/v2/default/${mine.cart_id}/sync`, {
        cart_items: [{ sku: p.sku, qty: 1 }],
      });
      if (res.status === 200 && (res.body as { failures: unknown[] }).failures.length === 0) {
        name = p.name;
        break;
      }
    }
    expect(name).not.toBe('');
    await staff.goto('/checkout/cart');
    await expect(staff.getByRole('heading', { name })).toBeVisible();
    await staff.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(staff.getByRole('heading', { name: 'Shipping details', level: 1 })).toBeVisible();
    await staff.getByRole('button', { name: 'Continue' }).click();
    await expect(staff).toHaveURL(/\/checkout\/delivery-timeslots$/);
    const open = staff.getByRole('radio', {
      name: /^[A-Z][a-z]+ \d{1,2}, \d{1,2}[AP]M - \d{1,2}[AP]M$/,
      disabled: false,
    });
    await open.first().check();
    await staff.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(staff).toHaveURL(/\/checkout-payment-method$/);
    await staff.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await staff.getByRole('button', { name: 'Place order' }).click();
    await expect(staff).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });
    const orderId = new URL(staff.url()).searchParams.get('orderId')!;
    await expect(banner).toBeVisible();

    // Refused: the customer's password.
    await staff.goto('/customer/account/edit');
    const password = staff.getByRole('region', { name: 'Change password' });
    await password.getByLabel('Current password').fill('Member123!');
    await password.getByLabel(/^New password/).fill('Taken0ver!2026');
    await password.getByLabel(/Confirm new password/).fill('Taken0ver!2026');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(staff.getByText(REFUSED)).toBeVisible();
    await snapshot(staff, testInfo, 'refused');

    // Ending the session: the staff member is themselves again.
    await banner.getByRole('button', { name: 'End support session' }).click();
    await expect(staff).toHaveURL(/\/customer-support\?ended=1$/);
    await expect(staff.getByRole('status')).toHaveText(
      'The support session has ended. You are signed in as yourself again.',
    );
    await expect(banner).toHaveCount(0);
    await expect(staff.getByLabel('Customer email')).toBeVisible();

    // The customer's password still works, and the account page tells her everything.
    await customer.goto('/customer/account');
    const access = customer.getByRole('region', { name: 'Customer support access' });
    await expect(access).toContainText('Support may shop for you: yes');
    const visit = access.getByRole('listitem').first();
    await expect(visit).toContainText(`${STAFF.name} acted for you on`);
    await expect(visit).toContainText('case T-32');
    await expect(visit).toContainText('Reason: Customer called: cannot finish the order on her phone');
    await expect(visit).toContainText('ended by the staff member');
    await expect(visit).toContainText('1 refused');
    await expect(visit).toContainText(`Order ${orderId}: Placed by customer support: ${STAFF.name} (case T-32).`);
    await snapshot(customer, testInfo, 'history');
    await judged(customer);
    await customer.context().close();
    await staff.context().close();
  });

  test('on a phone: the banner, the refusal of the card vault, logging out restores the staff member', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const staff = await newPage(browser, baseURL!, true);
    await actFor(staff, 'T-33');
    const banner = staff.getByRole('complementary', { name: 'Customer support session' });
    await expect(banner).toContainText(`You are acting for ${CUSTOMER.name}`);
    await snapshot(staff, testInfo, 'phone-acting');
    await judged(staff);
    expect((await pageApi(staff, 'GET', '/rest/V1/customer-card')).status).toBe(403);
    expect((await pageApi(staff, 'PUT', '/api/customer-support/consent', { allow_support: true })).status).toBe(403);
    // Log out while acting: only the support session ends (spec §4).
    await staff.goto('/customer/account');
    await staff.getByRole('button', { name: 'Log out' }).first().click();
    await expect(staff).toHaveURL(/\/$/);
    await expect(banner).toHaveCount(0);
    await staff.goto('/customer-support');
    await expect(staff.getByLabel('Customer email')).toBeVisible();

    const customer = await newPage(browser, baseURL!, true);
    await logIn(customer, CUSTOMER, '/customer/account');
    const visit = customer.getByRole('region', { name: 'Customer support access' }).getByRole('listitem').first();
    await expect(visit).toContainText('case T-33');
    await expect(visit).toContainText('2 refused');
    await snapshot(customer, testInfo, 'phone-history');
    await customer.context().close();
    await staff.context().close();
  });
});

import { expect, type Page, test } from '@playwright/test';
import { grantRole, judged, newPage, openConsole, signUp, snapshot, uniqueEmail } from './ops-console-kit';
import { pageApi } from './page-api';

/**
 * Issue 35, the operator console in the browser: a store manager signs in with a second factor (TOTP), picks and
 * dispatches an order a shopper just placed, and closes a slot that the shopper then cannot choose. Every walk is
 * a new shopper with a demo card of its own (tools/seed membership: own and fuel cards 7 and 8) and a new staff
 * member whose role the operator tool grants, so no other walk's account is touched.
 */
const SLOT_NAME = /^[A-Z][a-z]+ \d{1,2}, \d{1,2}[AP]M - \d{1,2}[AP]M$/;

async function pick(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(text);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: text, exact: true }).first().click();
}

/**
 * A new member in Quezon City (the Balintawak store) with one best seller in the cart, a delivery address added
 * inside checkout, on the timeslot step.
 */
async function shopperAtTimeslots(page: Page, email: string, card: string): Promise<void> {
  await signUp(page, email, 'Juan', 'Dela Cruz');
  const linked = await pageApi(page, 'POST', '/api/membership-link', {
    membership_id: card,
    membership_name: 'Juan Dela Cruz',
  });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  await page.goto('/');
  await page.getByRole('button', { name: /Deliver to/ }).click();
  const where = page.getByRole('dialog', { name: 'Where should we bring your order?' });
  await pick(page, 'Province', 'Metro Manila');
  await pick(page, 'City / Municipality', 'Quezon City');
  await page.getByRole('combobox', { name: 'Barangay' }).click();
  await page.getByRole('listbox', { name: 'Barangay' }).getByRole('option').first().click();
  await where.getByRole('button', { name: 'Deliver here' }).click();
  await expect(where).toBeHidden();
  const top = await pageApi(page, 'GET', '/api/product/top-selling?limit=50');
  const items = (
    top.body as { items: { sku: string; seller_id: string; promo_tag: string | null; stock_qty: number }[] }
  ).items;
  const mine = await pageApi(page, 'GET', '/api/cart/v2/stores/default/mine');
  const cartId = (mine.body as { cart_id: number }).cart_id;
  let added = false;
  for (const product of items.filter((p) => p.seller_id === 'sulit' && !p.promo_tag && p.stock_qty >= 20)) {
    const res = await pageApi(page, 'POST', `/api/cart/stores/v2/default/${cartId}/sync`, {
      cart_items: [{ sku: product.sku, qty: 1 }],
    });
    if (res.status === 200 && (res.body as { failures: unknown[] }).failures.length === 0) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);
  await page.goto('/checkout/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await page.getByRole('link', { name: 'Add a new address' }).click();
  const modal = page.getByRole('dialog', { name: 'Add new address' });
  await modal.getByLabel('Mobile number').fill('09171234567');
  await modal.getByLabel('House no., street').fill('7 Kamuning Road');
  await modal.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address successfully created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping details', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery-timeslots$/);
}

test.describe('the operator console', () => {
  test.beforeEach(() => test.setTimeout(240_000));

  test('a store manager picks and dispatches the order a shopper just placed', async ({ browser }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const shopper = await newPage(browser, testInfo);
    await shopperAtTimeslots(shopper, uniqueEmail(testInfo, 'ops-shopper'), `1002468135790${phone ? 7 : 8}`);
    await shopper.getByRole('radio', { name: SLOT_NAME, disabled: false }).first().check();
    await shopper.getByRole('button', { name: 'Continue to payment' }).click();
    await shopper.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await shopper.getByRole('button', { name: 'Place order' }).click();
    await expect(shopper).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });
    const orderId = new URL(shopper.url()).searchParams.get('orderId')!;

    const staffEmail = uniqueEmail(testInfo, 'ops-manager');
    const staff = await newPage(browser, testInfo);
    await signUp(staff, staffEmail, 'Mara', 'Manalo');
    await grantRole(staffEmail, 'store_manager', 'balintawak');
    await openConsole(staff);
    await expect(staff.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await judged(staff);
    await snapshot(staff, testInfo, 'orders');

    // The new order is in the list; its page offers one step at a time.
    await staff.getByLabel('Order number').fill(orderId);
    await staff.getByRole('button', { name: 'Show orders' }).click();
    await staff.getByRole('link', { name: orderId }).click();
    await expect(staff.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
    await staff.getByRole('button', { name: 'Start verifying' }).click();
    await staff.getByRole('button', { name: 'Accept order' }).click();
    await expect(staff.getByText('Order Accepted', { exact: true })).toBeVisible();
    await judged(staff);

    // The picking list of the order's store and slot date: start picking, then packed.
    const { slot_date: slotDate } = (await pageApi(staff, 'GET', `/api/ops/orders/${orderId}`)).body as {
      slot_date: string;
    };
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Picking list' }).click();
    await staff.getByLabel('Slot date').fill(slotDate);
    await staff.getByRole('button', { name: 'Show picking list' }).click();
    await staff.getByRole('button', { name: `Start picking: order ${orderId}` }).click();
    await expect(staff.getByRole('heading', { name: `Order ${orderId} · Being Fulfilled` })).toBeVisible();
    await judged(staff);
    await snapshot(staff, testInfo, 'picking');
    await staff.getByRole('button', { name: `Packed, ready to ship: order ${orderId}` }).click();
    await expect(staff.getByRole('button', { name: `Packed, ready to ship: order ${orderId}` })).toBeHidden();

    // Hand-over to delivery from the order's page; the timeline says who and when.
    await staff.goto(`/ops/orders/${orderId}`);
    await staff.getByRole('button', { name: 'Hand over to delivery' }).click();
    await expect(staff.getByText('Out for Delivery', { exact: true })).toBeVisible();
    await expect(
      staff.getByRole('listitem').filter({ hasText: /^Out for Delivery — staff:\d+, \d{2}\/\d{2}\/\d{4}/ }),
    ).toBeVisible();
    await snapshot(staff, testInfo, 'dispatched');

    // The shopper sees it on the way.
    await shopper.goto(`/track-and-trace/track/${orderId}`);
    await expect(shopper.getByText('Out for Delivery').first()).toBeVisible();
  });

  test('a store manager closes a slot, and the shopper cannot choose it', async ({ browser }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const shopper = await newPage(browser, testInfo);
    await shopperAtTimeslots(shopper, uniqueEmail(testInfo, 'ops-slot'), `700123456789012${phone ? 7 : 8}`);
    // the week's last open slot, which the other walks (they take the first) leave alone
    const last = shopper.getByRole('radio', { name: SLOT_NAME, disabled: false }).last();
    const label = await last.evaluate(
      (el) => el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? '',
    );
    const slotName = /[A-Z][a-z]+ \d{1,2}, \d{1,2}[AP]M - \d{1,2}[AP]M/.exec(label)![0];

    const staffEmail = uniqueEmail(testInfo, 'ops-slots');
    const staff = await newPage(browser, testInfo);
    await signUp(staff, staffEmail, 'Carlo', 'Bautista');
    await grantRole(staffEmail, 'store_manager', 'balintawak');
    await openConsole(staff);
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Slots and capacity' }).click();
    await expect(staff.getByRole('heading', { name: 'Slots and capacity', level: 1 })).toBeVisible();
    await staff.getByRole('button', { name: `Close slot: Balintawak delivery ${slotName}` }).click();
    await expect(staff.getByRole('button', { name: `Open slot: Balintawak delivery ${slotName}` })).toBeVisible();
    await judged(staff);
    await snapshot(staff, testInfo, 'slot-closed');

    // The shopper's timeslot step now shows it closed: it cannot be chosen.
    await shopper.reload();
    await expect(shopper.getByRole('radio', { name: slotName })).toBeDisabled();

    // Opened again, it is offered again.
    await staff.getByRole('button', { name: `Open slot: Balintawak delivery ${slotName}` }).click();
    await expect(staff.getByRole('button', { name: `Close slot: Balintawak delivery ${slotName}` })).toBeVisible();
    await shopper.reload();
    await expect(shopper.getByRole('radio', { name: slotName })).toBeEnabled();
  });
});

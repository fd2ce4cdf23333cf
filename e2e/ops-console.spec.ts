import { expect, test } from '@playwright/test';
import { pageApi } from './page-api';
import {
  grantRole,
  judged,
  newPage,
  openConsole,
  shopperAtTimeslots,
  signUp,
  SLOT_NAME,
  snapshot,
  uniqueEmail,
} from './ops-steps';

/**
 * Issue 35, the operator console in the browser: a store manager signs in with a second factor (TOTP), picks and
 * dispatches an order a shopper just placed, and closes a slot that the shopper then cannot choose. Every walk is
 * a new shopper with a demo card of its own (tools/seed membership: own and fuel cards 7 and 8) and a new staff
 * member whose role the operator tool grants, so no other walk's account is touched.
 */
test.describe('the operator console', () => {
  test.beforeEach(() => test.setTimeout(240_000));

  test('a store manager picks and dispatches the order a shopper just placed @desktop-only', async ({
    browser,
  }, testInfo) => {
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

  test('a store manager closes a slot, and the shopper cannot choose it @desktop-only', async ({
    browser,
  }, testInfo) => {
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

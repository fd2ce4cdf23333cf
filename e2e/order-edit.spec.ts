import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../tools/judges/src/checks';
import { managerStartsPicking, newPage, shopperAtTimeslots, SLOT_NAME, snapshot, uniqueEmail } from './ops-steps';

/**
 * Issue 36, editing an order until picking starts (decision 040): a shopper changes the quantity and the slot of
 * a cash order and its out-of-stock choice and sees the new total, then adds a product found on the edit page; a store manager starts picking in the console (TOTP sign-in); the shopper's
 * next edit is refused in plain words. The sign-up, console and shopper steps are e2e/ops-steps.ts.
 */
const PICKING_STARTED = 'We have started picking your order, so it can no longer be changed.';

/** A new member in Quezon City places a cash order of one best seller in the first open slot; answers its number. */
async function placeCashOrder(page: Page, email: string, card: string): Promise<string> {
  await shopperAtTimeslots(page, email, card);
  await page.getByRole('radio', { name: SLOT_NAME, disabled: false }).first().check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });
  return new URL(page.url()).searchParams.get('orderId')!;
}

const orderTotal = (page: Page) =>
  page.getByRole('term').filter({ hasText: 'Order total' }).locator('xpath=following-sibling::dd[1]');

test('a shopper edits an order before picking and is refused once picking starts @desktop-only', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const shopper = await newPage(browser, testInfo);
  const orderId = await placeCashOrder(
    shopper,
    uniqueEmail(testInfo, 'edit-shopper'),
    `1004736912580${testInfo.project.name === 'phone' ? 1 : 2}`,
  );

  await shopper.goto(`/sales/order/view/order_id/${orderId}/0`);
  await shopper.getByRole('link', { name: 'Edit order' }).click();
  await expect(shopper.getByRole('heading', { name: `Edit order ${orderId}`, level: 1 })).toBeVisible();
  await expect(shopper.getByText('You pay the new total in cash when you receive your order.')).toBeVisible();
  const before = await orderTotal(shopper).textContent();
  await shopper.getByRole('spinbutton', { name: /^Quantity of / }).fill('2');
  const slots = shopper.getByRole('combobox', { name: 'Delivery slot' });
  const second = await slots.locator('option').nth(1).getAttribute('value');
  await slots.selectOption(second!);
  const items = shopper.getByRole('group', { name: 'Items' });
  const held = (await items.getByRole('listitem').first().getByRole('paragraph').first().textContent())!;
  await shopper.getByRole('combobox', { name: `If ${held} is out of stock` }).selectOption("Don't swap it, refund me");
  await shopper.getByRole('button', { name: 'Save changes' }).click();
  await expect(shopper.getByRole('status').filter({ hasText: 'Your order has been updated.' })).toBeVisible();
  await expect(orderTotal(shopper)).not.toHaveText(before!);
  await expect(shopper.getByRole('spinbutton', { name: /^Quantity of / })).toHaveValue('2');
  await expect(shopper.getByRole('heading', { name: 'Changes to this order' })).toBeVisible();
  await expect(
    shopper.getByText(`If ${held} is out of stock: Swap it for a similar item → Don't swap it, refund me`),
  ).toBeVisible();
  expect(await axeViolations(shopper)).toEqual([]);
  await snapshot(shopper, testInfo, 'edited');

  // Add another product: search the store's own goods in stock on the edit page, add one the order does not hold.
  const addItems = shopper.getByRole('region', { name: 'Add items' });
  await addItems.getByRole('searchbox', { name: 'Find a product to add' }).fill('rice');
  await addItems.getByRole('button', { name: 'Search' }).click();
  const result = addItems.getByRole('listitem').filter({ hasNotText: held }).first();
  const added = (await result.getByRole('paragraph').first().textContent())!;
  await expect(result.getByRole('spinbutton', { name: `Quantity of ${added} to add` })).toHaveValue('1');
  await result.getByRole('button', { name: `Add to order: ${added}` }).click();
  await expect(shopper.getByRole('status').filter({ hasText: 'Your order has been updated.' })).toBeVisible();
  await expect(shopper.getByRole('spinbutton', { name: `Quantity of ${added}`, exact: true })).toHaveValue('1');
  await expect(shopper.getByText(`${added}: 0 → 1`)).toBeVisible();
  expect(await axeViolations(shopper)).toEqual([]);
  await snapshot(shopper, testInfo, 'added');

  await managerStartsPicking(browser, testInfo, orderId, { tag: 'edit-manager', first: 'Mara', last: 'Manalo' });

  // The shopper's page is still open: the next edit is refused in plain words, and the page then says so.
  await shopper
    .getByRole('spinbutton', { name: /^Quantity of / })
    .first()
    .fill('3');
  await shopper.getByRole('button', { name: 'Save changes' }).click();
  await expect(shopper.getByRole('status').filter({ hasText: PICKING_STARTED })).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByText(PICKING_STARTED)).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Save changes' })).toBeHidden();
  expect(await axeViolations(shopper)).toEqual([]);
  await snapshot(shopper, testInfo, 'refused');
  await shopper.goto(`/sales/order/view/order_id/${orderId}/0`);
  await expect(shopper.getByRole('link', { name: 'Edit order' })).toBeHidden();
});

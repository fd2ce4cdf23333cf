import { expect, test, type Page } from '@playwright/test';
import {
  expectCashRefusedForMembership,
  logIn,
  payByCard,
  snapshot,
  todayInManila,
  twelveMonthsOn,
} from './membership-steps';

/**
 * The walk that makes the demo shopper a member for good. It runs in the `desktop-last` project, after every
 * other spec (playwright.config.ts): cart.spec.ts logs the shopper in and merges guest lines into the same
 * cart, and no walk may meet the shopper as a member before this one ran, or lose its cart to this order.
 */

interface Tile {
  name: string;
  url: string;
  seller_id: string;
  promo_tag: string | null;
  stock_qty: number;
  is_bulky: boolean;
}

/** A plain own-store best seller in good stock at the Quezon City store (balintawak), opened on its page. */
async function addGoods(page: Page, skip: string[] = []): Promise<Tile> {
  const res = await page.request.get('/api/product/top-selling?limit=50&sourceCode=balintawak');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: Tile[] };
  const product = items.find(
    (p) => p.seller_id === 'sulit' && !p.promo_tag && !p.is_bulky && p.stock_qty >= 20 && !skip.includes(p.name),
  );
  expect(product, 'a plain best seller in stock').toBeDefined();
  await page.goto(product!.url);
  await expect(page.getByRole('heading', { name: product!.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText(/was added to your cart\.$/)).toBeVisible();
  return product!;
}

async function pick(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(text);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: text, exact: true }).first().click();
}

/** From shipping details: the default address, a slot, and on to the payment step. */
async function shippingAndSlot(page: Page): Promise<void> {
  // When an earlier walk left the demo shopper's header on a pickup store, checkout opens on its pickup step
  // until the shopper chooses (issue 28); this shopper wants delivery.
  const pickup = page.getByRole('heading', { name: 'Pickup details', level: 1 });
  const shipping = page.getByRole('heading', { name: 'Shipping details', level: 1 });
  await expect(pickup.or(shipping)).toBeVisible();
  if (await pickup.isVisible()) await page.getByRole('link', { name: 'Deliver to my address instead' }).click();
  await expect(shipping).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Deliver to my address' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery-timeslots$/);
  const open = page.getByRole('radio', { name: /^[A-Z][a-z]+ \d{1,2}, \d{1,2}[AP]M - \d{1,2}[AP]M$/, disabled: false });
  await open.first().check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout-payment-method$/);
}

test.describe('membership bought at checkout', () => {
  test('the shopper buys Premium at checkout, pays by card, becomes a member and checks out goods', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await logIn(page, 'shopper@example.com', 'Shopper123!');

    // Goods in the cart, checkout pressed: a non-member goes to the membership page with the apply popup.
    const goods = await addGoods(page);
    await page.goto('/checkout/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/lofcustomermembership\/buy\?showPopup=apply$/);
    const popup = page.getByRole('dialog', { name: 'Membership required' });
    await expect(popup).toBeVisible();
    await snapshot(page, testInfo, 'membership-required');
    await popup.getByRole('button', { name: 'Choose a package' }).click();

    const premium = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Premium Membership (1 Year)', exact: true }) });
    await expect(premium).toContainText('₱800.00');
    await premium.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(/added to (your )?cart/i).first()).toBeVisible();

    // The cart holds both; checkout now passes the member rule and asks for an address first.
    await page.goto('/checkout/cart');
    await expect(page.getByRole('heading', { name: goods.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium Membership (1 Year)', exact: true })).toBeVisible();
    // one card per order: the membership line has no quantity stepper (issue 28), the goods keep theirs
    await expect(page.getByRole('button', { name: /^Increase quantity of Premium Membership/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Increase quantity of ${goods.name}` })).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    // When an earlier walk left the demo shopper's header on a pickup store, checkout opens on its pickup step
    // (issue 28); this shopper wants delivery.
    const pickup = page.getByRole('heading', { name: 'Pickup details', level: 1 });
    const delivery = page.getByRole('heading', { name: 'Add a delivery address' });
    await expect(pickup.or(delivery)).toBeVisible();
    if (await pickup.isVisible()) await page.getByRole('link', { name: 'Deliver to my address instead' }).click();
    await expect(delivery).toBeVisible();
    await page.getByRole('link', { name: 'Add a new address' }).click();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Shopper');
    await page.getByLabel('Mobile number').fill('09171234567');
    await page.getByLabel('House no., street').fill('12 Mabini Street');
    await pick(page, 'Province', 'Metro Manila');
    await pick(page, 'City / Municipality', 'Quezon City');
    await page.getByRole('combobox', { name: 'Barangay' }).click();
    await page.getByRole('listbox', { name: 'Barangay' }).getByRole('option').first().click();
    await expect(page.getByLabel('Postcode')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address successfully created')).toBeVisible();

    await page.goto('/checkout/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await shippingAndSlot(page);
    await expectCashRefusedForMembership(page);
    await snapshot(page, testInfo, 'membership-payment-step');
    await payByCard(page, 'Sam Shopper');

    // Paid: the success page says the membership is active, with the new card's number and expiry.
    const notice = page.getByRole('status', { name: 'Your membership' });
    await expect(notice).toContainText('Your Premium membership is active.');
    const until = twelveMonthsOn(todayInManila());
    await expect(notice).toContainText(`valid until ${until}`);
    await expect(page.getByRole('region', { name: /Sold by/ }).getByText(goods.name)).toBeVisible();
    await snapshot(page, testInfo, 'membership-bought');

    await notice.getByRole('link', { name: 'Go to My Membership' }).click();
    await expect(page).toHaveURL(/\/my-membership$/);
    const card = page.getByRole('region', { name: 'Membership card' });
    await expect(card.getByTestId('membership-number')).toHaveText(/^10\d{2}-\d{8}-\d{2}$/);
    await expect(card).toContainText('Sam Shopper');
    await expect(card).toContainText('Premium');
    await expect(card).toContainText('Active');
    await expect(card).toContainText(until);
    await snapshot(page, testInfo, 'membership-card-bought');

    // A member now: checkout goes straight to shipping details, and cash on delivery is offered again.
    await addGoods(page, [goods.name]);
    await page.goto('/checkout/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    // checkout itself, or its pickup step when the header holds a pickup store (shippingAndSlot takes it)
    await expect(page).toHaveURL(/\/checkout(\/pickup-details)?$/);
    await shippingAndSlot(page);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Your membership' })).toHaveCount(0);
    await expect(page.getByText('Non-member fee')).toHaveCount(0);
    await snapshot(page, testInfo, 'member-goods-order');
  });
});

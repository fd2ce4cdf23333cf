import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, vnuErrors } from '../tools/judges/src/checks';
import { payByCard, snapshot } from './membership-steps';
import { operatorAdvance } from './operator-tool';

const BUSINESS = 'Business Membership (1 Year)';

async function signUp(page: Page, testInfo: TestInfo): Promise<void> {
  const email = `rebate-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/customer/account/create');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Negosyo');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Member-Pass123');
  await page.getByLabel('Confirm password').fill('Member-Pass123');
  await page.getByText(/not a robot/i).click();
  await expect(page.locator('input[name="recaptcha_response"]')).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/account\/create/);
}

interface Tile {
  name: string;
  url: string;
  seller_id: string;
  promo_tag: string | null;
  stock_qty: number;
  is_bulky: boolean;
}

/** A plain own-store best seller in good stock, added from its page. */
async function addGoods(page: Page): Promise<void> {
  const res = await page.request.get('/api/product/top-selling?limit=50&sourceCode=balintawak');
  const { items } = (await res.json()) as { items: Tile[] };
  const product = items.find((p) => p.seller_id === 'sulit' && !p.promo_tag && !p.is_bulky && p.stock_qty >= 20);
  expect(product, 'a plain best seller in stock').toBeDefined();
  await page.goto(product!.url);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText(/was added to your cart\.$/)).toBeVisible();
}

async function pick(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(text);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: text, exact: true }).first().click();
}

/** Cart → shipping details (the default address) → the first open slot → the payment step. */
async function checkoutToPayment(page: Page): Promise<void> {
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
}

async function placeCashOrder(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });
  return new URL(page.url()).searchParams.get('orderId')!;
}

const peso = (text: string | null) => Math.round(Number((text ?? '').replace(/[₱,]/g, '')) * 100);
/** centavos as the store shows them */
const shown = (centavos: number) =>
  new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(centavos / 100);

/** The rebates page, reloaded until `box` shows more than ₱0.00 (the settle job runs every 2 s in this run). */
async function waitForBalance(page: Page, box: 'rebate-pending' | 'rebate-available'): Promise<number> {
  await expect(async () => {
    await page.goto('/customer/rebates');
    expect(peso(await page.getByTestId(box).textContent())).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
  return peso(await page.getByTestId(box).textContent());
}

/**
 * Issue 31: a shopper buys a Business membership, receives a delivered order, sees its rebate pending and then
 * available, applies it at checkout, cancels that order and sees the rebate given back.
 */
test('a Business member earns a rebate on delivery, spends it at checkout and gets it back on cancelling @desktop-only', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await signUp(page, testInfo);

  // Not a member yet: the page explains rebates and where they come from.
  await page.goto('/customer/rebates');
  await expect(page.getByRole('heading', { name: 'My rebates', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'How rebates work' }).click();
  const terms = page.getByRole('dialog', { name: 'Business membership and rebate' });
  await expect(terms).toContainText('Business members earn 1% back');
  await expect(terms).toContainText('up to ₱10,000.00 a year');
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();

  // The Business membership, bought online.
  await page.goto('/lofcustomermembership/buy');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: BUSINESS, exact: true }) })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.getByText(`${BUSINESS} was added to your cart.`)).toBeVisible();
  await page.goto('/checkout/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout-payment-method$/);
  await payByCard(page, 'Rosa Negosyo');
  await expect(page.getByRole('status', { name: 'Your membership' })).toContainText(
    'Your Business membership is active.',
  );

  // A delivery address, then groceries paid cash on delivery.
  await addGoods(page);
  await page.goto('/checkout/cart');
  await expect(page.getByText(/You earn a ₱[\d,.]+ rebate on this order once it is delivered/)).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Add a delivery address' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Negosyo');
  await page.getByLabel('Mobile number').fill('09171234567');
  await page.getByLabel('House no., street').fill('8 Kalayaan Avenue');
  await pick(page, 'Province', 'Metro Manila');
  await pick(page, 'City / Municipality', 'Quezon City');
  await page.getByRole('combobox', { name: 'Barangay' }).click();
  await page.getByRole('listbox', { name: 'Barangay' }).getByRole('option').first().click();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address successfully created')).toBeVisible();
  await checkoutToPayment(page);
  const delivered = await placeCashOrder(page);

  // The operator delivers it; the rebate appears pending, then available once the return window closes.
  await operatorAdvance(delivered, 'delivered');
  const pending = await waitForBalance(page, 'rebate-pending');
  const history = page.getByRole('list', { name: 'Rebate history' });
  await expect(
    history
      .getByRole('listitem')
      .filter({ hasText: `Order ${delivered}` })
      .first(),
  ).toContainText('Pending');
  await snapshot(page, testInfo, 'rebates-pending');
  const available = await waitForBalance(page, 'rebate-available');
  expect(available).toBe(pending);
  const ready = page.getByRole('dialog', { name: 'Your rebate is ready to use' });
  await expect(ready).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'rebates-ready');
  await ready.getByRole('button', { name: 'Got it' }).click();
  await expect(ready).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // It pays part of the next order.
  await addGoods(page);
  await checkoutToPayment(page);
  const box = page.getByRole('region', { name: 'Use my rebate' });
  await expect(box.getByTestId('checkout-rebate-available')).toHaveText(shown(available));
  const totalBefore = peso(await page.getByTestId('checkout-grand-total').textContent());
  await box.getByRole('button', { name: 'Apply rebate' }).click();
  await expect(box.getByRole('status')).toHaveText('Your rebate has been applied.');
  await expect(page.getByTestId('checkout-grand-total')).toHaveText(shown(totalBefore - available));
  await snapshot(page, testInfo, 'rebates-applied');
  const spentOn = await placeCashOrder(page);
  await expect(page.getByRole('region', { name: 'Order totals' }).getByText('Rebate')).toBeVisible();
  await page.goto('/customer/rebates');
  await expect(page.getByTestId('rebate-available')).toHaveText('₱0.00');
  await expect(history.getByRole('listitem').filter({ hasText: 'Used at checkout' })).toContainText(spentOn);

  // Cancelling that order gives the rebate back.
  await page.goto(`/sales/order/view/order_id/${spentOn}/0`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: `Cancel order ${spentOn}?` })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Your order has been cancelled.' })).toBeVisible();
  await page.goto('/customer/rebates');
  await expect(page.getByTestId('rebate-available')).toHaveText(shown(available));
  await expect(history.getByRole('listitem').filter({ hasText: 'Given back' })).toContainText(spentOn);
  await snapshot(page, testInfo, 'rebates-given-back');
  expect(await axeViolations(page)).toEqual([]);
  const html = await (await page.request.get('/customer/rebates')).text();
  expect(await vnuErrors({ rebates: html })).toEqual({ rebates: [] });
});

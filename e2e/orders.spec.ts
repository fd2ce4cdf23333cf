import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { pageApi } from './page-api';
import { operatorAdvance } from './operator-tool';

/** Evidence of what the shopper saw: e2e/.screenshots/{project}-orders-{name}.png (git-ignored). */
async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-orders-${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}

// The Business demo member: the checkout walks use the Premium one, so the two carts never meet.
const MEMBER = { email: 'business@example.com', password: 'Business123!' };

const api = pageApi;

/** One plain own-store best seller into the member's cart through the cart API (spec §7 sync). */
async function fillCart(page: Page): Promise<{ sku: string; name: string }> {
  const top = await api(page, 'GET', '/api/product/top-selling?limit=50');
  const items = (
    top.body as {
      items: { sku: string; name: string; seller_id: string; promo_tag: string | null; stock_qty: number }[];
    }
  ).items;
  const mine = await api(page, 'GET', '/api/cart/v2/stores/default/mine');
  const cartId = (mine.body as { cart_id: number }).cart_id;
  for (const product of items.filter((p) => p.seller_id === 'sulit' && !p.promo_tag && p.stock_qty >= 20)) {
    const res = await api(page, 'POST', `/api/cart/stores/v2/default/${cartId}/sync`, {
      cart_items: [{ sku: product.sku, qty: 1 }],
    });
    if (res.status === 200 && (res.body as { failures: unknown[] }).failures.length === 0) return product;
  }
  throw new Error('no best seller could be added at the member’s store');
}

test.describe('orders after the sale', () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === 'phone' && !process.env.E2E_ORDERS_PHONE, 'one member, one walk at a time');
    test.setTimeout(180_000);
  });

  test('a member orders, tracks it, an operator delivers it, the member rates, opens the invoice and reorders', async ({
    page,
  }, testInfo) => {
    await page.goto('/customer/account/login?redirect=/checkout/cart');
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel(/^Password/).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/cart');
    const product = await fillCart(page);

    // The member places the order: cart → shipping details → slot → cash on delivery.
    await page.goto('/checkout/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping details', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/delivery-timeslots$/);
    const open = page.getByRole('radio', {
      name: /^[A-Z][a-z]+ \d{1,2}, \d{1,2}[AP]M - \d{1,2}[AP]M$/,
      disabled: false,
    });
    await open.first().check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout-payment-method$/);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    // The success page leads to the order's own page.
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page).toHaveURL(new RegExp(`/sales/order/view/order_id/${orderId}/0$`));
    await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
    await expect(page.getByText('PROCESSING', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

    // History: the newest order first, its date DD/MM/YYYY, its status uppercased.
    await page.goto('/sales/order/history');
    await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
    const first = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await expect(first.getByTestId('history-order-number')).toHaveText(orderId);
    await expect(first.getByText('PROCESSING')).toBeVisible();
    await expect(first.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await snapshot(page, testInfo, 'history');

    // Track and trace: the order is Order Created, with the new-order notice.
    await page.goto('/track-and-trace');
    await expect(page.getByRole('heading', { name: 'Track your order' })).toBeVisible();
    await expect(page.getByText(`New order ${orderId} — follow it below.`)).toBeVisible();
    const ongoing = page.getByRole('region', { name: /Ongoing/ });
    await expect(ongoing.getByRole('listitem').filter({ hasText: orderId }).getByTestId('tracking-status')).toHaveText(
      'Order Created',
    );
    await snapshot(page, testInfo, 'track-and-trace');

    // The operator advances it to delivered with the tool.
    const out = await operatorAdvance(orderId, 'delivered');
    expect(out).toContain(
      `${orderId}: Verifying Order → Order Accepted → Being Fulfilled → Ready to Ship → Out for Delivery → Completed`,
    );
    expect(out).toContain('by e2e-operator');

    // The member sees the timeline, every step reached with its Manila time.
    await page.goto(`/track-and-trace/track/${orderId}`);
    await expect(page.getByTestId('tracking-status')).toHaveText('Completed');
    const timeline = page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem');
    await expect(timeline).toHaveText([
      /Order Created\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M/,
      /Verifying Order\d{2}\/\d{2}\/\d{4}/,
      /Order Accepted\d{2}\/\d{2}\/\d{4}/,
      /Being Fulfilled\d{2}\/\d{2}\/\d{4}/,
      /Ready to Ship\d{2}\/\d{2}\/\d{4}/,
      /Out for Delivery\d{2}\/\d{2}\/\d{4}/,
      /Completed\d{2}\/\d{2}\/\d{4}/,
    ]);
    await snapshot(page, testInfo, 'timeline');

    // The customer was told: out-for-delivery is passed on the way, delivered is e-mailed.
    const outbox = await api(page, 'GET', '/api/dev/outbox');
    expect(JSON.stringify(outbox.body)).toContain(`Your order ${orderId} has been delivered`);

    // The rating prompt on the history page: four stars, once.
    await page.goto(`/sales/order/history?rate=${orderId}`);
    const prompt = page.getByRole('region', { name: 'Rate your order' });
    await expect(prompt.getByText(`How was order ${orderId}?`)).toBeVisible();
    await snapshot(page, testInfo, 'rating-prompt');
    // the fourth star as a shopper taps it (the radio itself is visually hidden)
    await prompt.getByText('4 stars').locator('..').click();
    await expect(prompt.getByRole('radio', { name: '4 stars' })).toBeChecked();
    // four stars lit, the fifth not
    const starColour = (n: number) => prompt.locator(`[data-star="${n}"]`).evaluate((el) => getComputedStyle(el).color);
    const lit = await starColour(4);
    for (const n of [1, 2, 3]) expect(await starColour(n)).toBe(lit);
    expect(await starColour(5)).not.toBe(lit);
    await prompt.getByRole('button', { name: 'Submit rating' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you for rating your order!');
    await page.goto(`/sales/order/view/order_id/${orderId}/0`);
    await expect(page.getByText('You rated this order 4 out of 5. Thank you!')).toBeVisible();
    await expect(page.getByText('DELIVERED', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // The invoice, and its printable version.
    await page.getByRole('link', { name: 'Invoice' }).click();
    await expect(page.getByRole('heading', { name: `Invoice INV-${orderId}` })).toBeVisible();
    await expect(page.getByRole('article').getByText(product.name)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Total amount due (VAT inclusive)' })).toBeVisible();
    await snapshot(page, testInfo, 'invoice');
    await page.getByRole('link', { name: 'Print invoice' }).click();
    await expect(page).toHaveURL(new RegExp(`/sales/order/printInvoice/order_id/${orderId}$`));
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    // Reorder: the goods go back into the cart.
    await page.goto(`/sales/order/view/order_id/${orderId}/0`);
    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect(page).toHaveURL(/\/checkout\/cart$/);
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
    await snapshot(page, testInfo, 'reordered-cart');

    // Another shopper's order number is the not-found page.
    const other = await api(page, 'GET', `/api/transaction/orders/${String(Number(orderId) + 900_000)}`);
    expect(other.status).toBe(404);
  });
});

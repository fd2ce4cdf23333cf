import { expect, type Page, test } from '@playwright/test';
import {
  managerStartsPicking,
  judged,
  newPage,
  shopperAtTimeslots,
  SLOT_NAME,
  snapshot,
  uniqueEmail,
} from './ops-steps';
import { pageApi } from './page-api';

/**
 * Issue 36, substitutions per item (decision 039), walked: a shopper makes "refund me" the account's default, then
 * in the cart names a specific swap for one line, asks for a similar item for another and keeps the refund for a
 * third; pays by card. A store manager (TOTP console) picks the order: swaps the two, refunds the third. The
 * shopper sees the changes on the order page and turns one swap down; the manager packs the order; the shopper
 * sees the settled total, the card refund and an invoice listing the lines as picked.
 */
const LABELS = {
  similar: 'Swap it for a similar item',
  specific: 'Swap it for an item I choose',
  refund: "Don't swap it, refund me",
} as const;
const peso = (centavos: number) =>
  new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(centavos / 100);

interface ChoiceLine {
  line_id: string;
  sku: string;
  options: { id: number; name: string; final_price: number }[];
}
interface Product {
  sku: string;
  name: string;
  seller_id: string;
  promo_tag: string | null;
  stock_qty: number;
  final_price: number;
}

const choicesOf = async (page: Page) =>
  ((await pageApi(page, 'GET', '/api/cart/substitutions')).body as { lines: ChoiceLine[] }).lines;

/**
 * Adds best sellers until the cart holds three lines, two of them with related items in stock to swap in (the
 * line from shopperAtTimeslots is the first); answers the three lines with their names and prices.
 */
async function threeLines(page: Page) {
  const top = (await pageApi(page, 'GET', '/api/product/top-selling?limit=50')).body as { items: Product[] };
  const candidates = top.items.filter((p) => p.seller_id === 'sulit' && !p.promo_tag && p.stock_qty >= 20);
  const cartId = ((await pageApi(page, 'GET', '/api/cart/v2/stores/default/mine')).body as { cart_id: number }).cart_id;
  const sync = (sku: string, qty: number) =>
    pageApi(page, 'POST', `/api/cart/stores/v2/default/${cartId}/sync`, { cart_items: [{ sku, qty }] });
  for (const product of candidates) {
    const lines = await choicesOf(page);
    const swappable = lines.filter((l) => l.options.length > 0);
    if (lines.length >= 3 && swappable.length >= 2) break;
    if (lines.some((l) => l.sku === product.sku)) continue;
    await sync(product.sku, 1);
    const added = (await choicesOf(page)).find((l) => l.sku === product.sku);
    // a third line without swaps is only wanted once: the refunded one
    if (added && added.options.length === 0 && lines.length - swappable.length >= 1) await sync(product.sku, 0);
  }
  const lines = await choicesOf(page);
  const nameOf = (sku: string) => candidates.find((p) => p.sku === sku)?.name ?? '';
  const [specific, similar] = lines.filter((l) => l.options.length > 0);
  const refund = lines.find((l) => l !== specific && l !== similar);
  expect(specific && similar && refund, JSON.stringify(lines)).toBeTruthy();
  return {
    specific: { ...specific!, name: nameOf(specific!.sku) },
    similar: { ...similar!, name: nameOf(similar!.sku) },
    refund: { ...refund!, name: nameOf(refund!.sku) },
  };
}

async function payOnCardPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Juan Dela Cruz');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a shopper chooses substitutions, a picker swaps and refunds, the shopper turns a swap down @desktop-only', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const shopper = await newPage(browser, testInfo);
  await shopperAtTimeslots(shopper, uniqueEmail(testInfo, 'swap-shopper'), '10058369147022');

  // the account's default: refund whatever is out of stock
  await shopper.goto('/customer/account/substitutions');
  await expect(shopper.getByRole('heading', { name: 'Out-of-stock items', level: 1 })).toBeVisible();
  await shopper.getByRole('radio', { name: LABELS.refund }).check();
  await shopper.getByRole('button', { name: 'Save' }).click();
  await expect(shopper.getByRole('status')).toHaveText('Saved. New items in your cart will follow this choice.');
  await expect(shopper.getByRole('radio', { name: LABELS.refund })).toBeChecked();

  // per line in the cart: one named swap from the related items, one similar item, one refund (the default)
  const lines = await threeLines(shopper);
  await shopper.goto('/checkout/cart');
  const swaps = shopper.getByRole('region', { name: 'If an item is out of stock' });
  await expect(swaps.getByRole('combobox', { name: `If ${lines.refund.name} is out of stock` })).toHaveValue('refund');
  await swaps
    .getByRole('combobox', { name: `If ${lines.specific.name} is out of stock` })
    .selectOption({ label: LABELS.specific });
  await expect(swaps.getByRole('status')).toHaveText('Saved.');
  const chosen = [...lines.specific.options].sort((a, b) => a.final_price - b.final_price)[0]!;
  const named = swaps.getByRole('combobox', { name: `Swap ${lines.specific.name} for` });
  await named.selectOption(String(chosen.id));
  await expect(named).toHaveValue(String(chosen.id));
  await swaps
    .getByRole('combobox', { name: `If ${lines.similar.name} is out of stock` })
    .selectOption({ label: LABELS.similar });
  await expect(swaps.getByRole('combobox', { name: `If ${lines.similar.name} is out of stock` })).toHaveValue(
    'similar',
  );
  await judged(shopper);
  await snapshot(shopper, testInfo, 'swaps-cart');

  // pays by card through the sandbox provider
  await shopper.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(shopper.getByRole('heading', { name: 'Shipping details', level: 1 })).toBeVisible();
  await shopper.getByRole('button', { name: 'Continue' }).click();
  await shopper.getByRole('radio', { name: SLOT_NAME, disabled: false }).first().check();
  await shopper.getByRole('button', { name: 'Continue to payment' }).click();
  await shopper.getByRole('radio', { name: 'Credit / Debit Card' }).check();
  await shopper.getByRole('button', { name: 'Place order' }).click();
  await payOnCardPage(shopper);
  await expect(shopper).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 30_000 });
  const orderId = new URL(shopper.url()).searchParams.get('orderId')!;

  // a store manager picks it: the named item swapped in, a similar item swapped in, the refund line refunded
  const staff = await managerStartsPicking(browser, testInfo, orderId, {
    tag: 'swap-manager',
    first: 'Pia',
    last: 'Pamintuan',
  });
  await staff.getByRole('link', { name: 'Swap or refund missing items' }).click();
  await expect(staff.getByRole('heading', { name: `Picking order ${orderId}`, level: 1 })).toBeVisible();
  await expect(staff.getByText(`If out of stock: ${LABELS.refund}`)).toBeVisible();
  await expect(staff.getByRole('form', { name: `Swap ${lines.refund.name}` })).toHaveCount(0);
  await snapshot(staff, testInfo, 'swaps-to-pick');

  async function swap(line: { name: string }, pick: (select: ReturnType<Page['getByRole']>) => Promise<string>) {
    const form = staff.getByRole('form', { name: `Swap ${line.name}` });
    const name = await pick(form.getByRole('combobox', { name: `Swap ${line.name} for` }));
    await form.getByRole('button', { name: 'Swap' }).click();
    await expect(staff.getByText(new RegExp(`^Swapped for 1 × ${literal(name)} at`))).toBeVisible();
    return name;
  }
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // the named item is the only one offered; a dearer one needs the shopper's consent, asked for by phone
  const consentIfDearer = async (price: number, ordered: number) => {
    if (price > ordered)
      await staff.getByRole('checkbox', { name: 'Shopper agreed to a higher price' }).first().check();
  };
  const orderedPrice = async (sku: string) => {
    const view = await pageApi(staff, 'GET', `/api/ops/picking/${orderId}`);
    return (view.body as { lines: { sku: string; unit_price: number }[] }).lines.find((l) => l.sku === sku)!.unit_price;
  };
  const specificPrice = await orderedPrice(lines.specific.sku);
  const swappedIn = await swap(lines.specific, async (select) => {
    await expect(select.getByRole('option')).toHaveCount(1);
    await consentIfDearer(chosen.final_price, specificPrice);
    return chosen.name;
  });
  const similarPrice = await orderedPrice(lines.similar.sku);
  const similarSwap = await swap(lines.similar, async (select) => {
    const label = (await select.locator('option').first().textContent())!;
    const option = lines.similar.options.find((o) => label.startsWith(`${o.name} — `));
    await consentIfDearer(option?.final_price ?? Number.MAX_SAFE_INTEGER, similarPrice);
    return label.slice(0, label.lastIndexOf(' — '));
  });
  await staff.getByRole('button', { name: `Refund ${lines.refund.name}` }).click();
  await expect(staff.getByText('Out of stock — refunded')).toBeVisible();
  await judged(staff);
  await snapshot(staff, testInfo, 'swaps-picking');

  // the shopper sees both swaps and the refund, and turns the similar item down before hand-over
  await shopper.goto(`/sales/order/view/order_id/${orderId}/0`);
  const changes = shopper.getByRole('region', { name: 'Changes to your order' });
  await expect(changes.getByText(`We swapped it for 1 × ${swappedIn} at`)).toBeVisible();
  await expect(changes.getByText(`We swapped it for 1 × ${similarSwap} at`)).toBeVisible();
  await expect(changes.getByText("You won't pay for it.")).toBeVisible();
  await expect(changes.getByText("We settle your order's total when we finish packing it.")).toBeVisible();
  await changes.getByRole('button', { name: `I don't want ${similarSwap}, refund it` }).click();
  await expect(shopper.getByRole('status').filter({ hasText: 'Done: we took the swap off your order.' })).toBeVisible();
  await expect(changes.getByText(`You didn't want the swap, ${similarSwap}: you won't pay for it.`)).toBeVisible();
  await expect(changes.getByRole('button', { name: `I don't want ${similarSwap}, refund it` })).toHaveCount(0);
  await judged(shopper);
  await snapshot(shopper, testInfo, 'swaps-rejected');

  // the manager sees the rejection and packs the order: its amount is settled once
  await staff.reload();
  await expect(staff.getByText(`Swapped for 1 × ${similarSwap} at`)).toContainText('rejected by the shopper, refunded');
  await staff.getByRole('button', { name: 'Finish picking and pack' }).click();
  const settledNote = staff.getByText(/^Picked\. Ordered /);
  await expect(settledNote).toBeVisible();
  await snapshot(staff, testInfo, 'swaps-packed');

  // the shopper sees the settled total and the card refund
  const settled = (await pageApi(shopper, 'GET', `/api/transaction/orders/${orderId}/substitutions`)).body as {
    settlement: { original_total: number; final_total: number };
    refunds: { amount: number; status: string }[];
  };
  const refunded = settled.settlement.original_total - settled.settlement.final_total;
  expect(settled.refunds.reduce((t, r) => t + r.amount, 0)).toBe(refunded);
  await expect(settledNote).toContainText(
    `Ordered ${peso(settled.settlement.original_total)}, final amount ${peso(settled.settlement.final_total)}.`,
  );
  await shopper.reload();
  await expect(changes).toContainText(
    `You ordered ${peso(settled.settlement.original_total)}; your order now comes to ${peso(settled.settlement.final_total)}.`,
  );
  await expect(changes.getByText(`${peso(refunded)} has been refunded to your card.`)).toBeVisible();
  await expect(changes.getByText(`You didn't want the swap, ${similarSwap}: we refunded it.`)).toBeVisible();
  // the lines as picked add up to the settled subtotal
  const sold = shopper.getByRole('region', { name: 'Sold by Sulit Club' });
  await expect(
    sold.getByRole('row').filter({ hasText: `${swappedIn} (instead of ${lines.specific.name})` }),
  ).toBeVisible();
  await expect(sold.getByRole('row').filter({ hasText: `${lines.refund.name} (refunded)` })).toContainText(peso(0));
  await expect(sold.getByRole('row').filter({ hasText: `${lines.similar.name} (refunded)` })).toContainText(peso(0));
  await snapshot(shopper, testInfo, 'swaps-settled');

  // the invoice lists the lines as picked beside the settled total
  await shopper.getByRole('link', { name: 'Invoice', exact: true }).click();
  const invoice = shopper.getByRole('article', { name: /^Invoice / });
  const row = (name: string) => invoice.getByRole('row').filter({ hasText: name });
  await expect(row(`Substitute for 1 × ${lines.specific.name}`)).toContainText(swappedIn);
  await expect(row(lines.refund.name)).toContainText('Out of stock, refunded');
  await expect(row(lines.similar.name)).toContainText('Out of stock, refunded');
  await expect(invoice.getByRole('row', { name: /Total amount due/ })).toContainText(
    peso(settled.settlement.final_total),
  );
  await judged(shopper);
  await snapshot(shopper, testInfo, 'swaps-invoice');
});

import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { describe, expect, it } from 'vitest';
import { callAs, payOnSandboxCardPage, useTestApp } from '../../test-app';

const NOW = TEST_NOW.toISOString(); // 2026-11-21 in Manila

/**
 * Issue 26, problem 4: a renewal or extension costs what the package it renews costs. The Renewal and
 * Card Extension products are Premium ones, but paying them renews or extends the card the shopper holds,
 * so the cart must charge that package's renewal or extension price (the early-renewal promo is Premium's).
 */
describe.each(testEngines())('renewal and extension prices on $engine', ({ open }) => {
  // The sandbox's webhooks are held back: the shopper's return settles each payment, so the card has moved
  // once the return is answered (a webhook racing it could still be activating).
  const server = useTestApp(open, {
    clock: () => TEST_NOW,
    payments: { sandbox: { deliverWebhook: async () => {} } },
  });

  type Shopper = { id: number; token: string };
  async function member(card: { expires_on: string; package?: string; card_type?: string }): Promise<Shopper> {
    const shopper = await testShopper(server.database, NOW, { tag: 'renewal', member: card });
    return { id: shopper.customerId, token: shopper.token };
  }
  const call = (who: Shopper, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: 'balintawak' });

  /** Puts one membership card in the shopper's active cart; answers the cart id and the cart's totals. */
  async function addCard(who: Shopper, sku: string) {
    const cart = await call(who, 'GET', '/api/cart/v2/stores/default/mine');
    expect(cart.statusCode, cart.body).toBe(200);
    const cartId = (cart.json() as { cart_id: number }).cart_id;
    const res = await call(who, 'POST', `/api/cart/stores/v2/default/${cartId}/sync`, {
      cart_items: [{ sku, qty: 1, product_type: 'customer_membership' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().failures).toEqual([]);
    return { cartId, totals: res.json().totals as { subtotal: number; grand_total: number } };
  }

  /** Places the cart's order, pays it on the sandbox's card page and comes back to the store. */
  async function orderAndPay(who: Shopper, cartId: number) {
    const placed = await call(who, 'POST', '/api/transaction/orders', {
      cart_id: cartId,
      payment: { method: 'sulit_card' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const redirectUrl = (placed.json() as { next: { redirectUrl: string } }).next.redirectUrl;
    const { returnPath } = await payOnSandboxCardPage(server.app, redirectUrl);
    expect((await server.app.inject({ url: returnPath })).statusCode).toBe(303);
  }

  const cardOf = (who: Shopper) =>
    server.database.db
      .selectFrom('customer_memberships')
      .select(['package', 'expires_on'])
      .where('customer_id', '=', who.id)
      .executeTakeFirstOrThrow();

  it('a Premium member who upgraded to Executive renews at the Executive price, for 12 more months', async () => {
    const shopper = await member({ expires_on: '2027-01-05' }); // Premium, 45 days left
    const upgrade = await addCard(shopper, 'MEMBERSHIP-EXECUTIVE');
    expect(upgrade.totals.grand_total).toBe(45_000); // 2 months of the ₱2,700 difference
    await orderAndPay(shopper, upgrade.cartId);
    expect(await cardOf(shopper)).toEqual({ package: 'EXECUTIVE', expires_on: '2027-01-05' });

    const renewal = await addCard(shopper, 'MEMBERSHIP-RENEW');
    expect(renewal.totals.grand_total).toBe(350_000);
    await orderAndPay(shopper, renewal.cartId);
    expect(await cardOf(shopper)).toEqual({ package: 'EXECUTIVE', expires_on: '2028-01-05' });
  }, 60_000);

  it('a Business member pays the Business extension ₱550 and the Business renewal ₱1,000', async () => {
    const business = { expires_on: '2027-01-05', package: 'BUSINESS', card_type: 'NEW_BUSINESS_CARD' };
    const extender = await member(business);
    const extension = await addCard(extender, 'MEMBERSHIP-EXTEND');
    expect(extension.totals.grand_total).toBe(55_000);
    await orderAndPay(extender, extension.cartId);
    expect(await cardOf(extender)).toEqual({ package: 'BUSINESS', expires_on: '2027-07-05' });

    const renewer = await member(business);
    expect((await addCard(renewer, 'MEMBERSHIP-RENEW')).totals.grand_total).toBe(100_000);
    // The Premium member still gets the early-renewal promo on the same product.
    const premium = await member({ expires_on: '2027-01-05' });
    expect((await addCard(premium, 'MEMBERSHIP-RENEW')).totals.grand_total).toBe(72_000);
  }, 60_000);
});

import type { Database } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import { testShopper } from './test-shoppers';

/**
 * A member with an address and a cart at `source` holding `items`, delivery chosen, a slot held (the `slotSeq`th
 * of the week's slots, so parallel shoppers spread over them) and `method` chosen at the payment step: one
 * "Place order" away from an order.
 */
export async function readyShopper(
  app: FastifyInstance,
  database: Database,
  options: { now: string; source: string; items: { sku: string; qty: number }[]; method: string; slotSeq: number },
) {
  const who = await testShopper(database, options.now, {
    tag: 'ready',
    member: true,
    address: true,
    cartSource: options.source,
  });
  const call = async (url: string, payload: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${who.token}`, sourcecode: options.source },
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  await call(`/api/cart/stores/v2/default/${who.cartId}/sync`, { cart_items: options.items });
  await call('/api/cart/carts/mine/shipping-information', { cart_id: who.cartId });
  await call('/api/cart/checkout/delivery-schedule', {
    date: `2026-11-2${2 + (options.slotSeq % 5)}`,
    intervalId: 2 + (Math.floor(options.slotSeq / 5) % 3),
    cart_id: who.cartId,
  });
  await call(`/api/cart/${who.cartId}/address-information`, { paymentMethod: options.method });
  return who;
}

/**
 * The seller-chat walk's starting point (e2e/seller-chat.spec.ts), made through the store's own code against the
 * e2e server's database: a member who bought a marketplace product (cash, a real slot of the coming days, the
 * sale's own routes), and an account that speaks for that product's seller. Prints both log-ins and the order
 * as JSON. Each run makes new accounts, so the walks on phone and desktop never share anything.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword, openDatabase } from '@sulit/db';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { buildApp, featuresOf } from '../apps/server/src/app';
import { loadToolEnv } from '../apps/server/src/env';

const SOURCE = 'balintawak';

async function main() {
  const env = loadToolEnv();
  const database = openDatabase(env.DATABASE_URL);
  const app = await buildApp({ env: { ...env, LOG_LEVEL: 'warn' }, database, serveWeb: false });
  try {
    const now = new Date().toISOString();
    const product = await plainProducts(database.db, { source: SOURCE, minQty: 5, own: false })
      .select(['p.sku', 'p.seller_id'])
      .executeTakeFirstOrThrow();
    const buyer = await testShopper(database, now, {
      tag: 'chatbuyer',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization: `Bearer ${buyer.token}`, sourcecode: SOURCE, 'device-type': 'desktop' },
      });
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json() as Record<string, unknown>;
    };
    await call('POST', `/api/cart/stores/v2/default/${buyer.cartId}/sync`, {
      cart_items: [{ sku: product.sku, qty: 1 }],
    });
    await call('POST', '/api/cart/carts/mine/shipping-information', { cart_id: buyer.cartId });
    const slots = (await call('GET', `/api/cart/checkout/delivery-slots?sourceCode=${SOURCE}`)) as {
      days: { slots: { date: string; intervalId: number; state: string }[] }[];
    };
    const open = slots.days.flatMap((d) => d.slots).find((s) => s.state === 'available');
    if (!open) throw new Error('no open delivery slot in the coming days');
    await call('POST', '/api/cart/checkout/delivery-schedule', {
      date: open.date,
      intervalId: open.intervalId,
      cart_id: buyer.cartId,
    });
    await call('POST', `/api/cart/${buyer.cartId}/address-information`, { paymentMethod: 'cashondelivery' });
    const placed = await call('POST', '/api/transaction/orders', {
      cart_id: buyer.cartId,
      payment: { method: 'cashondelivery' },
    });
    const seller = await testShopper(database, now, { tag: 'chatseller' });
    await featuresOf(app).sellerChat.grantSeller(seller.customerId, product.seller_id, 'e2e');
    const password = `Chat-${randomBytes(6).toString('hex')}!A1`;
    const hash = await hashPassword(password);
    await database.db
      .updateTable('customers')
      .set({ password_hash: hash })
      .where('id', 'in', [buyer.customerId, seller.customerId])
      .execute();
    const shop = await database.db
      .selectFrom('sellers')
      .select('shop_name')
      .where('id', '=', product.seller_id)
      .executeTakeFirstOrThrow();
    console.log(
      JSON.stringify({
        buyer: { email: buyer.email, password },
        seller: { email: seller.email, password },
        orderNumber: String(placed.orderId ?? placed.increment_id),
        sellerId: product.seller_id,
        shopName: shop.shop_name,
      }),
    );
  } finally {
    await app.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

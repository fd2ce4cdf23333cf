import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../test-app';

const SOURCE = 'balintawak';
const NOW = TEST_NOW.toISOString();
const STATE = '/api/cart/carts/mine/shipping-information';

/**
 * Issue 28: the calls behind /checkout/delivery-address and /checkout/pickup-details — shipping-information
 * with a chosen address or a pickup store and who collects the order (spec §2, §7).
 */
describe.each(testEngines())('pickup details and delivery addresses on $engine', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sku = '';

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, sourcecode: SOURCE },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A member with a saved address and one plain product in the cart. */
  async function shopperWithCart() {
    const shopper = await testShopper(database, NOW, {
      tag: 'pickup',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    const added = await call(shopper.token, 'POST', `/api/cart/stores/v2/default/${shopper.cartId}/sync`, {
      cart_items: [{ sku, qty: 1 }],
    });
    expect(added.statusCode).toBe(200);
    return shopper;
  }

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const [row] = await plainProducts(database.db, { source: SOURCE, minQty: 100, own: true })
      .select(['p.sku'])
      .where('p.is_bulky', '=', 0)
      .limit(1)
      .execute();
    sku = row!.sku;
  }, 60_000);

  afterAll(() => closeTestApp(app, database));

  it('pickup at the Cebu store names who collects it (phone as +639…); choosing delivery forgets them', async () => {
    const s = await shopperWithCart();
    const picked = await call(s.token, 'POST', STATE, {
      store_pickup: true,
      store_source_code: 'cebu',
      pickup_person: { name: '  Maria   Santos ', telephone: '0917 123 4567' },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({
      delivery_type: 'pickup',
      pickup_source_code: 'cebu',
      pickup_person: { name: 'Maria Santos', telephone: '+639171234567' },
    });
    // choosing the store again without naming anyone keeps the person
    const again = await call(s.token, 'POST', STATE, { store_pickup: true, store_source_code: 'cebu' });
    expect(again.json().pickup_person).toEqual({ name: 'Maria Santos', telephone: '+639171234567' });

    const delivered = await call(s.token, 'POST', STATE, { store_pickup: false, address_id: s.addressId });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ delivery_type: 'delivery', address_id: s.addressId, pickup_person: null });
  });

  it('before pickup is chosen the step answers what a pickup charges: the same goods, no delivery fee', async () => {
    const s = await shopperWithCart();
    const delivered = await call(s.token, 'POST', STATE, { store_pickup: false, address_id: s.addressId });
    const step = delivered.json();
    expect(step.delivery_type).toBe('delivery');
    expect(step.totals.shipping_amount).toBeGreaterThan(0);
    expect(step.pickup_totals).toEqual({
      ...step.totals,
      shipping_amount: 0,
      grand_total: step.totals.grand_total - step.totals.shipping_amount,
    });
    // and once pickup is chosen, what it charges is what the pickup page showed
    const picked = await call(s.token, 'POST', STATE, {
      store_pickup: true,
      store_source_code: SOURCE,
      pickup_person: { name: 'Maria Santos', telephone: '09171234567' },
    });
    expect(picked.json().totals).toEqual(step.pickup_totals);
  });

  it('another customer’s address is a 404 and changes nothing', async () => {
    const [me, other] = [await shopperWithCart(), await shopperWithCart()];
    await call(me.token, 'POST', STATE, { store_pickup: false, address_id: me.addressId });
    const before = (await call(me.token, 'GET', STATE)).json();
    const res = await call(me.token, 'POST', STATE, { store_pickup: false, address_id: other.addressId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Address not found' });
    expect((await call(me.token, 'GET', STATE)).json()).toEqual(before);
    // and the other customer's address book still holds it
    const book = await call(other.token, 'GET', '/rest/V1/customers/me');
    expect(book.json().addresses.map((a: { id: number }) => a.id)).toContain(other.addressId);
  });

  it('bad pickup details get a 400 with the spec’s words and change nothing', async () => {
    const s = await shopperWithCart();
    await call(s.token, 'POST', STATE, {
      store_pickup: true,
      store_source_code: 'cebu',
      pickup_person: { name: 'Maria Santos', telephone: '09171234567' },
    });
    const before = (await call(s.token, 'GET', STATE)).json();
    const cases: unknown[] = [
      { store_pickup: true, store_source_code: 'cebu', pickup_person: { name: 'Maria', telephone: '12345' } },
      { store_pickup: true, store_source_code: 'cebu', pickup_person: { name: '   ', telephone: '09171234567' } },
      { store_pickup: true, store_source_code: 'cebu', pickup_person: { name: 'M\u0000', telephone: '09171234567' } },
      {
        store_pickup: true,
        store_source_code: 'cebu',
        pickup_person: { name: 'x'.repeat(10_000), telephone: '09171234567' },
      },
      { store_pickup: true, store_source_code: 'cebu', pickup_person: { name: 'M', telephone: '09171234567', id: 1 } },
      { store_pickup: true, store_source_code: 'nowhere', pickup_person: { name: 'M', telephone: '09171234567' } },
      { store_pickup: true, store_source_code: 'cebu', pickup_person: 'Maria' },
      { store_pickup: false, address_id: 1e300 },
    ];
    for (const payload of cases) {
      const res = await call(s.token, 'POST', STATE, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
    }
    const phone = await call(s.token, 'POST', STATE, cases[0]);
    expect(phone.body).toContain('Please input a valid 11 digit phone number.(e.g. 09171234567)');
    expect((await call(s.token, 'GET', STATE)).json()).toEqual(before);
  });

  it('a guest cannot read or write pickup details', async () => {
    const res = await app.inject({
      method: 'POST',
      url: STATE,
      payload: { store_pickup: true, store_source_code: 'cebu' },
    });
    expect(res.statusCode).toBe(401);
  });
});

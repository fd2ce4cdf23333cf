import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

/**
 * Issue 8 item 1: the listing, the product page and the cart read "this product at this store, now" from one
 * read model, so they agree on price and stock, with and without a live campaign, for a negative raw stock and
 * for a product with no stock row at the store.
 */
const SOURCE = 'balintawak';
const headers = { sourcecode: SOURCE };
const hour = 60 * 60 * 1000;
const iso = (offset: number) => new Date(TEST_NOW.getTime() + offset).toISOString();

interface Card {
  id: number;
  sku: string;
  price: number;
  final_price: number;
  stock_qty: number;
}

describe.each(testEngines())('one product-at-store read model on $engine', ({ open }) => {
  const server = useTestApp(open);
  /** plain, campaign, campaign without a stock row, negative raw stock, no stock row */
  let ids: { plain: number; campaign: number; campaignNoRow: number; negative: number; noRow: number };
  let skuOf: Map<number, string>;

  beforeAll(async () => {
    const rows = await server.database.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('status', '=', 1)
      .where('product_type', '=', 'simple')
      .where('seller_id', '=', 'sulit')
      .where('promo_tag', 'is', null)
      .orderBy('id')
      .limit(5)
      .execute();
    expect(rows).toHaveLength(5);
    const [plain, campaign, campaignNoRow, negative, noRow] = rows.map((r) => r.id) as [
      number,
      number,
      number,
      number,
      number,
    ];
    ids = { plain, campaign, campaignNoRow, negative, noRow };
    skuOf = new Map(rows.map((r) => [r.id, r.sku]));
    const all = rows.map((r) => r.id);
    await server.database.db.deleteFrom('product_campaigns').where('product_id', 'in', all).execute();
    await server.database.db.deleteFrom('promotion_products').where('product_id', 'in', all).execute();
    await server.database.db.deleteFrom('product_stock').where('product_id', 'in', all).execute();
    await server.database.db
      .insertInto('product_stock')
      .values([
        { product_id: plain, source_code: SOURCE, qty: 40 },
        { product_id: campaign, source_code: SOURCE, qty: 40 },
        { product_id: negative, source_code: SOURCE, qty: -7 },
      ])
      .execute();
    await server.database.db
      .insertInto('product_campaigns')
      .values([
        // Two open campaigns on one product: the later start wins everywhere.
        { product_id: campaign, start_time: iso(-48 * hour), end_time: iso(48 * hour), price: 1_100, stock: 9 },
        { product_id: campaign, start_time: iso(-2 * hour), end_time: iso(2 * hour), price: 1_000, stock: 5 },
        // A campaign that has ended changes nothing.
        { product_id: plain, start_time: iso(-48 * hour), end_time: iso(-1 * hour), price: 1, stock: 1 },
        { product_id: campaignNoRow, start_time: iso(-hour), end_time: iso(hour), price: 2_000, stock: 3 },
      ])
      .execute();
  });

  async function listing(): Promise<Map<number, Card>> {
    const F = 'searchCriteria[filterGroups][0][filters][0]';
    const res = await server.app.inject({
      url: `/rest/V1/products?${F}[field]=entity_id&${F}[value]=${Object.values(ids).join(',')}&${F}[conditionType]=in`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return new Map((res.json().items as Card[]).map((c) => [c.id, c]));
  }

  async function page(id: number) {
    const detail = await server.app.inject({ url: `/rest/V1/products/${id}`, headers });
    expect(detail.statusCode).toBe(200);
    const url = (detail.json() as { url: string }).url;
    const res = await server.app.inject({ url: `/api/catalog/page?path=${encodeURIComponent(url)}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().product as Card & { available_in_store: boolean; campaign: { price: number } | null };
  }

  it('listing, product page and cart agree on price and stock', async () => {
    const cards = await listing();
    const mask = (await server.app.inject({ method: 'POST', url: '/api/cart/guest-carts', headers })).json().cartMaskId;
    const sync = await server.app.inject({
      method: 'POST',
      url: `/api/cart/stores/v2/default/${mask}/sync`,
      headers,
      payload: { cart_items: Object.values(ids).map((id) => ({ sku: skuOf.get(id), qty: 1 })) },
    });
    expect(sync.statusCode).toBe(200);
    const cart = sync.json();
    const lines = new Map<number, Card>(
      cart.items.flatMap((g: { products: (Card & { product_id: number })[] }) =>
        g.products.map((l) => [l.product_id, { ...l, id: l.product_id, stock_qty: l.stock_qty }]),
      ),
    );

    const expected = {
      campaign: { final_price: 1_000, stock_qty: 5, inCart: true, available: true },
      campaignNoRow: { final_price: 2_000, stock_qty: 3, inCart: true, available: true },
      plain: { stock_qty: 40, inCart: true, available: true },
      negative: { stock_qty: 0, inCart: false, available: true },
      noRow: { stock_qty: 0, inCart: false, available: false },
    } as const;
    for (const [name, want] of Object.entries(expected) as [keyof typeof ids, (typeof expected)[keyof typeof ids]][]) {
      const id = ids[name];
      const card = cards.get(id);
      const product = await page(id);
      expect(card, name).toBeDefined();
      expect({ name, final: card!.final_price, stock: card!.stock_qty }).toEqual({
        name,
        final: 'final_price' in want ? want.final_price : card!.final_price,
        stock: want.stock_qty,
      });
      expect({ name, final: product.final_price, stock: product.stock_qty }).toEqual({
        name,
        final: card!.final_price,
        stock: card!.stock_qty,
      });
      expect({ name, available: product.available_in_store }).toEqual({ name, available: want.available });
      const line = lines.get(id);
      if (want.inCart) {
        expect({ name, final: line?.final_price, stock: line?.stock_qty }).toEqual({
          name,
          final: card!.final_price,
          stock: card!.stock_qty,
        });
      } else {
        expect(line, name).toBeUndefined();
        expect(cart.failures).toEqual(
          expect.arrayContaining([expect.objectContaining({ code: 'out_of_stock', sku: skuOf.get(id) })]),
        );
      }
    }
    expect(cart.totals.subtotal).toBe(cart.subtotal);

    // validate-cart, the checkout's stock check, reads the same facts.
    const validate = await server.app.inject({
      method: 'POST',
      url: '/api/product/v2/validate-cart',
      headers,
      payload: {
        source: SOURCE,
        products: [
          { sku: skuOf.get(ids.campaign), qty: 6 },
          { sku: skuOf.get(ids.campaignNoRow), qty: 3 },
          { sku: skuOf.get(ids.negative), qty: 1 },
          { sku: skuOf.get(ids.noRow), qty: 1 },
        ],
      },
    });
    expect(validate.statusCode).toBe(200);
    expect(validate.json().invalid_qty).toEqual([{ sku: skuOf.get(ids.campaign), qty: 6, available_qty: 5 }]);
    expect([...validate.json().invalid_sku].sort()).toEqual([skuOf.get(ids.negative), skuOf.get(ids.noRow)].sort());
  });
});

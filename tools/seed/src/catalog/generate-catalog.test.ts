import { BUY_2_FOR_1_PROMO_TAG, OWN_SELLER_ID, SOURCE_CODES } from '@sulit/domain/shared/store-constants';
import { describe, expect, it } from 'vitest';
import { generateCatalog, generateProductBatches, type CatalogOptions } from './generate-catalog';
import { slugify } from '@sulit/domain';

const NOW = new Date('2025-06-15T04:30:12.345Z');
const DAY_MS = 86_400_000;
const OPTIONS: CatalogOptions = { ownProducts: 3000, thirdPartyProducts: 300, now: NOW, seed: 42 };
const catalog = generateCatalog(OPTIONS);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const roots = catalog.categories.filter((category) => category.level === 1);
const children = catalog.categories.filter((category) => category.level === 2);
const productIds = new Set(catalog.products.map((product) => product.id));
const ownProducts = catalog.products.filter((product) => product.seller_id === OWN_SELLER_ID);
const thirdPartyProducts = catalog.products.filter((product) => product.seller_id !== OWN_SELLER_ID);

function rootNamed(name: string) {
  const root = roots.find((category) => category.name === name);
  if (!root) throw new Error(`no root category ${name}`);
  return root;
}

describe('categories', () => {
  it('has at least 16 root categories with 3 to 8 subcategories each', () => {
    expect(roots.length).toBeGreaterThanOrEqual(16);
    for (const root of roots) {
      const count = children.filter((child) => child.parent_id === root.id).length;
      expect(count, root.name).toBeGreaterThanOrEqual(3);
      expect(count, root.name).toBeLessThanOrEqual(8);
    }
  });

  it('uses dash slugs and root/child url paths that are unique', () => {
    for (const category of catalog.categories) {
      expect(category.slug).toMatch(SLUG);
      expect(category.description.length).toBeGreaterThan(10);
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    for (const root of roots) {
      expect(root.url_path).toBe(root.slug);
      expect(root.parent_id).toBeNull();
    }
    for (const child of children) {
      const parent = roots.find((root) => root.id === child.parent_id);
      expect(child.url_path).toBe(`${parent?.slug}/${child.slug}`);
    }
    expect(new Set(catalog.categories.map((category) => category.url_path)).size).toBe(catalog.categories.length);
    expect(new Set(roots.map((root) => root.color)).size).toBe(roots.length);
  });
});

describe('products', () => {
  it('numbers products 1..N, own store first', () => {
    expect(catalog.products.map((product) => product.id)).toEqual(
      Array.from({ length: 3300 }, (_, index) => index + 1),
    );
    expect(ownProducts).toHaveLength(3000);
    expect(ownProducts.every((product) => product.id <= 3000)).toBe(true);
  });

  it('puts own-store products on every subcategory, filed under its root', () => {
    for (const child of children) {
      expect(
        ownProducts.some((product) => product.category_id === child.id),
        child.url_path,
      ).toBe(true);
    }
    const childById = new Map(children.map((child) => [child.id, child]));
    for (const product of catalog.products) {
      expect(childById.get(product.category_id)?.parent_id).toBe(product.root_category_id);
    }
  });

  it('has unique SKUs in the SC-000123 style for the own store and a seller prefix otherwise', () => {
    expect(new Set(catalog.products.map((product) => product.sku)).size).toBe(catalog.products.length);
    for (const product of ownProducts) expect(product.sku).toMatch(/^SC-\d{6}$/);
    for (const product of thirdPartyProducts) expect(product.sku).toMatch(/^[A-Z]{3}-\d{6}$/);
  });

  it('reads like a real shelf: brand, item, variant and size', () => {
    const names = catalog.products.map((product) => product.name);
    expect(names.some((name) => name.startsWith('Century Tuna Flakes in Oil'))).toBe(true);
    expect(names.some((name) => /^(Solane|Petron Gasul|Fiesta Gas) LPG Refill 11kg$/.test(name))).toBe(true);
    expect(names.some((name) => /^Jasmine Rice .* 25kg$/.test(name))).toBe(true);
    expect(names.some((name) => name.startsWith('Fresh Carabao Mango'))).toBe(true);
    expect(names.join(' ')).not.toMatch(/lorem|ipsum/i);
    // Every brand × variant × size combination is used before any name repeats.
    expect(new Set(names).size).toBe(names.length);
    for (const product of catalog.products) {
      // goods sold by weight are named "per kg"; their size is one 250 g step (decision 043)
      if (!product.price_per_kg) expect(product.name).toContain(product.size);
      expect(product.brand).not.toBe('');
      expect(product.description).toMatch(/^[A-Z0-9].*\.$/);
    }
  });

  it('derives url keys from the name with the slug rule', () => {
    for (const product of catalog.products) {
      expect(product.url_key).toMatch(SLUG);
      expect(product.url_key).toBe(slugify(product.name));
    }
  });

  // issue 36 (decision 043): goods sold by weight
  it('sells the own store’s fresh goods priced per kg by weight, shelf price one 250 g step', () => {
    const weighed = catalog.products.filter((product) => product.price_per_kg);
    expect(weighed.length).toBeGreaterThan(10);
    for (const product of weighed) {
      expect(product.name).toMatch(/ per kg$/);
      expect(product.size).toBe('250g');
      expect(product.seller_id).toBe('sulit');
      expect(product.weight_step_grams).toBe(250);
      expect(product.weight_margin_percent).toBe(10);
      expect(product.price * 4).toBe(product.price_per_kg);
      expect(product.special_price).toBeNull();
    }
  });

  it('prices in whole centavos, rounded to 25, with realistic sale prices', () => {
    for (const product of catalog.products) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.price).toBeGreaterThan(0);
      expect(product.price % 25).toBe(0);
      if (product.special_price !== null && product.special_price !== undefined) {
        expect(Number.isInteger(product.special_price)).toBe(true);
        expect(product.special_price).toBeGreaterThan(0);
        expect(product.special_price).toBeLessThan(product.price);
        expect(product.special_price).toBeGreaterThanOrEqual(Math.floor(product.price * 0.6) - 100);
      }
    }
    const onSale = catalog.products.filter((product) => product.special_price).length / catalog.products.length;
    expect(onSale).toBeGreaterThan(0.1);
    expect(onSale).toBeLessThan(0.25);
    const rice = catalog.products.filter((product) => /^Jasmine Rice .* 25kg$/.test(product.name));
    for (const sack of rice) expect(sack.price).toBeGreaterThanOrEqual(145_000);
    const aircons = catalog.products.filter((product) => product.name.includes('Aircon'));
    for (const aircon of aircons) expect(aircon.price).toBeGreaterThanOrEqual(1_300_000);
  });

  it('marks all Gas & LPG goods as gas and not collectable at a store', () => {
    const gasRoot = rootNamed('Gas & LPG');
    const gas = catalog.products.filter((product) => product.root_category_id === gasRoot.id);
    expect(gas.length).toBeGreaterThan(0);
    for (const product of gas) {
      expect(product.is_gas).toBe(1);
      expect(product.allow_pickup).toBe(0);
    }
    expect(catalog.products.filter((product) => product.is_gas === 1)).toHaveLength(gas.length);
    expect(new Set(gas.map((product) => product.brand))).toEqual(new Set(['Solane', 'Petron Gasul', 'Fiesta Gas']));
  });

  it('flags bulky goods such as appliances, rice sacks and water cases', () => {
    const bulky = catalog.products.filter((product) => product.is_bulky === 1);
    expect(bulky.some((product) => product.root_category_id === rootNamed('Appliances').id)).toBe(true);
    expect(bulky.some((product) => product.name.includes('25kg'))).toBe(true);
    expect(bulky.some((product) => product.name.includes('Water'))).toBe(true);
    expect(catalog.products.find((product) => product.name.includes('Pancit Canton'))?.is_bulky).toBe(0);
  });

  it('tags about 3% buy-2-for-1 and about 5% with other promo tags', () => {
    const share = (predicate: (tag: string | null | undefined) => boolean) =>
      catalog.products.filter((product) => predicate(product.promo_tag)).length / catalog.products.length;
    expect(share((tag) => tag === BUY_2_FOR_1_PROMO_TAG)).toBeGreaterThan(0.015);
    expect(share((tag) => tag === BUY_2_FOR_1_PROMO_TAG)).toBeLessThan(0.05);
    expect(share((tag) => Boolean(tag) && tag !== BUY_2_FOR_1_PROMO_TAG)).toBeGreaterThan(0.03);
    expect(share((tag) => Boolean(tag) && tag !== BUY_2_FOR_1_PROMO_TAG)).toBeLessThan(0.08);
  });

  it('disables a handful, spreads created_at over the last year and skews sales to a popular few', () => {
    const disabled = catalog.products.filter((product) => product.status === 0).length;
    expect(disabled).toBeGreaterThan(0);
    expect(disabled / catalog.products.length).toBeLessThan(0.015);
    for (const product of catalog.products) {
      const created = Date.parse(product.created_at);
      expect(created).toBeLessThan(NOW.getTime());
      expect(created).toBeGreaterThanOrEqual(NOW.getTime() - 366 * DAY_MS);
      expect(Number.isInteger(product.sold_90d)).toBe(true);
      expect(product.sold_90d).toBeGreaterThanOrEqual(0);
    }
    const sales = catalog.products.map((product) => product.sold_90d ?? 0).sort((a, b) => b - a);
    const total = sales.reduce((sum, sold) => sum + sold, 0);
    const topTenth = sales.slice(0, sales.length / 10).reduce((sum, sold) => sum + sold, 0);
    expect(topTenth / total).toBeGreaterThan(0.5);
  });
});

describe('stock', () => {
  it('has one row per store for every product', () => {
    expect(catalog.stock).toHaveLength(catalog.products.length * SOURCE_CODES.length);
    const keys = new Set(catalog.stock.map((row) => `${row.product_id}/${row.source_code}`));
    expect(keys.size).toBe(catalog.stock.length);
    for (const row of catalog.stock) {
      expect(productIds.has(row.product_id)).toBe(true);
      expect(SOURCE_CODES).toContain(row.source_code);
      expect(Number.isInteger(row.qty)).toBe(true);
    }
  });

  it('includes negative raw quantities (about 3%), zeros, and Metro-only products', () => {
    const negative = catalog.stock.filter((row) => row.qty < 0).length / catalog.stock.length;
    expect(negative).toBeGreaterThan(0.015);
    expect(negative).toBeLessThan(0.05);
    expect(catalog.stock.some((row) => row.qty === 0)).toBe(true);
    const qty = new Map(catalog.stock.map((row) => [`${row.product_id}/${row.source_code}`, row.qty]));
    const metroOnly = catalog.products.filter(
      (product) => (qty.get(`${product.id}/alabang`) ?? 0) > 0 && qty.get(`${product.id}/cebu`) === 0,
    );
    expect(metroOnly.length).toBeGreaterThan(0);
  });
});

describe('campaigns', () => {
  it('covers about 4% of products, cheaper than the regular price, with windows before, around and after now', () => {
    expect(catalog.campaigns.length / catalog.products.length).toBeGreaterThan(0.02);
    expect(catalog.campaigns.length / catalog.products.length).toBeLessThan(0.06);
    const priceOf = new Map(catalog.products.map((product) => [product.id, product.price]));
    const now = NOW.getTime();
    for (const campaign of catalog.campaigns) {
      expect(Date.parse(campaign.start_time)).toBeLessThan(Date.parse(campaign.end_time));
      expect(Number.isInteger(campaign.price)).toBe(true);
      expect(campaign.price).toBeGreaterThan(0);
      expect(campaign.price).toBeLessThan(priceOf.get(campaign.product_id) ?? 0);
      expect(campaign.stock).toBeGreaterThan(0);
      expect(campaign.stock).toBeLessThanOrEqual(80);
    }
    const active = catalog.campaigns.filter(
      (campaign) => Date.parse(campaign.start_time) < now && Date.parse(campaign.end_time) > now,
    );
    expect(active.length).toBeGreaterThan(0);
    expect(catalog.campaigns.some((campaign) => Date.parse(campaign.end_time) < now)).toBe(true);
    expect(catalog.campaigns.some((campaign) => Date.parse(campaign.start_time) > now)).toBe(true);
  });
});

describe('promotions', () => {
  const productsOf = (promotionId: number, role: string) =>
    catalog.promotionProducts.filter((row) => row.promotion_id === promotionId && row.role === role);

  it('has at least 20 buy-x-get-y deals with a buy and a get product', () => {
    const deals = catalog.promotions.filter((promotion) => promotion.promotion_type === 'buyxgety');
    expect(deals.length).toBeGreaterThanOrEqual(20);
    for (const deal of deals) {
      expect(productsOf(deal.id, 'buy')).toHaveLength(1);
      expect(productsOf(deal.id, 'get')).toHaveLength(1);
      expect(deal.buy_qty).toBeGreaterThanOrEqual(1);
      expect(deal.get_qty).toBeGreaterThanOrEqual(1);
      expect([50, 100]).toContain(deal.discount_percent);
    }
    expect(deals.some((deal) => deal.buy_qty === 2 && deal.get_qty === 1 && deal.discount_percent === 100)).toBe(true);
    expect(deals.some((deal) => deal.buy_qty === 3 && deal.get_qty === 1 && deal.discount_percent === 50)).toBe(true);
  });

  it('has at least 10 bundles of 2 or 3 products at 10-20% off', () => {
    const bundles = catalog.promotions.filter((promotion) => promotion.promotion_type === 'bundle');
    expect(bundles.length).toBeGreaterThanOrEqual(10);
    for (const bundle of bundles) {
      const members = productsOf(bundle.id, 'bundle');
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(members.length).toBeLessThanOrEqual(3);
      expect(bundle.buy_qty).toBe(members.length);
      expect(bundle.discount_percent).toBeGreaterThanOrEqual(10);
      expect(bundle.discount_percent).toBeLessThanOrEqual(20);
    }
  });

  it('references existing, enabled, non-gas products and runs always or around now', () => {
    const promotionIds = new Set(catalog.promotions.map((promotion) => promotion.id));
    const byId = new Map(catalog.products.map((product) => [product.id, product]));
    for (const row of catalog.promotionProducts) {
      expect(promotionIds.has(row.promotion_id)).toBe(true);
      const product = byId.get(row.product_id);
      expect(product?.status).toBe(1);
      expect(product?.is_gas).toBe(0);
    }
    for (const promotion of catalog.promotions) {
      if (!promotion.start_time) {
        expect(promotion.end_time).toBeNull();
        continue;
      }
      expect(Date.parse(promotion.start_time)).toBeLessThan(NOW.getTime());
      expect(Date.parse(promotion.end_time ?? '')).toBeGreaterThan(NOW.getTime());
    }
    expect(catalog.promotions.some((promotion) => promotion.start_time === null)).toBe(true);
    expect(catalog.promotions.some((promotion) => typeof promotion.start_time === 'string')).toBe(true);
  });
});

describe('sellers', () => {
  it('has the own store and at least 6 third-party shops with 300+ products between them', () => {
    const own = catalog.sellers.find((seller) => seller.id === OWN_SELLER_ID);
    expect(own?.shop_name).toBe('Sulit Club');
    const others = catalog.sellers.filter((seller) => seller.id !== OWN_SELLER_ID);
    expect(others.length).toBeGreaterThanOrEqual(6);
    expect(thirdPartyProducts.length).toBeGreaterThanOrEqual(300);
    for (const seller of catalog.sellers) {
      expect(seller.id).toMatch(SLUG);
      expect(seller.logo_url).toBe(`/media/seller/${seller.id}/logo.svg`);
      expect(seller.banner_url).toBe(`/media/seller/${seller.id}/banner.svg`);
      expect(seller.is_active).toBe(1);
      expect(Date.parse(seller.created_at)).toBeLessThan(NOW.getTime());
    }
    for (const seller of others) {
      expect(thirdPartyProducts.filter((product) => product.seller_id === seller.id).length, seller.id).toBeGreaterThan(
        20,
      );
    }
  });
});

describe('membership products', () => {
  it('offers Premium, Business, Executive, credit-card, renewal and extension cards in centavos', () => {
    const rows = catalog.membershipProducts;
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set([
        'NEW_PREMIUM_CARD',
        'NEW_BUSINESS_CARD',
        'UPGRADE_RENEW_EXECUTIVE_CARD',
        'PREMIUM_WITH_SULIT_CCARD',
        'RENEW_CARD',
        'EXTEND_CARD',
      ]),
    );
    expect(new Set(rows.map((row) => row.package))).toEqual(new Set(['PREMIUM', 'BUSINESS', 'EXECUTIVE']));
    expect(new Set(rows.map((row) => row.sku)).size).toBe(rows.length);
    expect(rows.find((row) => row.type === 'NEW_PREMIUM_CARD')?.price).toBe(80_000);
    for (const row of rows) {
      expect(row.sku).toMatch(/^MEMBERSHIP-[A-Z-]+$/);
      for (const money of [row.price, row.renew_price, row.extend_price, row.final_price]) {
        expect(Number.isInteger(money)).toBe(true);
        expect(money).toBeGreaterThanOrEqual(0);
      }
      expect(row.final_price).toBeLessThanOrEqual(row.price);
    }
  });
});

describe('determinism and batching', () => {
  it('gives byte-identical output for the same options and different output for another seed', () => {
    expect(JSON.stringify(generateCatalog(OPTIONS))).toBe(JSON.stringify(catalog));
    expect(JSON.stringify(generateCatalog({ ...OPTIONS, seed: 43 }))).not.toBe(JSON.stringify(catalog));
  });

  it('yields the same products in batches as in one go', () => {
    const batches = [...generateProductBatches(OPTIONS, 777)];
    expect(batches.map((batch) => batch.products.length)).toEqual([777, 777, 777, 777, 192]);
    expect(batches.flatMap((batch) => batch.products)).toEqual(catalog.products);
    expect(batches.flatMap((batch) => batch.stock)).toEqual(catalog.stock);
    expect(batches.flatMap((batch) => batch.campaigns)).toEqual(catalog.campaigns);
  });

  it('rejects impossible options', () => {
    expect(() => generateCatalog({ ...OPTIONS, ownProducts: -1 })).toThrow();
    expect(() => generateCatalog({ ...OPTIONS, thirdPartyProducts: 1.5 })).toThrow();
    expect(() => [...generateProductBatches(OPTIONS, 0)]).toThrow();
  });

  it('still works for a tiny catalogue', () => {
    const tiny = generateCatalog({ ownProducts: 5, thirdPartyProducts: 2, now: NOW });
    expect(tiny.products).toHaveLength(7);
    expect(tiny.stock).toHaveLength(35);
  });
});

describe('slugify', () => {
  it('folds accents, spells out & and drops apostrophes', () => {
    expect(slugify('Doña María Jasponica Rice')).toBe('dona-maria-jasponica-rice');
    expect(slugify('Nescafé 3-in-1 Coffee Mix')).toBe('nescafe-3-in-1-coffee-mix');
    expect(slugify("Jack 'n Jill Piattos Sour Cream & Onion")).toBe('jack-n-jill-piattos-sour-cream-and-onion');
    expect(slugify('  Lucky Me! Pancit Canton (80g x 12)  ')).toBe('lucky-me-pancit-canton-80g-x-12');
  });
});

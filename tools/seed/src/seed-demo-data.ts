import { createSeedRepository, type Database, slotRowsFor } from '@sulit/db';
import { OWN_SELLER_ID, SLOT_DAYS_AHEAD, vatClassOfShelf } from '@sulit/domain';
import { basicNecessityRows } from './catalog/basic-necessities';
import { generateProductBatches, generateReferenceRows } from './catalog/generate-catalog';
import { generateContentRows } from './content/content-rows';
import { promotionPageRows } from './content/promotion-pages';
import { insertDemoVouchers } from './cart/demo-vouchers';
import { insertDemoCustomers } from './customers/demo-customers';
import { insertDemoMemberships } from './membership/demo-memberships';
import { buyerTaxRegistrations, sellerTaxRegistrations } from './invoices/tax-registrations';
import { loadGeography } from './geography';
import { faqRows } from './help/faq-articles';
import { loadSearchWords } from './search/search-words';

export interface SeedOptions {
  /** own-store products; the demo default is 3 000 */
  ownProducts: number;
  /** third-party seller products; the demo default is 300 */
  thirdPartyProducts: number;
  now: Date;
  /** replace existing demo data instead of refusing */
  replace?: boolean;
}

export const DEMO_SCALE = { ownProducts: 3000, thirdPartyProducts: 300 } as const;

/** Products generated and written per step, so 100 000 products never sit in memory at once. */
const BATCH_SIZE = 5000;

export interface SeedReport {
  products: number;
  barangays: number;
  milliseconds: number;
}

/**
 * Loads geography, stores, sellers, categories, products with stock, campaigns, promotions and
 * membership products in one transaction. Deterministic for a given scale and `now`.
 */
export async function seedDemoData(database: Database, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const seeds = createSeedRepository(database.db, database.engine);
  if (!options.replace && !(await seeds.isEmpty())) throw new Error('The database already holds demo data.');

  const geography = loadGeography();
  const catalogOptions = {
    ownProducts: options.ownProducts,
    thirdPartyProducts: options.thirdPartyProducts,
    now: options.now,
  };
  // Everything but the products themselves is small; the products stream in batches.
  const reference = generateReferenceRows(catalogOptions);

  // The shelf each product sits on says whether it sells VAT-exempt (domain vatClassOfShelf).
  const shelfPath = new Map(reference.categories.map((c) => [c.id, c.url_path]));
  const shelfName = new Map(reference.categories.map((c) => [c.id, c.name]));
  let products = 0;
  await seeds.inTransaction(async (w) => {
    await w.clearDemoData();
    await w.insertMany('countries', geography.countries);
    await w.insertMany('admin_regions', geography.adminRegions);
    await w.insertMany('provinces', geography.provinces);
    await w.insertMany('cities', geography.cities);
    await w.insertMany('barangays', geography.barangays);
    await w.insertMany('stores', geography.stores);
    await w.insertMany('categories', reference.categories);
    await w.insertMany('sellers', reference.sellers);
    await w.insertMany('membership_products', reference.membershipProducts);
    for (const batch of generateProductBatches(catalogOptions, BATCH_SIZE)) {
      await w.insertMany('products', batch.products);
      await w.insertMany('product_stock', batch.stock);
      await w.insertMany('product_campaigns', batch.campaigns);
      await w.insertMany(
        'product_vat_classes',
        batch.products
          .map((p) => ({ product_id: p.id, vat_class: vatClassOfShelf(shelfPath.get(p.category_id) ?? '') }))
          .filter((p) => p.vat_class !== 'vatable'),
      );
      // the senior citizen / PWD special discount's basic necessities (decision 038)
      await w.insertMany(
        'special_discount_products',
        basicNecessityRows(batch.products, shelfName, OWN_SELLER_ID, options.now),
      );
      products += batch.products.length;
    }
    // promotion_products references products, so promotions go in last.
    await w.insertMany('promotions', reference.promotions);
    await w.insertMany('promotion_products', reference.promotionProducts);
    const content = generateContentRows(options.now);
    await w.insertMany('json_pages', content.jsonPages);
    await w.insertMany('json_widgets', content.jsonWidgets);
    await w.insertMany('banners', content.banners);
    await w.insertMany('cms_pages', content.cmsPages);
    await w.insertMany('promotion_pages', promotionPageRows(options.now));
    await w.insertMany('global_config', content.config);
    await w.insertMany('faq_articles', faqRows(options.now));
    await insertDemoCustomers(w, geography, options.now);
    await insertDemoMemberships(w, options.now);
    await insertDemoVouchers(w, options.now);
    await w.insertMany('seller_tax_registrations', sellerTaxRegistrations());
    await w.insertMany('buyer_tax_registrations', buyerTaxRegistrations(options.now));
    // Delivery and pickup slots for the next days; the server's scheduler rolls them forward after that.
    await w.insertMany(
      'delivery_slots',
      slotRowsFor(
        geography.stores.map((s) => s.source_code),
        options.now,
        SLOT_DAYS_AHEAD,
      ),
    );
    await w.resetIdentitySequences();
    await w.setMeta('seeded_at', options.now.toISOString());
    await w.setMeta('seed_scale', JSON.stringify(catalogOptions));
  });
  await loadSearchWords(database, options.now);
  await seeds.inTransaction((w) => w.analyze());
  return { products, barangays: geography.barangays.length, milliseconds: Math.round(performance.now() - started) };
}

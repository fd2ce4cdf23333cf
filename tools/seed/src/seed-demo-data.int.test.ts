import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/engines';
import { TEST_NOW, TEST_SCALE, type TestDatabase } from '../../testing/test-database';
import { generateCatalog } from './catalog/generate-catalog';
import { seedDemoData } from './seed-demo-data';

describe.each(testEngines())('demo data on $engine', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.dispose();
  });

  const count = async (
    table: 'products' | 'product_stock' | 'provinces' | 'cities' | 'barangays' | 'stores' | 'sellers',
  ) => {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('loads the whole geography, the five stores and the catalogue at the requested scale', async () => {
    expect(await count('products')).toBe(TEST_SCALE.ownProducts + TEST_SCALE.thirdPartyProducts);
    expect(await count('product_stock')).toBe((TEST_SCALE.ownProducts + TEST_SCALE.thirdPartyProducts) * 5);
    expect(await count('barangays')).toBe(42011);
    expect(await count('stores')).toBe(5);
    expect(await count('sellers')).toBeGreaterThanOrEqual(7);
  });

  it('ships only from the spec §3 fallback regions', async () => {
    const shipping = await database.db
      .selectFrom('provinces')
      .select(['name', 'stock_source_code'])
      .where('allow_shipping', '=', 1)
      .orderBy('name')
      .execute();
    expect(shipping).toEqual([
      { name: 'Batangas', stock_source_code: 'alabang' },
      { name: 'Bulacan', stock_source_code: 'balintawak' },
      { name: 'Cavite', stock_source_code: 'alabang' },
      { name: 'Cebu', stock_source_code: 'cebu' },
      { name: 'Laguna', stock_source_code: 'alabang' },
      { name: 'Metro Manila', stock_source_code: 'balintawak' },
      { name: 'Rizal', stock_source_code: 'arcovia' },
    ]);
  });

  it('writes exactly the generated rows: the same ids and SKUs on every engine', async () => {
    const expected = generateCatalog({ ...TEST_SCALE, now: TEST_NOW }).products.slice(0, 50);
    const stored = await database.db
      .selectFrom('products')
      .select(['id', 'sku', 'name', 'price'])
      .orderBy('id')
      .limit(50)
      .execute();
    expect(stored).toEqual(expected.map((p) => ({ id: p.id, sku: p.sku, name: p.name, price: p.price })));
  });

  it('keeps raw negative stock (spec §4 shows it as 0 at read time)', async () => {
    const negative = await database.db.selectFrom('product_stock').select('qty').where('qty', '<', 0).execute();
    expect(negative.length).toBeGreaterThan(0);
  });

  it('moves auto-numbering past the seeded ids, and reseeding replaces the data', async () => {
    const max = await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const inserted = await database.db
      .insertInto('products')
      .values({
        sku: 'TEST-NEW-1',
        name: 'Test Product',
        url_key: 'test-product',
        brand: 'Test',
        size: '1 pc',
        description: 'Inserted by a test.',
        price: 1000,
        category_id: 101,
        root_category_id: 100,
        seller_id: 'sulit',
        product_type: 'simple',
        is_bulky: 0,
        is_gas: 0,
        allow_pickup: 1,
        sold_90d: 0,
        status: 1,
        created_at: TEST_NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(Number(max.id) + 1);

    await seedDemoData(database, { ownProducts: 20, thirdPartyProducts: 5, now: TEST_NOW, replace: true });
    expect(await count('products')).toBe(25);
    await expect(seedDemoData(database, { ownProducts: 20, thirdPartyProducts: 5, now: TEST_NOW })).rejects.toThrow(
      'already holds demo data',
    );
  });
});

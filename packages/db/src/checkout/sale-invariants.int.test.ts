import { testEngines } from '@sulit/tools/testing/engines';
import type { TestDatabase } from '@sulit/tools/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 27 item 12: the database itself refuses stock below zero and a slot used beyond its capacity, so a future
 * bug that skips the conditional updates fails loudly instead of overselling or overbooking.
 */
describe.each(testEngines())('the database guards the sale on $engine', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.dispose());

  it('refuses a store stock below zero and leaves the row as it was', async () => {
    const row = await database.db
      .selectFrom('product_stock')
      .select(['product_id', 'source_code', 'qty'])
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    await expect(
      sql`update product_stock set qty = -1 where product_id = ${row.product_id} and source_code = ${row.source_code}`.execute(
        database.db,
      ),
    ).rejects.toThrow(/check/i);
    const after = await database.db
      .selectFrom('product_stock')
      .select('qty')
      .where('product_id', '=', row.product_id)
      .where('source_code', '=', row.source_code)
      .executeTakeFirstOrThrow();
    expect(after.qty).toBe(row.qty);
  });

  it('refuses a campaign stock below zero', async () => {
    const campaign = await database.db
      .selectFrom('product_campaigns')
      .select(['id', 'stock'])
      .executeTakeFirstOrThrow();
    await expect(
      sql`update product_campaigns set stock = stock - ${campaign.stock + 1} where id = ${campaign.id}`.execute(
        database.db,
      ),
    ).rejects.toThrow(/check/i);
  });

  it('refuses a slot used beyond its capacity, and a negative use', async () => {
    const slot = await database.db
      .selectFrom('delivery_slots')
      .select(['id', 'capacity', 'used_count'])
      .executeTakeFirstOrThrow();
    await expect(
      sql`update delivery_slots set used_count = capacity + 1 where id = ${slot.id}`.execute(database.db),
    ).rejects.toThrow(/check/i);
    await expect(
      sql`update delivery_slots set used_count = -1 where id = ${slot.id}`.execute(database.db),
    ).rejects.toThrow(/check/i);
    const after = await database.db
      .selectFrom('delivery_slots')
      .select('used_count')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(after.used_count).toBe(slot.used_count);
  });

  it('still takes stock and places up to the limits (the checks refuse only the impossible)', async () => {
    const slot = await database.db.selectFrom('delivery_slots').select(['id']).executeTakeFirstOrThrow();
    await sql`update delivery_slots set used_count = capacity where id = ${slot.id}`.execute(database.db);
    const row = await database.db
      .selectFrom('product_stock')
      .select(['product_id', 'source_code'])
      .executeTakeFirstOrThrow();
    await sql`update product_stock set qty = 0 where product_id = ${row.product_id} and source_code = ${row.source_code}`.execute(
      database.db,
    );
  });
});

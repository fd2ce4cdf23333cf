import { testEngines } from '@sulit/tools/testing/engines';
import type { TestDatabase } from '@sulit/tools/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../input-errors';
import { saleInvariants } from '../migrations/0016-sale-invariants';

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

  it('refuses taking a store stock below zero and leaves the row as it was', async () => {
    const row = await database.db
      .selectFrom('product_stock')
      .select(['product_id', 'source_code', 'qty'])
      .where('qty', '>=', 0)
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    await expect(
      sql`update product_stock set qty = qty - ${row.qty + 1} where product_id = ${row.product_id} and source_code = ${row.source_code}`.execute(
        database.db,
      ),
    ).rejects.toThrow(/product_stock_never_taken_below_zero/);
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
    ).rejects.toThrow(/product_campaigns_stock_not_negative/);
  });

  it('keeps the raw negative quantities the stock feed reports (spec §4: shown as 0), but never lowers them', async () => {
    const row = await database.db
      .selectFrom('product_stock')
      .select(['product_id', 'source_code', 'qty'])
      .where('qty', '<', 0)
      .executeTakeFirstOrThrow();
    const where = sql`product_id = ${row.product_id} and source_code = ${row.source_code}`;
    await expect(sql`update product_stock set qty = qty - 1 where ${where}`.execute(database.db)).rejects.toThrow(
      /product_stock_never_taken_below_zero/,
    );
    // giving stock back (a cancelled order) still works from below zero
    await sql`update product_stock set qty = qty + 1 where ${where}`.execute(database.db);
  });

  it('refuses a slot used beyond its capacity, and a negative use', async () => {
    const slot = await database.db
      .selectFrom('delivery_slots')
      .select(['id', 'capacity', 'used_count'])
      .executeTakeFirstOrThrow();
    await expect(
      sql`update delivery_slots set used_count = capacity + 1 where id = ${slot.id}`.execute(database.db),
    ).rejects.toThrow(/delivery_slots_used_within_capacity/);
    await expect(
      sql`update delivery_slots set used_count = -1 where id = ${slot.id}`.execute(database.db),
    ).rejects.toThrow(/delivery_slots_used_within_capacity/);
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

  it('keeps the rebuilt tables whole: their rows, indexes and the holds that point at slots', async () => {
    const slots = await database.db
      .selectFrom('delivery_slots')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(slots.n)).toBeGreaterThan(0);
    const slot = await database.db
      .selectFrom('delivery_slots')
      .select(['source_code', 'is_store_pickup', 'slot_date', 'interval_id'])
      .executeTakeFirstOrThrow();
    // the unique key came back with the table, and a duplicate is recognised as one on both engines
    const duplicate = await database.db
      .insertInto('delivery_slots')
      .values({ ...slot, starts_at: 'x', ends_at: 'y', capacity: 1, used_count: 0, is_closed: 0, created_at: 'z' })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(duplicate, database.engine === 'postgres' ? 'delivery_slots_unique' : undefined)).toBe(
      true,
    );
    expect(isUniqueViolation(duplicate, database.engine === 'postgres' ? 'another_index' : undefined)).toBe(
      database.engine !== 'postgres',
    );
    // a refused CHECK is not a unique violation (it stays a loud 500)
    const check = await sql`update delivery_slots set used_count = -1`.execute(database.db).then(
      () => null,
      (error: unknown) => error,
    );
    expect(check).not.toBeNull();
    expect(isUniqueViolation(check)).toBe(false);
  });

  it('the migration keeps every row of the tables it rebuilds (run again over the seeded data)', async () => {
    const snapshot = async () => ({
      slots: await database.db.selectFrom('delivery_slots').selectAll().orderBy('id').execute(),
      campaigns: await database.db.selectFrom('product_campaigns').selectAll().orderBy('id').execute(),
      holds: await database.db.selectFrom('slot_holds').select(['id', 'slot_id']).orderBy('id').execute(),
    });
    const before = await snapshot();
    const migration = saleInvariants(database.engine);
    await migration.down(database.db);
    await migration.up(database.db);
    expect(await snapshot()).toEqual(before);
    await expect(
      sql`update delivery_slots set used_count = capacity + 1 where id = ${before.slots[0]!.id}`.execute(database.db),
    ).rejects.toThrow(/delivery_slots_used_within_capacity/);
  });
});

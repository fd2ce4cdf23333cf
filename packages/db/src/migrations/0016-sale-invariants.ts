import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';

/**
 * The sale's invariants in the database (issue 27 item 12): a campaign's stock never below zero and a slot's use
 * between zero and its capacity as CHECK constraints; a store's stock never taken below zero. Every code path
 * already keeps them with conditional updates; the database makes a future path that forgets fail loudly instead
 * of overselling.
 *
 * A store's stock is the one exception to a plain CHECK: the stock feed reports raw quantities that may be
 * negative (spec §4: "the quantity for the current source, 0 if negative"; the seed keeps such rows), so a
 * CHECK (qty >= 0) would refuse the data the spec describes. What must never happen is a sale taking it below
 * zero, so a trigger refuses any update that lowers a store's stock to below zero (errcode 23514, check_violation,
 * on PostgreSQL; RAISE(ABORT) on SQLite).
 *
 * PostgreSQL adds them in place. SQLite cannot add a constraint to a table, so each table is rebuilt from its own
 * stored definition plus the check (SQLite's documented 12-step procedure): foreign keys off, copy the rows into
 * the new table, drop the old, rename, recreate its indexes, verify the keys, foreign keys on. Rows keep their ids.
 */
const CHECKS: readonly { table: string; name: string; check: string }[] = [
  { table: 'product_campaigns', name: 'product_campaigns_stock_not_negative', check: 'stock >= 0' },
  {
    table: 'delivery_slots',
    name: 'delivery_slots_used_within_capacity',
    check: 'used_count >= 0 and used_count <= capacity',
  },
];

const STOCK_GUARD = 'product_stock_never_taken_below_zero';

export function saleInvariants(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      if (engine === 'postgres') {
        for (const { table, name, check } of CHECKS)
          await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} check (${sql.raw(check)})`.execute(
            db,
          );
        await sql
          .raw(
            `create function ${STOCK_GUARD}() returns trigger language plpgsql as $$
            begin
              if new.qty < 0 and new.qty < old.qty then
                raise exception '${STOCK_GUARD}: product % at % would go from % to %', old.product_id,
                  old.source_code, old.qty, new.qty using errcode = 'check_violation';
              end if;
              return new;
            end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${STOCK_GUARD} before update of qty on product_stock
            for each row execute function ${STOCK_GUARD}()`,
          )
          .execute(db);
        return;
      }
      await sql
        .raw(
          `create trigger ${STOCK_GUARD} before update of qty on product_stock
          when new.qty < 0 and new.qty < old.qty
          begin select raise(abort, '${STOCK_GUARD}'); end`,
        )
        .execute(db);
      await rebuildSqliteTables(db, (definition, table) => {
        const wanted = CHECKS.filter((c) => c.table === table);
        const checks = wanted.map((c) => `, constraint "${c.name}" check (${c.check})`).join('');
        return `${definition.slice(0, definition.lastIndexOf(')'))}${checks})`;
      });
    },
    async down(db: Kysely<any>): Promise<void> {
      await sql.raw(`drop trigger ${STOCK_GUARD}${engine === 'postgres' ? ' on product_stock' : ''}`).execute(db);
      if (engine === 'postgres') {
        await sql.raw(`drop function ${STOCK_GUARD}()`).execute(db);
        for (const { table, name } of CHECKS)
          await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(db);
        return;
      }
      await rebuildSqliteTables(db, (definition) =>
        CHECKS.reduce((text, c) => text.replace(`, constraint "${c.name}" check (${c.check})`, ''), definition),
      );
    },
  };
}

/** Rebuilds each checked SQLite table from its stored CREATE TABLE, changed by `redefine`, keeping rows and indexes. */
async function rebuildSqliteTables(db: Kysely<any>, redefine: (definition: string, table: string) => string) {
  const tables = [...new Set(CHECKS.map((c) => c.table))];
  // Must be set outside a transaction: dropping a referenced table would otherwise cascade to its children.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      for (const table of tables) {
        const { rows } = await sql<{
          type: string;
          sql: string | null;
        }>`select type, sql from sqlite_master where tbl_name = ${table} and type in ('table', 'index', 'trigger')`.execute(
          trx,
        );
        const definition = rows.find((r) => r.type === 'table')?.sql;
        if (!definition) throw new Error(`migration 0016: table ${table} is missing`);
        const rebuilt = `${table}_rebuilt`;
        const created = redefine(definition, table).replace(
          /^CREATE TABLE\s+("?)[A-Za-z_]+\1/i,
          `CREATE TABLE "${rebuilt}"`,
        );
        await sql.raw(created).execute(trx);
        await sql`insert into ${sql.table(rebuilt)} select * from ${sql.table(table)}`.execute(trx);
        await sql`drop table ${sql.table(table)}`.execute(trx);
        await sql`alter table ${sql.table(rebuilt)} rename to ${sql.table(table)}`.execute(trx);
        // Indexes and triggers went with the old table; SQLite's own (autoindexes) have no SQL and come back by themselves.
        for (const dependent of rows.filter((r) => r.type !== 'table' && r.sql))
          await sql.raw(dependent.sql!).execute(trx);
      }
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('migration 0016: the rebuilt tables broke a foreign key');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

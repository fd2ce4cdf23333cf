import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { prepareStatementsOn } from './pg-statement-cache';

const postgres = inject('testEngines').postgres;

/** One pooled connection whose statements are kept prepared, `size` of them at most. */
function onePreparedConnection(size: number) {
  const pool = new pg.Pool({ connectionString: postgres!.adminUrl, max: 1 });
  pool.on('connect', (client) => prepareStatementsOn(client, size));
  return pool;
}

/** What this connection holds prepared, as PostgreSQL reports it. */
async function prepared(client: pg.PoolClient): Promise<string[]> {
  const rows = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
  return rows.rows.map((r) => r.statement).sort();
}

describe.skipIf(!postgres)('PostgreSQL statements kept prepared per connection (decision 044)', () => {
  let pool: pg.Pool;
  let client: pg.PoolClient;

  beforeAll(async () => {
    pool = onePreparedConnection(2);
    client = await pool.connect();
    await client.query('create temporary table prep_t (id int primary key, label text)');
    await client.query("insert into prep_t values (1, 'one'), (2, 'two'), (3, 'three')");
  });
  afterAll(async () => {
    client.release();
    await pool.end();
  });

  it('prepares a statement with parameters once and answers each call with its own values', async () => {
    const byId = 'select label from prep_t where id = $1';
    const answers = [];
    for (const id of [1, 2, 3, 2]) answers.push((await client.query(byId, [id])).rows[0]?.label);
    expect(answers).toEqual(['one', 'two', 'three', 'two']);
    expect(await prepared(client)).toEqual([byId]);
  });

  it('keeps at most its size, deallocating the least recently used one', async () => {
    const byId = 'select label from prep_t where id = $1';
    const above = 'select count(*) from prep_t where id > $1';
    const below = 'select count(*) from prep_t where id < $1';
    await client.query(above, [1]);
    await client.query(byId, [1]); // byId is now the most recent of the two kept
    await client.query(below, [3]);
    expect(await prepared(client)).toEqual([byId, below].sort());
    // an evicted statement is prepared again under a new name and still answers
    expect((await client.query(above, [1])).rows[0]).toEqual({ count: '2' });
  });

  it('leaves statements without parameters (BEGIN, COMMIT) unprepared', async () => {
    await client.query('begin');
    await client.query('commit');
    expect((await prepared(client)).some((s) => /begin|commit/i.test(s))).toBe(false);
  });

  it('a statement whose table changed fails once, then is prepared anew', async () => {
    const all = 'select * from prep_t where id = $1';
    expect((await client.query(all, [1])).rows[0]).toEqual({ id: 1, label: 'one' });
    await client.query('alter table prep_t add column note text');
    await expect(client.query(all, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query(all, [1])).rows[0]).toEqual({ id: 1, label: 'one', note: null });
  });
});

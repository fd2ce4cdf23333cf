import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type DatabaseEngine = 'sqlite' | 'postgres';

export interface Database {
  readonly db: Kysely<DB>;
  readonly engine: DatabaseEngine;
  close(): Promise<void>;
}

/** Which engine a DATABASE_URL names: `file:PATH` (or `:memory:`) is SQLite, `postgres://` is PostgreSQL. */
export function engineOf(url: string): DatabaseEngine {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  if (url.startsWith('file:')) return 'sqlite';
  throw new Error(`DATABASE_URL must start with file: or postgres:// (got ${url.split(':')[0]}:)`);
}

function sqlitePath(url: string): string {
  const path = url.slice('file:'.length);
  return path === ':memory:' ? path : resolve(path);
}

export function openDatabase(url: string, options: { poolSize?: number } = {}): Database {
  const engine = engineOf(url);
  if (engine === 'sqlite') {
    const path = sqlitePath(url);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    // WAL lets readers run beside the single writer; NORMAL sync is safe with WAL and much faster.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('cache_size = -64000');
    sqlite.pragma('temp_store = MEMORY');
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, engine, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // int8 (COUNT, SUM) and numeric arrive as strings by default; our values fit in a JS number.
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === 20 || oid === 1700 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text'),
    },
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine, close: () => db.destroy() };
}

import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { PG_STATEMENT_CACHE_SIZE, prepareStatementsOn } from './pg-statement-cache';
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

/** Statements kept prepared; queries are built from a fixed set of shapes, so this bounds memory, not hits. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running a small indexed read on SQLite.
 * Reusing prepared statements by their SQL text keeps that cost to the first call of each shape.
 * Bulk inserts with thousands of parameters are not worth caching.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (sql.length < 4000) {
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
          cache.set(sql, statement);
        }
      }
      return statement;
    },
  };
}

function sqlitePath(url: string): string {
  const path = url.slice('file:'.length);
  return path === ':memory:' ? path : resolve(path);
}

export interface DatabaseOptions {
  /** PostgreSQL connections in the pool (default 10) */
  poolSize?: number;
  /**
   * Statements each PostgreSQL connection keeps prepared (default 500, decision 044); 0 prepares none, for a
   * pooler in front that cannot follow named statements (PgBouncer in transaction mode before 1.21).
   */
  statementCacheSize?: number;
}

export function openDatabase(url: string, options: DatabaseOptions = {}): Database {
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
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
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
  // An idle client whose server connection ends (restart, failover, a dropped database) emits 'error' on the
  // pool; without a listener that would crash the process. The pool replaces the client on next use.
  pool.on('error', (error) => console.error(`PostgreSQL idle client error: ${error.message}`));
  const statements = options.statementCacheSize ?? PG_STATEMENT_CACHE_SIZE;
  if (statements > 0) pool.on('connect', (client) => prepareStatementsOn(client, statements));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine, close: () => db.destroy() };
}

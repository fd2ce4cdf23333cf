/**
 * The large fuzz run (issue 9 item 5): `npm run fuzz -- --engine sqlite|postgres --requests 10000`.
 * Builds a seeded database at the integration-test scale, serves the API in-process and fuzzes every
 * operation of the OpenAPI document as a guest, a bearer client and a browser session, then prints the
 * figures (requests, statuses, 5xx, leaks, schema breaks) and the first findings. Exit code 1 on any.
 * Figures go to docs/FUZZING.md.
 */
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '@sulit/db';
import pg from 'pg';
import { buildApp } from '../../../apps/server/src/app';
import { seedDemoData } from '../../seed/src/seed-demo-data';
import { DEFAULT_TEST_DATABASE_URL, TEST_NOW, TEST_SCALE, withDatabaseName } from '../../testing/test-database';
import { describeFindings, fuzzDictionary, fuzzIdentities } from './fuzz-setup';
import { fuzz, operationsOf } from './openapi-fuzz';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '9' },
  },
});

async function openFresh(engine: string) {
  if (engine === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
    const name = `sulit_fuzz_${process.pid}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
    await client.end();
    return {
      database: openDatabase(withDatabaseName(admin, name)),
      drop: async () => {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const path = `var/fuzz/fuzz-${process.pid}.db`;
  const { mkdirSync, rmSync } = await import('node:fs');
  mkdirSync('var/fuzz', { recursive: true });
  return {
    database: openDatabase(`file:${path}`),
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    },
  };
}

const engine = values.engine === 'postgres' ? 'postgres' : 'sqlite';
const { database, drop } = await openFresh(engine);
try {
  await migrateToLatest(database);
  await seedDemoData(database, { ...TEST_SCALE, now: TEST_NOW });
  const app = await buildApp({
    env: {
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_SECRET: 'fuzz-secret-fuzz-secret-fuzz-secret-123',
      WEB_BUILD_DIR: 'none',
      NODE_ENV: 'test',
    },
    database,
    clock: () => TEST_NOW,
    serveWeb: false,
  });
  const document = (await app.inject('/docs/json')).json() as Parameters<typeof operationsOf>[0];
  const operations = operationsOf(document).length;
  const identities = fuzzIdentities(database, () => TEST_NOW);
  const perOperation = Math.ceil(Number(values.requests) / (operations * identities.length));
  const started = Date.now();
  const result = await fuzz({
    app,
    perOperation,
    seed: Number(values.seed),
    dictionary: await fuzzDictionary(app),
    identities,
    onProgress: (done) => {
      if (done % 1000 === 0)
        process.stderr.write(`  ${done} requests, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    },
  });
  await app.close();
  const statuses = Object.entries(result.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    [
      `engine ${engine}, seed ${values.seed}: ${operations} operations × ${identities.length} identities × ${perOperation}`,
      `requests ${result.requests} in ${result.seconds.toFixed(0)} s`,
      `statuses ${statuses}`,
      `5xx ${result.fiveHundreds}, leaks (stack/SQL) ${result.leaks}, schema breaks ${result.schemaBreaks}`,
    ].join('\n'),
  );
  if (result.findings.length) console.log(describeFindings(result.findings));
  process.exitCode = result.findings.length ? 1 : 0;
} finally {
  await drop();
}

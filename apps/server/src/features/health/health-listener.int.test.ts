import { openDatabase } from '@sulit/db';
import { sql } from 'kysely';
import { testEngines } from '@sulit/tools/testing/engines';
import { describe, expect, inject, it } from 'vitest';
import { featuresOf } from '../../app';
import { buildTestApp, closeTestApp } from '../../test-app';
import { startHealthListener } from './health-listener';

async function get(port: number, path: string) {
  const started = Date.now();
  const answer = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: answer.status, body: (await answer.json()) as unknown, ms: Date.now() - started, answer };
}

describe.each(testEngines())(
  "the proxy's health checks on a port of their own on $engine (decision 041)",
  ({ open }) => {
    it('answers /readyz and /livez as the routes do, and leaves the rotation while draining', async () => {
      const database = await open();
      const app = await buildTestApp(database);
      const listener = await startHealthListener({
        port: 0,
        host: '127.0.0.1',
        readiness: featuresOf(app).health.readiness,
      });
      try {
        const ready = await get(listener.port, '/readyz');
        expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
        expect(ready.answer.headers.get('cache-control')).toBe('no-store');
        expect(await get(listener.port, '/livez')).toMatchObject({ status: 200, body: { status: 'ok' } });
        expect((await get(listener.port, '/checkout/cart')).status).toBe(404);
        featuresOf(app).health.startDraining();
        expect(await get(listener.port, '/readyz')).toMatchObject({
          status: 503,
          body: { message: 'Draining: this instance is shutting down' },
        });
        expect((await get(listener.port, '/livez')).status).toBe(200);
      } finally {
        await listener.close();
        await closeTestApp(app, database);
      }
    });
  },
);

// Only PostgreSQL has a pool that renders can use up; the probe's own connection is what keeps the answer prompt.
describe.skipIf(!inject('testEngines').postgres)('readiness while every pooled connection is busy (issue 34)', () => {
  it('is ready at once while renders hold every connection of the pool', async () => {
    const [postgres] = testEngines().filter((engine) => engine.engine === 'postgres');
    const database = await postgres!.open();
    const probeDatabase = openDatabase(inject('testEngines').postgres!.adminUrl, { poolSize: 1 });
    const app = await buildTestApp(database, { probeDatabase });
    await app.ready();
    const listener = await startHealthListener({
      port: 0,
      host: '127.0.0.1',
      readiness: featuresOf(app).health.readiness,
    });
    let release = () => undefined as void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    // the test database's pool has four connections: four transactions that wait hold them all
    const holders = Array.from({ length: 4 }, () =>
      database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await busy;
      }),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ready = await get(listener.port, '/readyz');
      expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
      expect(ready.ms).toBeLessThan(1_000);
    } finally {
      release();
      await Promise.all(holders);
      await listener.close();
      await probeDatabase.close();
      await closeTestApp(app, database);
    }
  });
});

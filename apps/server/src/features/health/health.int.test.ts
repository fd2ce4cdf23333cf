import { openDatabase } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { describe, expect, it } from 'vitest';
import { featuresOf } from '../../app';
import { buildTestApp, closeTestApp, useTestApp } from '../../test-app';

describe.each(testEngines())('liveness and readiness on $engine (issue 34)', ({ open }) => {
  const server = useTestApp(open, { env: { REDIS_URL: 'redis://127.0.0.1:6379' } });

  it('is live and ready while the database and Redis answer, never cached', async () => {
    const live = await server.app.inject('/livez');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when Redis does not answer, and says which dependency is down', async () => {
    const database = await open();
    const app = await buildTestApp(database, { env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const started = Date.now();
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ message: 'Not ready: redis unreachable' });
      // a proxy polls every few seconds: a probe must not hang on a dead dependency
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await app.inject('/livez')).statusCode).toBe(200);
    } finally {
      await closeTestApp(app, database);
    }
  });

  it('leaves the rotation when draining starts, before anything closes', async () => {
    const database = await open();
    const app = await buildTestApp(database);
    try {
      featuresOf(app).health.startDraining();
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ message: 'Draining: this instance is shutting down' });
      // in-flight and late requests are still served while the proxy takes the instance out
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      expect((await app.inject('/rest/V1/sulit/megamenu/menu-top')).statusCode).toBe(200);
    } finally {
      await closeTestApp(app, database);
    }
  });
});

// An embedded SQLite file cannot be "down" apart from the process; a PostgreSQL server can.
describe('readiness when PostgreSQL does not answer (issue 34)', () => {
  it('is not ready while the database is unreachable, and still live', async () => {
    const database = openDatabase('postgres://postgres@127.0.0.1:1/test');
    const app = await buildTestApp(database);
    try {
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ message: 'Not ready: database unreachable' });
      expect((await app.inject('/livez')).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

import { migrateToLatest, openDatabase } from '@sulit/db';
import { buildApp, featuresOf } from './app';
import { EnvError, envWarnings, loadEnv } from './env';
import { startHealthListener } from './features/health/health-listener';

async function main(): Promise<void> {
  const env = loadEnv();
  const database = openDatabase(env.DATABASE_URL, {
    poolSize: env.DATABASE_POOL_SIZE,
    statementCacheSize: env.DATABASE_STATEMENT_CACHE_SIZE,
  });
  await migrateToLatest(database);
  // readiness pings PostgreSQL on a connection of its own, never queued behind the pool's renders (decision 041)
  const probeDatabase = database.engine === 'postgres' ? openDatabase(env.DATABASE_URL, { poolSize: 1 }) : database;
  const app = await buildApp({ env, database, probeDatabase });
  for (const warning of envWarnings(env)) app.log.warn(`WARNING: ${warning}`);

  // Graceful shutdown: out of the proxy's rotation first (/readyz 503 for DRAIN_WAIT_MS), then stop accepting,
  // finish in-flight requests and the running background jobs (their leases are released as they finish), close
  // the database.
  let closing = false;
  let healthListener: Awaited<ReturnType<typeof startHealthListener>> | null = null;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: env.DRAIN_WAIT_MS }, 'shutting down');
    featuresOf(app).health.startDraining();
    const force = setTimeout(() => process.exit(1), env.DRAIN_WAIT_MS + 10_000);
    force.unref();
    const drained = new Promise((resolve) => setTimeout(resolve, env.DRAIN_WAIT_MS));
    drained
      .then(() => app.close())
      .then(() => healthListener?.close())
      .then(() => (probeDatabase === database ? undefined : probeDatabase.close()))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // the proxy's checks on a port of their own, answered apart from the page and API stack (decision 041)
  healthListener = env.HEALTH_PORT
    ? await startHealthListener({ port: env.HEALTH_PORT, host: env.HOST, readiness: featuresOf(app).health.readiness })
    : null;
  app.log.info({ role: env.SULIT_ROLE }, `role: ${env.SULIT_ROLE}`);
  // A store that was down for a while still offers the next seven days of slots at once (a worker's work).
  if (env.SULIT_ROLE !== 'web') await featuresOf(app).scheduler.runNow('checkout.rollSlotsForward');
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

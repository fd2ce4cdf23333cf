import { migrateToLatest, openDatabase } from '@sulit/db';
import { buildApp, featuresOf } from './app';
import { EnvError, envWarnings, loadEnv } from './env';

async function main(): Promise<void> {
  const env = loadEnv();
  const database = openDatabase(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE });
  await migrateToLatest(database);
  const app = await buildApp({ env, database });
  for (const warning of envWarnings(env)) app.log.warn(`WARNING: ${warning}`);

  // Graceful shutdown: out of the proxy's rotation first (/readyz 503 for DRAIN_WAIT_MS), then stop accepting,
  // finish in-flight requests and the running background jobs (their leases are released as they finish), close
  // the database.
  let closing = false;
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
  app.log.info({ role: env.SULIT_ROLE }, `role: ${env.SULIT_ROLE}`);
  // A store that was down for a while still offers the next seven days of slots at once (a worker's work).
  if (env.SULIT_ROLE !== 'web') await featuresOf(app).scheduler.runNow('checkout.rollSlotsForward');
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase } from '@sulit/db';
import { DomainError, formatDateTime } from '@sulit/domain';
import { buildApp, featuresOf } from './app';
import { EnvError, loadToolEnv } from './env';

const USAGE = `Operator tool for product reviews (issue 31). Uses DATABASE_URL like the server.

  npm run reviews -- pending [--limit <n>]
      Lists reviews awaiting moderation, oldest first (default 20).
  npm run reviews -- approve <review id> [--by <name>]
  npm run reviews -- reject <review id> [--by <name>]
      Moves a pending review to approved (shown on the product page and counted in its rating) or rejected
      (never shown), once; who (--by, default your login name) and when are recorded.`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { by: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command, subject] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const by = values.by ?? userInfo().username;
  const env = loadToolEnv();
  const database = openDatabase(env.DATABASE_URL);
  // The whole app, not running: the same repository and moderation table as the server.
  const app = await buildApp({ env: { ...env, LOG_LEVEL: 'warn' }, database, serveWeb: false });
  const { reviews } = featuresOf(app);
  try {
    if (command === 'pending') {
      const limit = Number(values.limit ?? 20);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
        console.error('--limit must be a whole number from 1 to 500');
        return 2;
      }
      const pending = await reviews.pending(limit);
      if (pending.length === 0) console.log('No reviews await moderation.');
      for (const r of pending) {
        console.log(
          `#${r.id} product ${r.product_id} · ${r.rating}/5 · ${formatDateTime(r.created_at)} · ${r.nickname}: ${r.title}\n    ${r.detail}`,
        );
      }
      return 0;
    }
    if ((command === 'approve' || command === 'reject') && subject) {
      const id = Number(subject);
      if (!Number.isInteger(id) || id < 1) {
        console.error('The review id is a whole number, as `pending` lists it.');
        return 2;
      }
      const review = await reviews.moderate(id, command === 'approve' ? 'approved' : 'rejected', `operator:${by}`);
      console.log(`Review #${review.id} is ${review.status} (by ${by}).`);
      return 0;
    }
    console.log(USAGE);
    return 2;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);

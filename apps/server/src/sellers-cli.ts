import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { createCustomerRepository, createSellerRepository, openDatabase } from '@sulit/db';
import { buildApp, featuresOf } from './app';
import { EnvError, loadToolEnv } from './env';

const USAGE = `Operator tool for sellers (issue 33). Uses DATABASE_URL like the server.

  npm run sellers -- grant <customer e-mail> <seller id> [--by <name>]
      Lets that customer account speak for the seller: after the store's ordinary log-in it reads and answers
      the seller's conversations at /customer/messages and receives their e-mail notices.`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { by: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command, email, sellerId] = positionals;
  if (values.help || command !== 'grant' || !email || !sellerId) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const env = loadToolEnv();
  const database = openDatabase(env.DATABASE_URL);
  // The whole app, not running: the same repositories as the server.
  const app = await buildApp({ env: { ...env, LOG_LEVEL: 'warn' }, database, serveWeb: false });
  try {
    const customer = await createCustomerRepository(database.db).byEmail(email);
    if (!customer) {
      console.error(`No customer with the e-mail ${email}.`);
      return 1;
    }
    if (!(await createSellerRepository(database.db).profile(sellerId))) {
      console.error(`No seller with the id ${sellerId}.`);
      return 1;
    }
    await featuresOf(app).sellerChat.grantSeller(customer.id, sellerId, `operator:${values.by ?? userInfo().username}`);
    console.log(`${email} now speaks for ${sellerId}.`);
    return 0;
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

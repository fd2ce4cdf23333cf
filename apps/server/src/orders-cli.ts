import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { createCustomerRepository, openDatabase } from '@sulit/db';
import { DomainError, isOperatorTarget, OPERATOR_TARGETS, SELLER_ORDER_STATUSES } from '@sulit/domain';
import { buildApp, featuresOf } from './app';
import { EnvError, loadToolEnv } from './env';

const USAGE = `Operator tool for orders (issue 12). Uses DATABASE_URL and PUBLIC_URL (required: the links in the
mails it writes) like the server; its mails go to the outbox, which the server's delivery job sends.

  npm run orders -- advance <order number> --to <target> [--by <name>]
      Moves an order (own store: 100000001) or a third-party sub-order (100000001-1) along its
      transition table to <target>, recording every step passed with who (--by, default your login name)
      and when; the customer is e-mailed on out-for-delivery and delivered.
      targets: ${OPERATOR_TARGETS.join(', ')}; sub-orders also: ${SELLER_ORDER_STATUSES.join(', ')}
  npm run orders -- grant-role <customer e-mail> operator [--by <name>]
      Lets that account change order statuses through PUT /api/transaction/orders/status.`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { to: { type: 'string' }, by: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command, subject, role] = positionals;
  if (values.help || !command || !subject) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const by = values.by ?? userInfo().username;
  const env = loadToolEnv();
  const database = openDatabase(env.DATABASE_URL);
  // The whole app, not running: the same repositories, transition tables and outbox as the server.
  const app = await buildApp({ env: { ...env, LOG_LEVEL: 'warn' }, database, serveWeb: false });
  try {
    if (command === 'advance') {
      if (!values.to || !isOperatorTarget(values.to)) {
        console.error(`--to must be one of: ${[...OPERATOR_TARGETS, ...SELLER_ORDER_STATUSES].join(', ')}`);
        return 2;
      }
      const result = await featuresOf(app).orders.changeStatus(subject, values.to, `operator:${by}`);
      console.log(`${result.order_number}: ${result.passed.join(' → ')} (${result.status_label}) by ${by}`);
      return 0;
    }
    if (command === 'grant-role' && role === 'operator') {
      const customer = await createCustomerRepository(database.db).byEmail(subject);
      if (!customer) {
        console.error(`No customer with the e-mail ${subject}.`);
        return 1;
      }
      await featuresOf(app).orders.repository.grantRole(customer.id, role, `operator:${by}`, new Date().toISOString());
      console.log(`${subject} may now change order statuses (role ${role}).`);
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

import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { createCustomerRepository, openDatabase } from '@sulit/db';
import {
  DomainError,
  EVERY_STORE,
  isGrantScope,
  isOperatorTarget,
  isStaffRole,
  OPERATOR_TARGETS,
  SELLER_ORDER_STATUSES,
  STAFF_ROLES,
} from '@sulit/domain';
import { buildApp, featuresOf } from './app';
import { EnvError, loadToolEnv } from './env';

const USAGE = `Operator tool for orders (issue 12). Uses DATABASE_URL and PUBLIC_URL (required: the links in the
mails it writes) like the server; its mails go to the outbox, which the server's delivery job sends.

  npm run orders -- advance <order number> --to <target> [--by <name>]
      Moves an order (own store: 100000001) or a third-party sub-order (100000001-1) along its
      transition table to <target>, recording every step passed with who (--by, default your login name)
      and when; the customer is e-mailed on out-for-delivery and delivered.
      targets: ${OPERATOR_TARGETS.join(', ')}; sub-orders also: ${SELLER_ORDER_STATUSES.join(', ')}
  npm run orders -- grant-role <customer e-mail> <role> [--store <source code>|*] [--by <name>]
      Grants a staff role of the operator console (/ops) at one store or every store (default *):
      ${STAFF_ROLES.join(', ')}. The first administrator is granted here; later ones in /ops/staff.
      ('operator', the role before the console, is a store manager of every store.)`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { to: { type: 'string' }, by: { type: 'string' }, store: { type: 'string' }, help: { type: 'boolean' } },
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
    if (command === 'grant-role' && role) {
      const staffRole = role === 'operator' ? 'store_manager' : role;
      const store = values.store ?? EVERY_STORE;
      if (!isStaffRole(staffRole) || !isGrantScope(store)) {
        console.log(USAGE);
        return 2;
      }
      const customer = await createCustomerRepository(database.db).byEmail(subject);
      if (!customer) {
        console.error(`No customer with the e-mail ${subject}.`);
        return 1;
      }
      await featuresOf(app).ops.staff.grant(
        { customer_id: customer.id, role: staffRole, source_code: store },
        { staff_id: customer.id, label: `operator:${by}` },
        new Date().toISOString(),
      );
      console.log(`${subject} is now ${staffRole} at ${store === EVERY_STORE ? 'every store' : store}.`);
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

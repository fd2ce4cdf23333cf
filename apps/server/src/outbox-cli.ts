import { parseArgs } from 'node:util';
import { createOutboxRepository, openDatabase, type OutboxRepository } from '@sulit/db';
import { formatDateTime, type OutboxMessage } from '@sulit/domain';
import { EnvError, loadEnv } from './env';
import { createOutboxDelivery } from './features/mail/deliver-outbox';
import { smtpTransport } from './features/mail/smtp-transport';

const USAGE = `Operator tool for the e-mail outbox (issue 27). Uses DATABASE_URL and SMTP_URL like the server.

  npm run outbox -- dead [--limit <n>]
      Lists the dead letters (mails given up after their last try), newest first: id, when it was written
      (Asia/Manila), to whom, the subject, the tries and the last error.
  npm run outbox -- retry <id>
      Puts one dead letter back in the queue with fresh tries; the server's delivery job sends it.
  npm run outbox -- deliver
      Sends the mails that are due now (what the server's job does every few seconds), and says how it went.`;

function line(mail: OutboxMessage): string {
  return [
    `#${mail.id}`,
    formatDateTime(mail.created_at),
    mail.to,
    JSON.stringify(mail.subject),
    `${mail.attempts} tries`,
    mail.last_error ?? '',
  ].join('  ');
}

async function run(outbox: OutboxRepository, command: string, subject: string | undefined, limit: number) {
  if (command === 'dead') {
    const dead = await outbox.deadLetters(limit);
    console.log(dead.length ? dead.map(line).join('\n') : 'No dead letters.');
    return 0;
  }
  if (command === 'retry' && subject && /^\d{1,12}$/.test(subject)) {
    if (await outbox.retryDead(Number(subject))) {
      console.log(`#${subject} is back in the queue.`);
      return 0;
    }
    console.error(`#${subject} is not a dead letter.`);
    return 1;
  }
  return null;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { limit: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command, subject] = positionals;
  const limit = Number(values.limit ?? 50);
  if (values.help || !command || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const env = loadEnv();
  const database = openDatabase(env.DATABASE_URL);
  try {
    const outbox = createOutboxRepository(database.db);
    if (command === 'deliver') {
      if (!env.SMTP_URL) {
        console.error('SMTP_URL is not set: mails stay in the outbox.');
        return 1;
      }
      const deliver = createOutboxDelivery({
        outbox,
        transport: smtpTransport(env.SMTP_URL),
        clock: () => new Date(),
        log: { warn: (details, message) => console.error(message, details) },
      });
      const done = await deliver();
      console.log(`sent ${done.sent}, failed ${done.failed}`);
      return done.failed ? 1 : 0;
    }
    const code = await run(outbox, command, subject, limit);
    if (code === null) console.log(USAGE);
    return code ?? 2;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);

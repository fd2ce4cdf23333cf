import { openDatabase } from '../connection';
import { createHelpRepository } from '../help/help-repository';

// `npm run cases [-- --limit N]`: the newest enquiry cases (help centre contact form), until the operator tool
// of a later issue reads them. The database is the one DATABASE_URL names.
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : 20;
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error('--limit must be a whole number from 1 to 1000');
  process.exit(2);
}
const database = openDatabase(process.env.DATABASE_URL || 'file:var/sulit.db');
try {
  const cases = await createHelpRepository(database.db).cases(limit);
  if (!cases.length) console.log('No enquiry cases yet.');
  for (const c of cases) {
    console.log(
      [
        `${c.reference}  ${c.created_at}  [${c.status}]  topic: ${c.topic}`,
        `  from: ${c.name} <${c.email}> ${c.phone}${c.order_number ? `  order: ${c.order_number}` : ''}`,
        `  attachments: ${c.attachments}`,
        ...c.message.split('\n').map((line) => `  | ${line}`),
      ].join('\n'),
    );
  }
} finally {
  await database.close();
}

import { migrateToLatest } from '../migrate';
import { openDatabase } from '../connection';

// `npm run db:migrate`: brings the database named by DATABASE_URL up to the latest migration.
const url = process.env.DATABASE_URL || 'file:var/sulit.db';
const database = openDatabase(url);
try {
  const applied = await migrateToLatest(database);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
} finally {
  await database.close();
}

import { parseArgs } from 'node:util';
import { createSeedRepository, migrateToLatest, openDatabase } from '@sulit/db';
import { DEMO_SCALE, seedDemoData } from './seed-demo-data';
import { loadSearchWords } from './search/search-words';

const USAGE = `Usage: npm run seed -- [--products N] [--if-empty]
  --products N   own-store products to generate (default ${DEMO_SCALE.ownProducts}); third-party
                 sellers get max(${DEMO_SCALE.thirdPartyProducts}, N/10) more
  --if-empty     load only when the database holds no demo data yet (used by npm start)
The database is DATABASE_URL (default file:var/sulit.db). Existing demo data is replaced.`;

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    'if-empty': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const ownProducts = values.products === undefined ? DEMO_SCALE.ownProducts : Number(values.products);
if (!Number.isInteger(ownProducts) || ownProducts < 1 || ownProducts > 2_000_000) {
  console.error(`--products must be a whole number from 1 to 2000000\n\n${USAGE}`);
  process.exit(2);
}
const thirdPartyProducts = Math.max(DEMO_SCALE.thirdPartyProducts, Math.round(ownProducts / 10));

const database = openDatabase(process.env.DATABASE_URL || 'file:var/sulit.db');
try {
  await migrateToLatest(database);
  if (values['if-empty'] && !(await createSeedRepository(database.db, database.engine).isEmpty())) {
    // The search vocabulary is data editors change: every start loads the file's additions.
    console.log(
      `Demo data already loaded; ${await loadSearchWords(database, new Date())} search vocabulary lines loaded.`,
    );
  } else {
    const report = await seedDemoData(database, { ownProducts, thirdPartyProducts, now: new Date(), replace: true });
    console.log(
      `Loaded ${report.products} products and ${report.barangays} barangays into ${database.engine} in ${(report.milliseconds / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await database.close();
}

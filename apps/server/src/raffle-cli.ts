import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '@sulit/db';
import { DomainError } from '@sulit/domain';
import { buildApp, featuresOf } from './app';
import { EnvError, loadToolEnv } from './env';

const USAGE = `Operator tool for raffles (issue 31, decision 030). Uses DATABASE_URL like the server.

  npm run raffle -- create --title <title> [--step <text>]... [--permit <DTI permit no.>] [--from <ISO> --until <ISO>]
      A raffle, switched off; prints its id and the seed commitment (the SHA-256 published before the draw).
  npm run raffle -- terms <id> [--title …] [--step …]... [--permit …] [--from …] [--until …]
      Changes a switched-off raffle's terms.
  npm run raffle -- on <id> | off <id>
      Switches it on (refused without a DTI sales-promotion permit number and a period) or off.
  npm run raffle -- export <id> [--out <file.csv>]
      Every entry in the draw's order as CSV (stdout, or the file).
  npm run raffle -- draw <id>
      Draws the winner once the period is over, and reveals the seed.
  npm run raffle -- verify <id>
      Replays the draw: the seed matches its commitment and gives the same winner.`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      step: { type: 'string', multiple: true },
      permit: { type: 'string' },
      from: { type: 'string' },
      until: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, subject] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const env = loadToolEnv();
  const database = openDatabase(env.DATABASE_URL);
  const app = await buildApp({ env: { ...env, LOG_LEVEL: 'warn' }, database, serveWeb: false });
  const raffles = featuresOf(app).engagement.raffles;
  const terms = {
    title: values.title,
    steps: values.step,
    permit_number: values.permit,
    starts_at: values.from,
    ends_at: values.until,
  };
  const id = Number(subject);
  try {
    if (command === 'create') {
      if (!values.title) {
        console.error('--title is required');
        return 2;
      }
      const created = await raffles.create({ ...terms, title: values.title, steps: values.step ?? [] });
      console.log(`raffle ${created.id} created (switched off); seed commitment ${created.seed_commitment}`);
      return 0;
    }
    if (!Number.isSafeInteger(id) || id <= 0) {
      console.log(USAGE);
      return 2;
    }
    if (command === 'terms') await raffles.setTerms(id, terms);
    else if (command === 'on') await raffles.switchOn(id);
    else if (command === 'off') await raffles.switchOff(id);
    else if (command === 'export') {
      const csv = await raffles.exportEntries(id);
      if (values.out) writeFileSync(values.out, csv);
      else process.stdout.write(csv);
      return 0;
    } else if (command === 'draw') {
      const drawn = await raffles.draw(id);
      console.log(`raffle ${id}: entry ${drawn.winner_entry_id} of ${drawn.entries} wins; seed ${drawn.seed}`);
      return 0;
    } else if (command === 'verify') {
      const replay = await raffles.verify(id);
      console.log(
        `raffle ${id}: seed ${replay.seedMatches ? 'matches' : 'DOES NOT match'} its commitment; winner ` +
          `${replay.winnerMatches ? 'replays' : 'DOES NOT replay'} (entry ${replay.winner_entry_id})`,
      );
      return replay.seedMatches && replay.winnerMatches ? 0 : 1;
    } else {
      console.log(USAGE);
      return 2;
    }
    const raffle = await raffles.byId(id);
    console.log(
      `raffle ${id}: ${raffle?.enabled ? 'on' : 'off'}, permit ${raffle?.permit_number ?? '—'}, ` +
        `${raffle?.starts_at ?? '—'} to ${raffle?.ends_at ?? '—'}`,
    );
    return 0;
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

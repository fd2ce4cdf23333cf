import { parseArgs } from 'node:util';
import { NewSplashAd } from '@sulit/contracts/nudges';
import { createNudgesRepository, openDatabase } from '@sulit/db';
import { formatDateTime, SPLASH_KINDS, SPLASH_LOCATIONS } from '@sulit/domain';

const USAGE = `Splash ads and app promotions (issue 31, spec §4 Splash ads). Uses DATABASE_URL like the server.

  npm run splash -- list
  npm run splash -- add --location <${SPLASH_LOCATIONS.join('|')}> --title <text> --body <text>
        [--kind <${SPLASH_KINDS.join('|')}>] [--link </store/path> --link-label <text>] [--image </media/…>]
        [--starts <ISO time, default now>] [--ends <ISO time>] [--session-only] [--notify-only]
        [--delay <seconds after a purchase>] [--landing </path the shopper lands on>]
  npm run splash -- end <id>
      An ad shows while its window is open (started with no end, not ended with no start, or within range).`;

function flag(value: string | boolean | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      location: { type: 'string' },
      kind: { type: 'string' },
      title: { type: 'string' },
      body: { type: 'string' },
      link: { type: 'string' },
      'link-label': { type: 'string' },
      image: { type: 'string' },
      starts: { type: 'string' },
      ends: { type: 'string' },
      'session-only': { type: 'boolean' },
      'notify-only': { type: 'boolean' },
      delay: { type: 'string' },
      landing: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, subject] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const database = openDatabase(process.env.DATABASE_URL || 'file:var/sulit.db');
  const nudges = createNudgesRepository(database.db);
  try {
    if (command === 'list') {
      for (const ad of await nudges.allSplashAds()) {
        const window = `${ad.starts_at ? formatDateTime(ad.starts_at) : '…'} → ${ad.ends_at ? formatDateTime(ad.ends_at) : '…'}`;
        console.log(`${ad.id}\t${ad.enabled ? 'on ' : 'off'}\t${ad.kind}\t${ad.location}\t${window}\t${ad.title}`);
      }
      return 0;
    }
    if (command === 'add') {
      const parsed = NewSplashAd.safeParse({
        kind: flag(values.kind) ?? 'ad',
        location: flag(values.location),
        title: flag(values.title),
        body: flag(values.body),
        link_path: flag(values.link),
        link_label: flag(values['link-label']),
        image_url: flag(values.image),
        starts_at: flag(values.starts) ?? new Date().toISOString(),
        ends_at: flag(values.ends),
        session_only: values['session-only'] === true,
        notify_only: values['notify-only'] === true,
        time_delay: Number(flag(values.delay) ?? 0),
        landing_path: flag(values.landing),
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
        return 2;
      }
      const ad = parsed.data;
      const id = await nudges.addSplashAd(
        {
          ...ad,
          starts_at: ad.starts_at && new Date(ad.starts_at).toISOString(),
          ends_at: ad.ends_at && new Date(ad.ends_at).toISOString(),
        },
        new Date().toISOString(),
      );
      console.log(`Splash ad ${id} scheduled (${ad.location}).`);
      return 0;
    }
    if (command === 'end' && subject && /^\d+$/.test(subject)) {
      const ended = await nudges.endSplashAd(Number(subject));
      console.log(ended ? `Splash ad ${subject} ended.` : `No splash ad ${subject}.`);
      return ended ? 0 : 1;
    }
    console.log(USAGE);
    return 2;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

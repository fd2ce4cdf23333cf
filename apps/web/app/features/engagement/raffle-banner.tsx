import type { RaffleConfig } from '@sulit/contracts/engagement';
import { formatDate } from '@sulit/domain/shared/date-format';
import { useState } from 'react';
import { Button } from '../../components/button';
import { RaffleStepsDialog } from './raffle-steps-dialog';

/** The home page's raffle strip: each running or coming raffle, its "How to join" opening the raffle steps modal. */
export function RaffleBanner({ raffles, signedIn }: { raffles: RaffleConfig[]; signedIn: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null);
  if (raffles.length === 0) return null;
  return (
    <section aria-labelledby="home-raffles" className="rounded-2xl bg-sun-100 p-4 md:p-6">
      <h2 id="home-raffles" className="mb-3 text-xl font-extrabold tracking-tight md:text-2xl">
        Raffle
      </h2>
      <ul className="space-y-3">
        {raffles.map((raffle) => (
          <li key={raffle.id} className="flex flex-wrap items-center justify-between gap-3">
            <p>
              <strong>{raffle.title}</strong>{' '}
              <span className="text-sm text-stone-700">
                until {formatDate(raffle.ends_at)}
                {raffle.entered ? ' · You have joined' : ''}
              </span>
            </p>
            <Button look="primary" onClick={() => setOpenId(raffle.id)}>
              How to join
            </Button>
            <RaffleStepsDialog
              raffle={raffle}
              signedIn={signedIn}
              open={openId === raffle.id}
              onClose={() => setOpenId(null)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { RaffleConfig, RaffleConfigsResponse } from '@sulit/contracts/engagement';
import { type Raffle, raffleIsOpen } from '@sulit/domain';
import type { EngagementDeps } from './engagement-deps';

/** How many running or coming raffles raffle/configs lists. */
const RAFFLES_LISTED = 5;

/** A switched-on raffle as shoppers see it: the seed only once drawn (before, only its commitment). */
function raffleConfigOf(raffle: Raffle, now: Date, entered: boolean | null): RaffleConfig {
  const drawn = raffle.drawn_at !== null;
  return {
    id: raffle.id,
    title: raffle.title,
    steps: raffle.steps,
    permit_number: raffle.permit_number ?? '',
    starts_at: raffle.starts_at ?? '',
    ends_at: raffle.ends_at ?? '',
    seed_commitment: raffle.seed_commitment,
    open: raffleIsOpen(raffle, now),
    entered,
    drawn_at: raffle.drawn_at,
    seed: drawn ? raffle.seed : null,
    winner_entry_id: drawn ? raffle.winner_entry_id : null,
  };
}

/** GET raffle/configs (spec §7): the raffles running or coming, and whether the signed-in shopper joined each. */
export async function raffleConfigs(deps: EngagementDeps, customerId: number | null): Promise<RaffleConfigsResponse> {
  const now = deps.clock();
  const raffles = await deps.raffles.current(now.toISOString(), RAFFLES_LISTED);
  const items = await Promise.all(
    raffles.map(async (raffle) =>
      raffleConfigOf(
        raffle,
        now,
        customerId === null ? null : (await deps.raffles.entryOf(raffle.id, customerId)) !== undefined,
      ),
    ),
  );
  return { items };
}

import { DomainError, drawRaffleWinner, RAFFLE_MESSAGES, raffleIsDrawable, raffleSeedMatches } from '@sulit/domain';
import type { EngagementDeps } from './engagement-deps';
import { sha256Hex } from './sha256';

/**
 * The draw, once, after the period: the winner is the domain's function of the committed seed and the entries
 * in id order; the seed is revealed with it (raffle/configs shows both) so anyone can replay it from the export.
 */
export async function drawRaffle(
  deps: EngagementDeps,
  id: number,
): Promise<{ winner_entry_id: number; seed: string; entries: number }> {
  const raffle = await deps.raffles.byId(id);
  if (!raffle) throw new DomainError('not_found', `No raffle ${id}.`);
  const entries = await deps.raffles.entries(id);
  const now = deps.clock();
  if (!raffleIsDrawable(raffle, entries.length, now)) throw new DomainError('conflict', RAFFLE_MESSAGES.notDrawable);
  const winner = drawRaffleWinner(
    raffle.seed,
    entries.map((e) => e.id),
    sha256Hex,
  );
  if (!(await deps.raffles.recordDraw(id, winner, now.toISOString()))) {
    throw new DomainError('conflict', RAFFLE_MESSAGES.notDrawable);
  }
  return { winner_entry_id: winner, seed: raffle.seed, entries: entries.length };
}

/**
 * Replays a drawn raffle from its revealed seed and its entries now: the seed must match the commitment
 * published before the draw, and the winner must come out the same.
 */
export async function verifyRaffleDraw(
  deps: EngagementDeps,
  id: number,
): Promise<{ seedMatches: boolean; winnerMatches: boolean; winner_entry_id: number | null }> {
  const raffle = await deps.raffles.byId(id);
  if (!raffle?.drawn_at) throw new DomainError('conflict', 'This raffle has not been drawn.');
  const ids = (await deps.raffles.entries(id)).map((e) => e.id);
  const replayed = ids.length ? drawRaffleWinner(raffle.seed, ids, sha256Hex) : null;
  return {
    seedMatches: raffleSeedMatches(raffle.seed, raffle.seed_commitment, sha256Hex),
    winnerMatches: replayed !== null && replayed === raffle.winner_entry_id,
    winner_entry_id: raffle.winner_entry_id,
  };
}

import type { RaffleEntryAnswer } from '@sulit/contracts/engagement';
import { DomainError, RAFFLE_MESSAGES, raffleIsOpen } from '@sulit/domain';
import type { EngagementDeps } from './engagement-deps';

/**
 * POST raffle/entries: the signed-in shopper joins a running raffle, once (a second join answers the entry they
 * have). Staff accounts are refused, and while a support session acts the guard refuses the route itself.
 */
export async function enterRaffle(
  deps: EngagementDeps,
  customerId: number,
  raffleId: number,
): Promise<RaffleEntryAnswer> {
  const now = deps.clock();
  const raffle = await deps.raffles.byId(raffleId);
  if (!raffle || !raffle.enabled) throw new DomainError('not_found', RAFFLE_MESSAGES.notRunning);
  if (!raffleIsOpen(raffle, now)) throw new DomainError('conflict', RAFFLE_MESSAGES.notRunning);
  if (await deps.isStaff(customerId)) throw new DomainError('forbidden', RAFFLE_MESSAGES.staffExcluded);
  const created = await deps.raffles.enter(raffleId, customerId, now.toISOString());
  const entry = await deps.raffles.entryOf(raffleId, customerId);
  if (!entry) throw new Error('raffle entry missing after insert');
  return {
    message: created ? RAFFLE_MESSAGES.entered : RAFFLE_MESSAGES.alreadyEntered,
    entry_id: entry.id,
    already_entered: !created,
  };
}

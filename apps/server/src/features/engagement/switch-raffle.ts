import { DomainError, raffleSwitchOnProblem } from '@sulit/domain';
import type { EngagementDeps } from './engagement-deps';

/**
 * Switching a raffle on needs its DTI sales-promotion permit number and a period (the domain's rule; the table's
 * CHECK refuses the same in case anything else writes). From then on its seed commitment is public.
 */
export async function switchRaffleOn(deps: EngagementDeps, id: number): Promise<void> {
  const raffle = await deps.raffles.byId(id);
  if (!raffle) throw new DomainError('not_found', `No raffle ${id}.`);
  if (raffle.enabled) return;
  const problem = raffleSwitchOnProblem(raffle);
  if (problem) throw new DomainError('unprocessable', problem);
  await deps.raffles.switchOn(id, deps.clock().toISOString());
}

export async function switchRaffleOff(deps: EngagementDeps, id: number): Promise<void> {
  const raffle = await deps.raffles.byId(id);
  if (!raffle) throw new DomainError('not_found', `No raffle ${id}.`);
  if (raffle.drawn_at) throw new DomainError('conflict', 'A drawn raffle stays as it was drawn.');
  await deps.raffles.switchOff(id, deps.clock().toISOString());
}

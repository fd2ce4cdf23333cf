import { randomBytes } from 'node:crypto';
import type { RaffleTermsInput } from '@sulit/db';
import { DomainError, raffleSeedCommitment } from '@sulit/domain';
import type { EngagementDeps } from './engagement-deps';
import { normalisedTerms } from './set-raffle-terms';
import { sha256Hex } from './sha256';

/**
 * The operator creates a raffle, switched off. Its seed is drawn now from the system's random source and only
 * its commitment is ever shown before the draw.
 */
export async function createRaffle(
  deps: EngagementDeps,
  input: { title: string; steps: readonly string[] } & RaffleTermsInput,
): Promise<{ id: number; seed_commitment: string }> {
  const title = input.title.trim();
  if (!title || title.length > 120)
    throw new DomainError('validation_failed', 'A raffle needs a title (120 characters at most).');
  const seed = randomBytes(32).toString('hex');
  const seed_commitment = raffleSeedCommitment(seed, sha256Hex);
  const id = await deps.raffles.create(
    { ...normalisedTerms(input), title, steps: input.steps, seed, seed_commitment },
    deps.clock().toISOString(),
  );
  return { id, seed_commitment };
}

import type { RaffleTermsInput } from '@sulit/db';
import { DomainError } from '@sulit/domain';
import type { EngagementDeps } from './engagement-deps';

/** The terms as stored: times as ISO-8601 UTC (an operator may type any form Date reads); bad times refused. */
export function normalisedTerms(terms: RaffleTermsInput): RaffleTermsInput {
  const at = (value: string | null | undefined) => {
    if (!value) return value;
    const time = Date.parse(value);
    if (!Number.isFinite(time)) throw new DomainError('validation_failed', `Not a date and time: ${value}`);
    return new Date(time).toISOString();
  };
  return { ...terms, starts_at: at(terms.starts_at), ends_at: at(terms.ends_at) };
}

/** The operator changes a switched-off raffle's terms (permit, period, title, steps). */
export async function setRaffleTerms(deps: EngagementDeps, id: number, terms: RaffleTermsInput): Promise<void> {
  if (!(await deps.raffles.setTerms(id, normalisedTerms(terms), deps.clock().toISOString()))) {
    throw new DomainError('conflict', 'Only a switched-off raffle can change its terms.');
  }
}

import type { PushRepository, RaffleRepository, SurveyRepository } from '@sulit/db';

/** What the survey, raffle and push use-cases share: their repositories, the clock and the staff port. */
export interface EngagementDeps {
  surveys: SurveyRepository;
  raffles: RaffleRepository;
  pushes: PushRepository;
  clock: () => Date;
  /**
   * whether the customer holds a staff role of the operator console (it owns staff_grants): staff are never
   * asked the survey and may not join a raffle
   */
  isStaff: (customerId: number) => Promise<boolean>;
}

import type { PushRepository, RaffleRepository, SurveyRepository } from '@sulit/db';

/** What the survey, raffle and push use-cases share: their repositories and the clock. */
export interface EngagementDeps {
  surveys: SurveyRepository;
  raffles: RaffleRepository;
  pushes: PushRepository;
  clock: () => Date;
}

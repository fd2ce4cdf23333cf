import type { CustomerRepository, SessionRepository, SupportRepository } from '@sulit/db';

/** What the support feature's use-cases work with (built once by createSupportSessions). */
export interface SupportContext {
  support: SupportRepository;
  customers: Pick<CustomerRepository, 'byId' | 'byEmail'>;
  sessions: Pick<SessionRepository, 'sessionByHash'>;
  clock: () => Date;
}

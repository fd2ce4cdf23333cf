import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { createAddressRepository } from './address-repository';
import { createCaptchaRepository } from './captcha-repository';
import { createCustomerRepository } from './customer-repository';
import { createPasswordResetRepository } from './password-reset-repository';
import { createSessionRepository } from './session-repository';
import { createThrottleRepository } from './throttle-repository';

/** The customers feature's repositories, one per aggregate, on one connection (the composition root's bundle). */
export function createCustomerRepositories(db: Kysely<DB>) {
  return {
    customers: createCustomerRepository(db),
    addresses: createAddressRepository(db),
    sessions: createSessionRepository(db),
    resetTokens: createPasswordResetRepository(db),
    throttle: createThrottleRepository(db),
    captcha: createCaptchaRepository(db),
  };
}

export type CustomerRepositories = ReturnType<typeof createCustomerRepositories>;

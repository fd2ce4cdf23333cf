import type { LoginResponse } from '@sulit/contracts/customers';
import type { CustomerRepositories, LocationRepository } from '@sulit/db';
import { AUTH_MESSAGES, type CommonPasswords, type Customer, DomainError } from '@sulit/domain';
import type { Captcha } from './captcha';
import type { CustomerMembershipView } from './customer-views';
import { type Attempt, longestWait, type Throttle, type ThrottleRule } from './login-throttle';
import type { PasswordWork } from './password-work';
import type { SocialLogin } from './social-login';

/** The membership feature's answers the customers feature needs (injected by the composition root). */
export interface MembershipPort {
  view(customerId: number): Promise<CustomerMembershipView>;
  /** throws the link error without writing */
  checkLink(customerId: number | null, input: MembershipLinkInput): Promise<unknown>;
  link(customerId: number, input: MembershipLinkInput): Promise<{ error: boolean; message: string }>;
}

export interface MembershipLinkInput {
  membership_id: string;
  membership_name: string;
  membership_type?: string | undefined;
}

/** What every customers use-case works with (built once by registerCustomerFeature). */
export interface CustomerContext {
  repos: Pick<CustomerRepositories, 'customers' | 'addresses' | 'sessions' | 'resetTokens'>;
  /** provinces, cities, barangays and stores, for the address book */
  locations: LocationRepository;
  throttle: Throttle;
  /** every password hash and check goes through this bounded queue */
  passwords: PasswordWork;
  /** the breached-password list every new password is checked against */
  commonPasswords: CommonPasswords;
  captcha: Captcha;
  social: SocialLogin;
  clock: () => Date;
  publicUrl: string;
  membership?: MembershipPort | undefined;
}

export interface IssuedSession extends LoginResponse {
  token: string;
  expiresAt: Date;
  customer: Customer;
}

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', AUTH_MESSAGES.tooManyAttempts, { retry_after: retryAfterSeconds });
  }
}

/** 400 with the first message as the message and every field's message in details.fields. */
export function fieldErrors(fields: Record<string, string | null>, message?: string): DomainError | null {
  const bad = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null)) as Record<string, string>;
  const first = Object.values(bad)[0];
  if (first === undefined) return null;
  return new DomainError('validation_failed', message ?? first, { fields: bad });
}

/** 409: the e-mail belongs to another account. */
export function emailTaken(): DomainError {
  return new DomainError('conflict', AUTH_MESSAGES.emailTaken, { fields: { email: AUTH_MESSAGES.emailTaken } });
}

/** Counts an attempt before the work it guards; 429 with Retry-After when a limit is exceeded. */
export async function countAttempt(
  { throttle }: CustomerContext,
  rules: ThrottleRule[],
  wait: (attempt: Attempt) => number | null = (a) => longestWait(a.waits),
): Promise<void> {
  const attempt = await throttle.attempt(rules);
  const seconds = wait(attempt);
  if (seconds !== null) throw new RateLimitedError(seconds);
}

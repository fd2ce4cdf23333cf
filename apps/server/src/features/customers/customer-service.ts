import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  Customer,
  LoginResponse,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateCustomerRequest,
  ValidateEmailResponse,
} from '@sulit/contracts/customers';
import { newCustomerRow, type CustomerRepositories, type CustomerRow } from '@sulit/db';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  DomainError,
  emailRule,
  isResetLinkExpired,
  isValidEmail,
  nameRule,
  normaliseEmail,
  normalisePhone,
  passwordConfirmationRule,
  passwordResetRequestedMessage,
  passwordRule,
  phoneRule,
  RESET_LINK_LIFETIME_MS,
  SESSION_LIFETIME_MS,
  VALIDATION_MESSAGES,
} from '@sulit/domain';
import { hashToken, newSecretToken } from '../../http/customer-auth';
import type { Captcha } from './captcha';
import { type CustomerMembershipView, toAddress, toCustomer } from './customer-views';
import {
  ACCOUNT,
  ADDRESS,
  type Attempt,
  loginRules,
  loginWait,
  longestWait,
  PAIR,
  passwordCheckRules,
  resetRequestRules,
  type Throttle,
  type ThrottleRule,
} from './login-throttle';
import { type Mailer, resetPasswordMail } from './mailer';
import type { SocialLogin } from './social-login';
import type { PasswordWork } from './password-work';

export interface IssuedSession extends LoginResponse {
  token: string;
  expiresAt: Date;
  customer: CustomerRow;
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

const DOB_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function dobRule(value: string, now: Date): string | null {
  if (!DOB_PATTERN.test(value)) return 'Please enter a valid date (YYYY-MM-DD).';
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    return 'Please enter a valid date (YYYY-MM-DD).';
  }
  if (date.getTime() > now.getTime() || date.getUTCFullYear() < 1900) return 'Please enter a valid date (YYYY-MM-DD).';
  return null;
}

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

export interface CustomerServiceDeps {
  repos: Pick<CustomerRepositories, 'customers' | 'addresses' | 'sessions' | 'resetTokens'>;
  throttle: Throttle;
  /** every password hash and check goes through this bounded queue */
  passwords: PasswordWork;
  mailer: Mailer;
  captcha: Captcha;
  social: SocialLogin;
  clock: () => Date;
  publicUrl: string;
  membership?: MembershipPort | undefined;
}

function membershipLinkOf(input: RegisterRequest['customer']): MembershipLinkInput {
  const problem = fieldErrors({
    membership_id: input.membership_id?.trim() ? null : VALIDATION_MESSAGES.required,
    membership_name: input.membership_name?.trim() ? null : VALIDATION_MESSAGES.required,
  });
  if (problem) throw problem;
  return {
    membership_id: input.membership_id ?? '',
    membership_name: input.membership_name ?? '',
    membership_type: input.membership_type,
  };
}

export function createCustomerService(deps: CustomerServiceDeps) {
  const { throttle, clock } = deps;
  const { customers, addresses, sessions, resetTokens } = deps.repos;

  async function issueSession(customer: CustomerRow): Promise<IssuedSession> {
    const now = clock();
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await sessions.insertSession({
      token_hash: hashToken(token),
      customer_id: customer.id,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    });
    return {
      token,
      expiresAt,
      customer,
      access_token: token,
      expires_in: Math.round(SESSION_LIFETIME_MS / 1000),
      has_temp_pass: customer.has_temp_pass === 1,
    };
  }

  /** Counts an attempt before the work it guards; 429 with Retry-After when a limit is exceeded. */
  async function countAttempt(
    rules: ThrottleRule[],
    wait: (attempt: Attempt) => number | null = (a) => longestWait(a.waits),
  ) {
    const attempt = await throttle.attempt(rules);
    const seconds = wait(attempt);
    if (seconds !== null) throw new RateLimitedError(seconds);
  }

  /** Checks the current password for account changes, throttled per customer (counted before checking). */
  async function checkCurrentPassword(customer: CustomerRow, password: string): Promise<void> {
    const rules = passwordCheckRules(customer.id);
    await countAttempt(rules);
    if (!(await deps.passwords.verify(password, customer.password_hash))) {
      throw new DomainError('bad_request', AUTH_MESSAGES.currentPasswordWrong, {
        fields: { current_password: AUTH_MESSAGES.currentPasswordWrong },
      });
    }
    await throttle.refund(rules);
  }

  async function view(customerId: number, tokenExpiresAt: Date): Promise<Customer> {
    const row = await customers.byId(customerId);
    if (!row) throw new DomainError('unauthorized', AUTH_MESSAGES.sessionExpired, { reason: 'token_invalid' });
    const book = (await addresses.addressesOf(customerId)).map(toAddress);
    const membership = deps.membership ? await deps.membership.view(customerId) : { is_membership: false };
    return toCustomer(row, book, tokenExpiresAt, membership);
  }

  return {
    view,

    async login(username: string, password: string, ip: string): Promise<IssuedSession> {
      const email = normaliseEmail(username);
      const rules = loginRules(email, ip);
      await countAttempt(rules, loginWait);
      const customer = isValidEmail(email) ? await customers.byEmail(email) : undefined;
      // The same work and the same answer whether the e-mail is unknown or the password wrong.
      const ok = await deps.passwords.verify(password, customer?.password_hash);
      if (!customer || !ok) {
        throw new DomainError('unauthorized', AUTH_MESSAGES.invalidLogin, { reason: 'invalid_login' });
      }
      // Only failures stay counted: the pair starts afresh, the account and the address get this one back.
      await throttle.clear([rules[PAIR]!.key]);
      await throttle.refund([rules[ACCOUNT]!, rules[ADDRESS]!]);
      return issueSession(customer);
    },

    async register(input: RegisterRequest['customer']): Promise<IssuedSession & { linkMessage: string | null }> {
      const email = normaliseEmail(input.email);
      const problem = fieldErrors({
        firstname: nameRule(input.firstname),
        lastname: nameRule(input.lastname),
        email: emailRule(email),
        password: passwordRule(input.password),
        password_confirmation: passwordConfirmationRule(input.password, input.password_confirmation),
      });
      if (problem) throw problem;
      if (!(await deps.captcha.verify(input.recaptcha_response))) {
        throw new DomainError('bad_request', AUTH_MESSAGES.captchaFailed, {
          fields: { recaptcha_response: AUTH_MESSAGES.captchaFailed },
        });
      }
      if (await customers.byEmail(email)) {
        throw new DomainError('conflict', AUTH_MESSAGES.emailTaken, { fields: { email: AUTH_MESSAGES.emailTaken } });
      }
      // Sign-up with link_to_membership: the card is checked before the account exists (a bad card creates nothing).
      const link = input.link_to_membership ? membershipLinkOf(input) : null;
      if (link && deps.membership) await deps.membership.checkLink(null, link);
      const now = clock().toISOString();
      const id = await customers.insert(
        newCustomerRow({
          email,
          password_hash: await deps.passwords.hash(input.password),
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          is_subscribed: input.is_subscribed === true,
          now,
        }),
      );
      // A concurrent sign-up with the same e-mail lost the race on the unique index.
      if (id === null)
        throw new DomainError('conflict', AUTH_MESSAGES.emailTaken, { fields: { email: AUTH_MESSAGES.emailTaken } });
      const customer = await customers.byId(id);
      if (!customer) throw new DomainError('internal', 'Sign-up failed');
      let linkMessage: string | null = null;
      if (link && deps.membership) {
        try {
          linkMessage = (await deps.membership.link(id, link)).message;
        } catch (error) {
          // The card was taken between the check and the link: the account stands, the message says why.
          if (error instanceof DomainError && error.code !== 'internal') linkMessage = error.message;
          else throw error;
        }
      }
      return { ...(await issueSession(customer)), linkMessage };
    },

    /** Renewal: a still-valid token for this e-mail is swapped for a fresh one (the old one is revoked). */
    async refresh(access: string, emailInput: string): Promise<IssuedSession> {
      const tokenHash = hashToken(access);
      const session = await sessions.sessionByHash(tokenHash);
      const expired =
        !session || session.revoked_at !== null || new Date(session.expires_at).getTime() <= clock().getTime();
      const customer = session ? await customers.byId(session.customer_id) : undefined;
      if (expired || !customer || customer.email !== normaliseEmail(emailInput)) {
        throw new DomainError('unauthorized', AUTH_MESSAGES.sessionExpired, {
          reason: session && !expired ? 'token_invalid' : 'token_expired',
        });
      }
      await sessions.revokeSession(tokenHash, clock().toISOString());
      return issueSession(customer);
    },

    async socialLogin(type: string, token: string): Promise<IssuedSession> {
      const identity = deps.social.configured ? await deps.social.verify(type, token) : null;
      if (!identity || !isValidEmail(identity.email)) {
        throw new DomainError('unauthorized', AUTH_MESSAGES.socialTokenInvalid, { reason: 'social_token_invalid' });
      }
      const email = normaliseEmail(identity.email);
      let customer = await customers.byEmail(email);
      if (!customer) {
        const now = clock().toISOString();
        await customers.insert({
          ...newCustomerRow({
            email,
            // Nobody knows this password; the shopper can set one through "forgot password".
            password_hash: await deps.passwords.hash(newSecretToken()),
            firstname: nameRule(identity.firstname) === null ? identity.firstname : 'Sulit',
            lastname: nameRule(identity.lastname) === null ? identity.lastname : 'Shopper',
            is_subscribed: false,
            now,
          }),
          auto_created: 1,
        });
        customer = await customers.byEmail(email);
      }
      if (!customer) throw new DomainError('internal', 'Social login failed');
      return issueSession(customer);
    },

    /** spec §6: customer-support staff act as a customer, found by e-mail only. */
    async supportLogin(staff: CustomerRow, emailInput: string): Promise<IssuedSession> {
      if (staff.is_customer_support !== 1) {
        throw new DomainError('forbidden', 'Only customer-support staff can log in as a customer.');
      }
      const customer = await customers.byEmail(normaliseEmail(emailInput));
      if (!customer || customer.is_customer_support === 1) {
        throw new DomainError('not_found', AUTH_MESSAGES.customerSupportNotFound);
      }
      return issueSession(customer);
    },

    async logout(tokenHash: string): Promise<void> {
      await sessions.revokeSession(tokenHash, clock().toISOString());
    },

    async validateEmail(emailInput: string): Promise<ValidateEmailResponse> {
      const email = normaliseEmail(emailInput);
      if (!isValidEmail(email)) {
        return { email, is_valid: false, is_available: false, message: VALIDATION_MESSAGES.emailNotValid };
      }
      const taken = (await customers.byEmail(email)) !== undefined;
      return { email, is_valid: true, is_available: !taken, message: taken ? AUTH_MESSAGES.emailTaken : null };
    },

    async update(customer: CustomerRow, input: UpdateCustomerRequest['customer']): Promise<void> {
      const now = clock();
      const dob = input.dob ?? input.extension_attributes?.birthday;
      const phone = input.extension_attributes?.phone;
      const problem = fieldErrors({
        firstname: nameRule(input.firstname),
        lastname: nameRule(input.lastname),
        dob: dob ? dobRule(dob, now) : null,
        phone: phone ? phoneRule(phone) : null,
      });
      if (problem) throw problem;
      await customers.update(customer.id, {
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        ...(dob !== undefined ? { dob: dob || null } : {}),
        ...(phone !== undefined ? { phone: phone ? normalisePhone(phone) : null } : {}),
        ...(input.is_subscribed !== undefined ? { is_subscribed: input.is_subscribed ? 1 : 0 } : {}),
        updated_at: now.toISOString(),
      });
    },

    async changeEmail(customer: CustomerRow, input: ChangeEmailRequest): Promise<void> {
      const email = normaliseEmail(input.email);
      const problem = fieldErrors({ email: emailRule(email) });
      if (problem) throw problem;
      await checkCurrentPassword(customer, input.current_password);
      if (email === customer.email) return;
      const other = await customers.byEmail(email);
      if (other)
        throw new DomainError('conflict', AUTH_MESSAGES.emailTaken, { fields: { email: AUTH_MESSAGES.emailTaken } });
      try {
        await customers.update(customer.id, { email, updated_at: clock().toISOString() });
      } catch {
        // the unique index caught a concurrent change
        throw new DomainError('conflict', AUTH_MESSAGES.emailTaken, { fields: { email: AUTH_MESSAGES.emailTaken } });
      }
    },

    async changePassword(customer: CustomerRow, currentTokenHash: string, input: ChangePasswordRequest): Promise<void> {
      const problem = fieldErrors({
        newPassword: passwordRule(input.newPassword),
        newPasswordConfirmation:
          input.newPasswordConfirmation !== undefined
            ? passwordConfirmationRule(input.newPassword, input.newPasswordConfirmation)
            : null,
      });
      if (problem) throw problem;
      await checkCurrentPassword(customer, input.currentPassword);
      const now = clock().toISOString();
      await customers.update(customer.id, {
        password_hash: await deps.passwords.hash(input.newPassword),
        has_temp_pass: 0,
        updated_at: now,
      });
      // Other devices sign in again; this one keeps its session.
      await sessions.revokeOtherSessions(customer.id, currentTokenHash, now);
      await resetTokens.retireResetTokens(customer.id, now);
    },

    /** Always the same §8 answer; a link goes out only when the account exists. */
    async requestPasswordReset(emailInput: string, ip: string): Promise<string> {
      const email = normaliseEmail(emailInput);
      const problem = fieldErrors({ email: emailRule(email) });
      if (problem) throw problem;
      await countAttempt(resetRequestRules(email, ip));
      const customer = await customers.byEmail(email);
      if (customer) {
        const now = clock();
        const token = newSecretToken();
        await resetTokens.insertResetToken({
          token_hash: hashToken(token),
          customer_id: customer.id,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
        });
        const link = `${deps.publicUrl}/customer/account/createpassword?token=${encodeURIComponent(token)}&email=${encodeURIComponent(customer.email)}`;
        await deps.mailer.send(resetPasswordMail(customer.email, customer.firstname, link));
      }
      return passwordResetRequestedMessage(emailInput.trim());
    },

    async resetPassword(input: ResetPasswordRequest): Promise<string> {
      const expired = () =>
        new DomainError('bad_request', AUTH_MESSAGES.resetTokenExpired, { reason: 'reset_token_expired' });
      const weak = passwordRule(input.newPassword);
      if (weak) throw new DomainError('validation_failed', weak, { fields: { newPassword: weak } });
      const record = await resetTokens.resetTokenByHash(hashToken(input.resetToken));
      if (!record || record.used_at !== null) throw expired();
      const now = clock();
      if (isResetLinkExpired(new Date(record.created_at), now)) throw expired();
      const customer = await customers.byId(record.customer_id);
      if (!customer || customer.email !== normaliseEmail(input.email)) throw expired();
      if (!(await resetTokens.useResetToken(record.id, now.toISOString()))) throw expired();
      await customers.update(customer.id, {
        password_hash: await deps.passwords.hash(input.newPassword),
        has_temp_pass: 0,
        updated_at: now.toISOString(),
      });
      await resetTokens.retireResetTokens(customer.id, now.toISOString());
      await sessions.revokeAllSessions(customer.id, now.toISOString());
      return AUTH_MESSAGES.passwordSet;
    },

    messages: ACCOUNT_MESSAGES,
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;

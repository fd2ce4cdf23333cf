import type { Database } from '@sulit/db';
import type { Env } from './env';
import type { CheckoutPaymentsPort, SavedCardsPort } from './features/checkout/checkout-deps';
import type { CaptchaOptions } from './features/customers/captcha';
import type { PasswordWorkLimits } from './features/customers/password-work';
import type { EngagementFeatureOptions } from './features/engagement/engagement-feature';
import type { MailTransport, SmtpTimeouts } from './features/mail/smtp-transport';
import type { PaymentsFeatureOptions } from './features/payments/payments-feature';
import type { ServerTimeouts } from './http/server-timeouts';

/** What `buildApp` is given: the environment's settings it reads, the database, and what tests swap. */
export interface AppOptions {
  env: Pick<Env, 'LOG_LEVEL' | 'PUBLIC_URL' | 'SESSION_SECRET' | 'WEB_BUILD_DIR' | 'NODE_ENV'> &
    Partial<
      Pick<
        Env,
        'CATALOG_CACHE_MS' | 'PAGE_CACHE_MS' | 'TRUST_PROXY_HOPS' | 'PASSWORD_HASH_CONCURRENCY' | 'PASSWORD_HASH_QUEUE'
      >
    > &
    Partial<Pick<Env, 'MAINTENANCE_MODE' | 'MAINTENANCE_RETRY_AFTER'>> &
    Partial<
      Pick<Env, 'REDIS_URL' | 'SMTP_URL' | 'SOCIAL_LOGIN_SECRET' | 'SOCIAL_LOGIN_JWKS' | 'SOCIAL_LOGIN_AUDIENCE'>
    > &
    Partial<Pick<Env, 'REBATES_SETTLE_EVERY_MS' | 'REBATE_RETURN_WINDOW_MS'>> &
    Partial<Pick<Env, 'SHOPPING_LIST_ENABLED' | 'ALERTS_CHECK_EVERY_MS' | 'PAYMENTS_SANDBOX' | 'SULIT_ROLE'>> &
    /** the address the server binds: the development outbox exists only on a loopback one */
    Partial<Pick<Env, 'HOST'>>;
  database: Database;
  /**
   * Where readiness pings the database (main.ts: one PostgreSQL connection of its own, so a probe never waits for
   * the pool behind the renders' queries, decision 041); default `database`.
   */
  probeDatabase?: Database;
  clock?: () => Date;
  /** sign-up captcha difficulty; tests lower it */
  captcha?: CaptchaOptions;
  /** false in API tests: no page rendering */
  serveWeb?: boolean;
  /** the payment provider behind the payments port (checkout tests pass a fake); default: the payments feature */
  paymentGateway?: CheckoutPaymentsPort;
  savedCards?: SavedCardsPort;
  /** tests swap the payment-result handler, the sandbox's webhook delivery and the return pages */
  payments?: Partial<Pick<PaymentsFeatureOptions, 'onPaymentResult' | 'sandbox' | 'returnPages' | 'reconcileEveryMs'>>;
  /** bounds on concurrent password hashing; default from PASSWORD_HASH_CONCURRENCY / _QUEUE */
  passwordWork?: PasswordWorkLimits;
  /** connection limits; tests shorten them (default SERVER_TIMEOUTS) */
  timeouts?: ServerTimeouts;
  /** tests shorten the SMTP waits or hand in a transport of their own */
  mail?: { smtpTimeouts?: SmtpTimeouts; transport?: MailTransport };
  /** where log lines go (tests read them); default stdout */
  logStream?: { write(line: string): void };
  /** tests send web pushes to a local fake push service */
  pushAgent?: EngagementFeatureOptions['pushAgent'];
}

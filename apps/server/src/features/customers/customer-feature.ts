import { createLocationRepository, type CustomerRepositories } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { type CaptchaOptions, createCaptcha, DEFAULT_CAPTCHA } from './captcha';
import { type CustomerRouteDeps, registerCustomerRoutes } from './customer-routes';
import type { MembershipPort } from './customer-context';
import { createCustomerService } from './customer-service';
import { createThrottle, databaseCounters, redisCounters } from './login-throttle';
import { loadCommonPasswords } from './common-passwords';
import { createPasswordWork, type PasswordWorkLimits } from './password-work';
import { createSocialLogin } from './social-login';

export interface CustomerFeatureOptions {
  repos: CustomerRepositories;
  auth: CustomerAuth;
  database: Parameters<typeof createLocationRepository>[0];
  clock: () => Date;
  env: {
    NODE_ENV: 'development' | 'production' | 'test';
    PUBLIC_URL: string;
    SESSION_SECRET: string;
    REDIS_URL?: string | undefined;
    SMTP_URL?: string | undefined;
    SOCIAL_LOGIN_SECRET?: string | undefined;
    SOCIAL_LOGIN_JWKS?: string | undefined;
    SOCIAL_LOGIN_AUDIENCE?: string | undefined;
  };
  captcha?: CaptchaOptions | undefined;
  /** the location feature's sign-in step (account location wins, else the guest's is saved) */
  location: CustomerRouteDeps['location'];
  /** bounds on concurrent password hashing (default DEFAULT_PASSWORD_WORK) */
  passwordWork?: PasswordWorkLimits | undefined;
  /** called after every log-in or sign-up; app.ts wires the cart's guest-cart merge here */
  onSessionStarted?: CustomerRouteDeps['onSessionStarted'];
  /** the membership feature's view and link (app.ts wires them): is_membership and register's link_to_membership */
  membership?: MembershipPort;
}

/** Builds the customers feature (auth, account, addresses, password reset) and registers its routes. */
export function registerCustomerFeature(app: FastifyInstance, options: CustomerFeatureOptions) {
  const { repos, auth, clock, env } = options;
  const counters = env.REDIS_URL ? redisCounters(env.REDIS_URL) : databaseCounters(repos.throttle);
  const throttle = createThrottle(counters, clock);
  const captcha = createCaptcha(env.SESSION_SECRET, repos.captcha, options.captcha ?? DEFAULT_CAPTCHA);
  const service = createCustomerService({
    repos,
    locations: createLocationRepository(options.database),
    throttle,
    captcha,
    social: createSocialLogin(
      {
        secret: env.SOCIAL_LOGIN_SECRET,
        jwks: env.SOCIAL_LOGIN_JWKS,
        audience: env.SOCIAL_LOGIN_AUDIENCE ?? 'sulit-club',
      },
      clock,
    ),
    clock,
    publicUrl: env.PUBLIC_URL,
    passwords: createPasswordWork(options.passwordWork),
    commonPasswords: loadCommonPasswords(),
    membership: options.membership,
  });
  registerCustomerRoutes(app, {
    service,
    auth,
    captcha,
    location: options.location,
    secureCookies: env.PUBLIC_URL.startsWith('https:'),
    onSessionStarted: options.onSessionStarted,
  });
  app.addHook('onClose', async () => {
    await throttle.close();
  });
  // The help centre's enquiry form reuses the ALTCHA and the shared counters (app.ts hands them over).
  return { captcha, throttle };
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, 'must be file:PATH (SQLite) or postgres://… (PostgreSQL)')
    .default('file:var/sulit.db'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be redis://…')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be smtp://… or smtps://…')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Social login (POST /api/ld-social-token-login): an HS256 shared secret and/or a JWKS of public keys. */
  SOCIAL_LOGIN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SOCIAL_LOGIN_JWKS: z
    .string()
    .refine((v) => {
      try {
        return Array.isArray((JSON.parse(v) as { keys?: unknown }).keys);
      } catch {
        return false;
      }
    }, 'must be a JSON Web Key Set: {"keys":[…]}')
    .optional(),
  /** expected `aud` of social-login tokens */
  SOCIAL_LOGIN_AUDIENCE: z.string().min(1).default('sulit-club'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** How many reverse proxies stand in front (their X-Forwarded-For is trusted); 0 = none, clients are direct. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Where the built web app lives; tests point it elsewhere or leave it out. */
  WEB_BUILD_DIR: z.string().default('apps/web/build'),
  /** Password hashes computed at once (each scrypt holds 32 MiB); default 1. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Password hashes that may wait; beyond, logins answer 503 with Retry-After. Default 16. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(1000).optional(),
  /** Lifetime of the in-process catalogue read cache in ms (default 5000); 0 turns it off (benchmarks). */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * Lifetime of the guest page cache in ms (decision 016): at most the catalogue cache's lifetime, which is also
   * its default; 0 turns it off.
   */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Where guest pages are kept (decision 016): this process (default) or the Redis at REDIS_URL. */
  PAGE_CACHE_STORE: z.enum(['memory', 'redis']).default('memory'),
  /** Shopping lists (spec §9 feature flag; decision 015): on unless set to false. Off, list pages and calls are 404. */
  SHOPPING_LIST_ENABLED: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The sandbox payment provider (its public test cards pay): on by default outside production, off in production
   * unless set to true (issue 27). Without a live provider only cash on delivery and free orders are offered.
   */
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** How often the price-drop and back-in-stock detectors run, in ms (default 60 000; the browser walks use less). */
  ALERTS_CHECK_EVERY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** How often delivered lines earn rebates and closed return windows release them, in ms (default 60 000). */
  REBATES_SETTLE_EVERY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /**
   * The return window a rebate stays pending for after delivery, in ms (default the help centre's 7 days; the
   * browser walks use seconds). The store's return policy, not a switch: nobody can move one rebate sooner.
   */
  REBATE_RETURN_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(90 * 86_400_000)
    .default(7 * 86_400_000),
  /** Maintenance mode: every page and API call answers 503 with Retry-After; /healthz stays up. */
  MAINTENANCE_MODE: z
    .enum(['true', 'false', '1', '0', 'on', 'off'])
    .default('false')
    .transform((v) => v === 'true' || v === '1' || v === 'on'),
  /**
   * On SIGTERM, how long /readyz answers 503 before the server stops accepting (ms): set it to the proxy's health
   * check interval times its fall count, so the proxy has taken the instance out before connections are refused.
   */
  DRAIN_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * A second, small listener for the proxy's health checks (`/readyz`, `/livez` on HOST:HEALTH_PORT): it answers
   * apart from the page and API stack, and its database probe has a connection of its own, so a busy instance's
   * checks never wait behind its renders (issue 34, decision 041). Unset: no second listener.
   */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * What this instance does (issue 34, decision 033): `web` serves requests and runs no background jobs, `worker`
   * runs the job queue and the scheduler, `all` (default, so `npm start` keeps working) does both.
   */
  SULIT_ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  /**
   * PostgreSQL connections this instance may hold (default 10): instances × this must stay under the server's
   * max_connections, so a cluster of several instances sets it lower (docs/SCALE-OUT.md).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Statements each PostgreSQL connection keeps prepared (default 500, decision 044); 0 prepares none, for a pooler
   * in front that cannot follow named statements (PgBouncer in transaction mode before 1.21).
   */
  DATABASE_STATEMENT_CACHE_SIZE: z.coerce.number().int().min(0).max(10_000).default(500),
  /** Seconds a client is told to wait during maintenance (Retry-After); default 1800. */
  MAINTENANCE_RETRY_AFTER: z.coerce.number().int().min(1).max(86_400).default(1800),
});

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string; PUBLIC_URL: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}

/**
 * Parses the environment once at boot and fails fast with every bad key listed. Outside production a
 * missing SESSION_SECRET is generated once and kept in var/, so sessions survive restarts.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, varDir = 'var'): Env {
  const parsed = EnvSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    // Links in e-mails, canonical URLs and the forms' origin check need the real address; reset links need
    // a real mail server (the outbox page does not exist in production).
    const missing = (['SESSION_SECRET', 'PUBLIC_URL', 'SMTP_URL'] as const).filter((key) => !env[key]);
    if (missing.length) throw new EnvError(missing.map((key) => `${key}: required in production`));
  }
  if (env.PAGE_CACHE_STORE === 'redis' && !env.REDIS_URL) {
    throw new EnvError(['PAGE_CACHE_STORE: redis needs REDIS_URL']);
  }
  const secret = env.SESSION_SECRET ?? localSecret(resolve(varDir, 'session-secret'));
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return { ...env, SESSION_SECRET: secret, PUBLIC_URL: publicUrl.replace(/\/$/, '') };
}

/** The payment provider that takes online payments, or null: the sandbox only where it may (see PAYMENTS_SANDBOX). */
export function livePaymentProvider(env: Partial<Pick<Env, 'NODE_ENV' | 'PAYMENTS_SANDBOX'>>): 'sandbox' | null {
  return (env.PAYMENTS_SANDBOX ?? env.NODE_ENV !== 'production') ? 'sandbox' : null;
}

/**
 * The environment of the operator tools (`npm run orders`, `npm run outbox`): as the server's, but PUBLIC_URL must
 * be set. The tools do not know the port the store serves on, so a default `http://localhost:<PORT>` would put
 * the wrong address in every e-mail they write (issue 27 item 14).
 */
export function loadToolEnv(source: NodeJS.ProcessEnv = process.env, varDir = 'var'): Env {
  if (!withoutEmpty(source).PUBLIC_URL)
    throw new EnvError(['PUBLIC_URL: required by the operator tools (the address in the links of their e-mails)']);
  return loadEnv(source, varDir);
}

/** What an operator must hear at boot: settings that work but are unsafe where they are used. */
export function envWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL.startsWith('https://')) {
    warnings.push(
      `PUBLIC_URL is ${env.PUBLIC_URL}, not https: session cookies go out without Secure and without the __Host- prefix. Serve the store over HTTPS.`,
    );
  }
  return warnings;
}

function localSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, secret + '\n', { mode: 0o600 });
  return secret;
}

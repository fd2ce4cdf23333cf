import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  SECURE_SESSION_COOKIE,
  SECURE_SUPPORT_COOKIE,
  SESSION_COOKIE,
  SUPPORT_COOKIE,
} from '@sulit/contracts/wire-names';
import type { SessionRepository } from '@sulit/db';
import { type Customer, DomainError, SUPPORT_TOKEN_PREFIX } from '@sulit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderScopeOf } from './in-process-answers';

/**
 * Who is calling: sessions shared by every feature that needs a customer (customers, location, later
 * cart and orders). A session token is 256 random bits; only its SHA-256 is stored. It arrives either as
 * `Authorization: Bearer <token>` (API clients) or as the httpOnly cookie `sulit_session` (the web).
 * Cookie-authenticated writes must carry `x-csrf-token` equal to the readable `sulit_csrf` cookie
 * (double submit); bearer requests are exempt because a browser never adds that header on its own.
 * See docs/decisions/006-sessions-and-auth.md.
 */
export type TokenProblem = 'token_missing' | 'token_invalid' | 'token_expired';

export interface CustomerSession {
  customer: Customer;
  tokenHash: string;
  expiresAt: Date;
  via: 'bearer' | 'cookie';
  /** set when a customer-support staff member acts for this customer (issue 32) */
  acting?: ActingFor;
}

/** Who acts for the customer in a support session, and until when. */
export interface ActingFor {
  supportSessionId: number;
  staff: Customer;
  caseRef: string;
  reason: string;
}

/**
 * Support sessions (features/support, issue 32): a token with the support prefix names one. Every request made
 * with one passes `authorize`, the one guard that audits it and refuses what staff may not do while acting.
 */
export interface SupportSessionsPort {
  resolve(tokenHash: string): Promise<Omit<CustomerSession, 'tokenHash' | 'via'> | TokenProblem>;
  authorize(request: FastifyRequest, session: CustomerSession): Promise<void>;
  /** after a handler answered while acting: an order placed gets its note */
  answered(request: FastifyRequest, session: CustomerSession, answer: unknown): Promise<void>;
  /** a log-out: an acting session ends; a staff member's own log-out ends every support session they run */
  loggedOut(session: CustomerSession): Promise<void>;
}

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

interface Presented {
  token: string;
  via: 'bearer' | 'cookie';
  /** the staff member's own cookie session, under a support cookie that may have ended */
  fallback?: string | undefined;
}

function presentedToken(request: FastifyRequest, sessionCookie: string, supportCookie: string): Presented | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && /^bearer\s+/i.test(header)) {
    const token = header.replace(/^bearer\s+/i, '').trim();
    return token ? { token, via: 'bearer' } : null;
  }
  const cookie = request.cookies?.[sessionCookie];
  // spec §4: the web keeps the support token apart from the staff's own (here a browser-session cookie, so the
  // staff session is there again when the support session ends)
  const support = request.cookies?.[supportCookie];
  if (support) return { token: support, via: 'cookie', fallback: cookie };
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function unauthorized(reason: TokenProblem): DomainError {
  const message =
    reason === 'token_missing'
      ? "The consumer isn't authorized to access this resource. Please log in."
      : 'Your session has expired. Please log in again.';
  return new DomainError('unauthorized', message, { reason });
}

export function createCustomerAuth(deps: {
  sessions: Pick<SessionRepository, 'sessionWithCustomer'>;
  clock: () => Date;
  secureCookies: boolean;
  /** the store's own origin (PUBLIC_URL's): a cookie write must come from it */
  publicOrigin: string;
  support?: SupportSessionsPort | undefined;
}) {
  const { sessions, clock, support } = deps;
  // Over https the session cookie carries the __Host- prefix: the browser then insists on Secure, Path=/ and
  // no Domain, so a sibling subdomain or a plain-http page can neither set nor overwrite it.
  const sessionCookie = deps.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const supportCookie = deps.secureCookies ? SECURE_SUPPORT_COOKIE : SUPPORT_COOKIE;

  async function sessionOf(token: string, via: Presented['via']): Promise<CustomerSession | TokenProblem> {
    if (token.length > 200) return 'token_invalid';
    const tokenHash = hashToken(token);
    if (token.startsWith(SUPPORT_TOKEN_PREFIX)) {
      const acting = support ? await support.resolve(tokenHash) : 'token_invalid';
      return typeof acting === 'string' ? acting : { ...acting, tokenHash, via };
    }
    const session = await sessions.sessionWithCustomer(tokenHash);
    if (!session || session.revoked_at) return 'token_invalid';
    const expiresAt = new Date(session.expires_at);
    if (expiresAt.getTime() <= clock().getTime()) return 'token_expired';
    return { customer: session.customer, tokenHash, expiresAt, via };
  }

  /**
   * A page view's calls look a customer token up once between them (issue 34, in-process-answers.ts); a support
   * token is looked up per call, as its every request is audited.
   */
  function sessionFor(request: FastifyRequest, token: string, via: Presented['via']) {
    const scope = token.startsWith(SUPPORT_TOKEN_PREFIX) ? undefined : renderScopeOf(request);
    if (!scope) return sessionOf(token, via);
    const key = `${via}:${token}`;
    let session = scope.sessions.get(key) as Promise<CustomerSession | TokenProblem> | undefined;
    if (!session) {
      session = sessionOf(token, via);
      scope.sessions.set(key, session);
    }
    return session;
  }

  async function resolveOnce(request: FastifyRequest): Promise<CustomerSession | TokenProblem> {
    const presented = presentedToken(request, sessionCookie, supportCookie);
    if (!presented) return 'token_missing';
    const session = await sessionFor(request, presented.token, presented.via);
    // An ended support session leaves the staff member in their own session (spec §4: the prior one is restored).
    if (typeof session === 'string' && presented.fallback) return sessionFor(request, presented.fallback, 'cookie');
    if (typeof session !== 'string' && session.acting) await support!.authorize(request, session);
    return session;
  }

  // One resolution (and one audit row) per request, however many times a route asks.
  const resolved = new WeakMap<FastifyRequest, Promise<CustomerSession | TokenProblem>>();
  function resolve(request: FastifyRequest): Promise<CustomerSession | TokenProblem> {
    let session = resolved.get(request);
    if (!session) {
      session = resolveOnce(request);
      resolved.set(request, session);
    }
    return session;
  }

  const csrfFailed = (reason: string) =>
    new DomainError('forbidden', 'Missing or invalid CSRF token. Reload the page and try again.', { reason });

  /**
   * Layered CSRF checks for a cookie-authenticated write (issue 9 item 7); bearer calls are exempt (a browser
   * never adds Authorization on its own):
   * 1. where it came from: `Origin` must be this store's and `Sec-Fetch-Site` must not be cross-site; a write
   *    without `Origin` passes only when `Sec-Fetch-Site` says same-origin (issue 27 item 11: "same-site" is a
   *    sibling subdomain, "none" is no page at all), and a write carrying neither is refused (every current
   *    browser sends at least one on a POST);
   * 2. the double-submit token: `x-csrf-token` equal to the `sulit_csrf` cookie.
   * SameSite=Lax on the session cookie is the third layer.
   */
  function checkCsrf(request: FastifyRequest, session: CustomerSession, write = UNSAFE_METHODS.has(request.method)) {
    if (session.via !== 'cookie' || !write) return;
    if (UNSAFE_METHODS.has(request.method)) {
      // A form post under `Referrer-Policy: no-referrer` (helmet's default) says `Origin: null`: it names no
      // origin, so where it came from rests on Sec-Fetch-Site (a cross-site page is still refused below).
      const origin = request.headers.origin === 'null' ? undefined : request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      if (origin === undefined && site === undefined) throw csrfFailed('origin_missing');
      if (origin === undefined && site !== 'same-origin') throw csrfFailed('cross_origin');
      if (origin !== undefined && origin !== deps.publicOrigin) throw csrfFailed('cross_origin');
      if (site === 'cross-site') throw csrfFailed('cross_origin');
    }
    const cookie = request.cookies?.[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameText(cookie, header)) throw csrfFailed('csrf_failed');
  }

  const clearSupportCookie = (reply: FastifyReply) =>
    reply.clearCookie(supportCookie, { path: '/', secure: deps.secureCookies, httpOnly: true, sameSite: 'lax' });
  function clearSessionCookies(reply: FastifyReply): void {
    reply.clearCookie(sessionCookie, { path: '/', secure: deps.secureCookies, httpOnly: true, sameSite: 'lax' });
    clearSupportCookie(reply);
    reply.clearCookie(CSRF_COOKIE, { path: '/', secure: deps.secureCookies, sameSite: 'lax' });
  }

  return {
    /** The signed-in customer, or throws 401 with details.reason (token_missing/invalid/expired). */
    async require(request: FastifyRequest): Promise<CustomerSession> {
      const result = await resolve(request);
      if (typeof result === 'string') throw unauthorized(result);
      checkCsrf(request, result);
      return result;
    },

    /**
     * For a GET that changes state (the spec's restore-quote): the signed-in customer, and a cookie session
     * must also send the CSRF header, which a cross-site page cannot (a bearer token passes as always).
     */
    async requireForStateChangingGet(request: FastifyRequest): Promise<CustomerSession> {
      const result = await resolve(request);
      if (typeof result === 'string') throw unauthorized(result);
      checkCsrf(request, result, true);
      return result;
    },

    /** The signed-in customer or null for a guest (a stale cookie counts as a guest). */
    async optional(request: FastifyRequest): Promise<CustomerSession | null> {
      const result = await resolve(request);
      if (typeof result === 'string') return null;
      checkCsrf(request, result);
      return result;
    },

    /** Sets the session cookie and a fresh CSRF cookie for the web. */
    setSessionCookies(reply: FastifyReply, token: string, expiresAt: Date): void {
      const common = { path: '/', sameSite: 'lax' as const, secure: deps.secureCookies, expires: expiresAt };
      reply.setCookie(sessionCookie, token, { ...common, httpOnly: true });
      reply.setCookie(CSRF_COOKIE, newSecretToken(), { ...common, httpOnly: false });
    },

    clearSessionCookies,

    /** The support token for the web: a browser-session cookie beside the staff's own session cookie. */
    setSupportCookie(reply: FastifyReply, token: string): void {
      reply.setCookie(supportCookie, token, { path: '/', sameSite: 'lax', secure: deps.secureCookies, httpOnly: true });
    },

    /**
     * Log-out's session work: an acting session ends and only its cookie goes (the staff member's session is
     * restored, spec §4); any other session's cookies all go, and a staff member's support sessions end with it.
     */
    async loggedOut(reply: FastifyReply, session: CustomerSession | null): Promise<'restored' | 'signed_out'> {
      if (session && support) await support.loggedOut(session);
      if (session?.acting) {
        clearSupportCookie(reply);
        return 'restored';
      }
      clearSessionCookies(reply);
      return 'signed_out';
    },

    /** After a handler answered while acting (the support feature notes orders placed). */
    async answered(request: FastifyRequest, session: CustomerSession | null, answer: unknown): Promise<void> {
      if (session?.acting && support) await support.answered(request, session, answer);
    },
  };
}

export type CustomerAuth = ReturnType<typeof createCustomerAuth>;

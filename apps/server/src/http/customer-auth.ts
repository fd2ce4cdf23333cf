import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CustomerRepository, CustomerRow, SessionRepository } from '@sulit/db';
import { DomainError } from '@sulit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who is calling: sessions shared by every feature that needs a customer (customers, location, later
 * cart and orders). A session token is 256 random bits; only its SHA-256 is stored. It arrives either as
 * `Authorization: Bearer <token>` (API clients) or as the httpOnly cookie `sulit_session` (the web).
 * Cookie-authenticated writes must carry `x-csrf-token` equal to the readable `sulit_csrf` cookie
 * (double submit); bearer requests are exempt because a browser never adds that header on its own.
 * See docs/decisions/006-sessions-and-auth.md.
 */
export const SESSION_COOKIE = 'sulit_session';
export const CSRF_COOKIE = 'sulit_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export type TokenProblem = 'token_missing' | 'token_invalid' | 'token_expired';

export interface CustomerSession {
  customer: CustomerRow;
  tokenHash: string;
  expiresAt: Date;
  via: 'bearer' | 'cookie';
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

function presentedToken(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && /^bearer\s+/i.test(header)) {
    const token = header.replace(/^bearer\s+/i, '').trim();
    return token ? { token, via: 'bearer' } : null;
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function unauthorized(reason: TokenProblem): DomainError {
  const message =
    reason === 'token_missing'
      ? "The consumer isn't authorized to access this resource. Please log in."
      : 'Your session has expired. Please log in again.';
  return new DomainError('unauthorized', message, { reason });
}

export function createCustomerAuth(deps: {
  customers: Pick<CustomerRepository, 'byId'>;
  sessions: Pick<SessionRepository, 'sessionByHash'>;
  clock: () => Date;
  secureCookies: boolean;
}) {
  const { customers, sessions, clock } = deps;

  async function resolve(request: FastifyRequest): Promise<CustomerSession | TokenProblem> {
    const presented = presentedToken(request);
    if (!presented) return 'token_missing';
    if (presented.token.length > 200) return 'token_invalid';
    const tokenHash = hashToken(presented.token);
    const session = await sessions.sessionByHash(tokenHash);
    if (!session || session.revoked_at) return 'token_invalid';
    const expiresAt = new Date(session.expires_at);
    if (expiresAt.getTime() <= clock().getTime()) return 'token_expired';
    const customer = await customers.byId(session.customer_id);
    if (!customer) return 'token_invalid';
    return { customer, tokenHash, expiresAt, via: presented.via };
  }

  function checkCsrf(request: FastifyRequest, session: CustomerSession): void {
    if (session.via !== 'cookie' || !UNSAFE_METHODS.has(request.method)) return;
    const cookie = request.cookies?.[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameText(cookie, header)) {
      throw new DomainError('forbidden', 'Missing or invalid CSRF token. Reload the page and try again.', {
        reason: 'csrf_failed',
      });
    }
  }

  return {
    /** The signed-in customer, or throws 401 with details.reason (token_missing/invalid/expired). */
    async require(request: FastifyRequest): Promise<CustomerSession> {
      const result = await resolve(request);
      if (typeof result === 'string') throw unauthorized(result);
      checkCsrf(request, result);
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
      reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
      reply.setCookie(CSRF_COOKIE, newSecretToken(), { ...common, httpOnly: false });
    },

    clearSessionCookies(reply: FastifyReply): void {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(CSRF_COOKIE, { path: '/' });
    },
  };
}

export type CustomerAuth = ReturnType<typeof createCustomerAuth>;

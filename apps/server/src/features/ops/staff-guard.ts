import { OPS_COOKIE, OPS_TOKEN_HEADER, SECURE_OPS_COOKIE } from '@sulit/contracts/wire-names';
import type { StaffRepository } from '@sulit/db';
import {
  DomainError,
  mayCall,
  OPS_MESSAGES,
  OPS_ROUTE_IDS,
  OPS_ROUTES,
  type OpsRouteId,
  opsSessionEnd,
  rolesOf,
  type StaffRole,
  type StoreScope,
  storeScopeOf,
} from '@sulit/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type CustomerAuth, type CustomerSession, hashToken } from '../../http/customer-auth';
import { customerOf } from '../../http/customer-route';
import { errorResponses } from '../../http/error-responses';
import { type RouteDefinition, routeRegistrar } from '../../http/route';

/** The staff member behind a console call, as the guard found them on this very request. */
export interface StaffCaller {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  scope: StoreScope;
  signIn: CustomerSession;
  /** the console session (null on the sign-in calls before the second factor) */
  console: { id: number; expires_at: string } | null;
}

export interface OpsRouteInput<P, Q, B> {
  staff: StaffCaller;
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

type OpsDefinition<P extends z.ZodRawShape, Q extends z.ZodType, B extends z.ZodType> = Omit<
  RouteDefinition<P, Q, B>,
  'method' | 'url' | 'access'
>;

const ended = () => new DomainError('unauthorized', OPS_MESSAGES.sessionEnded, { reason: 'console_session' });

/**
 * The console's one guard and route shape (issue 35). Method and path come from the domain's policy table, so a
 * console route cannot be registered without its entry; every call re-reads the staff member's grants and
 * console session (a revoked role ends the session on the next request, as support sessions do), then asks the
 * table whether one of their roles may call the route.
 */
export function createStaffGuard(deps: {
  app: FastifyInstance;
  auth: CustomerAuth;
  staff: StaffRepository;
  clock: () => Date;
  secureCookies: boolean;
}) {
  const { app, auth, staff, clock } = deps;
  const cookieName = deps.secureCookies ? SECURE_OPS_COOKIE : OPS_COOKIE;
  const registered = new Set<OpsRouteId>();
  const route = routeRegistrar(app, ['operator console'], auth, {
    errors: errorResponses(400, 401, 403, 404, 409, 415),
    access: 'customer',
    cacheControl: 'private, no-store',
  });

  function presentedToken(request: FastifyRequest): string | null {
    const header = request.headers[OPS_TOKEN_HEADER];
    if (typeof header === 'string' && header.length > 0) return header;
    return request.cookies?.[cookieName] ?? null;
  }

  async function consoleSession(request: FastifyRequest, signIn: CustomerSession, hasGrant: boolean) {
    const token = presentedToken(request);
    if (!token || token.length > 200) return null;
    const session = await staff.sessionByHash(hashToken(token));
    if (!session || session.customer_id !== signIn.customer.id) return null;
    const now = clock();
    const end = opsSessionEnd(
      {
        endedAt: session.ended_at ? new Date(session.ended_at) : null,
        expiresAt: new Date(session.expires_at),
        hasGrant,
        sameSignIn: session.sign_in_hash === signIn.tokenHash,
      },
      now,
    );
    if (end === null) return { id: session.id, expires_at: session.expires_at };
    if (end !== 'ended') await staff.endSession(session.id, end, now.toISOString());
    return null;
  }

  async function callerOf(request: FastifyRequest, signIn: CustomerSession, routeId: OpsRouteId) {
    // Acting for a customer is the customer's session: the console is never reached through it.
    if (signIn.acting) throw new DomainError('forbidden', OPS_MESSAGES.staffOnly);
    const customer = customerOf(signIn);
    const grants = await staff.grantsOf(customer.id);
    const roles = rolesOf(grants);
    const opened = await consoleSession(request, signIn, roles.length > 0);
    if (roles.length === 0) throw new DomainError('forbidden', OPS_MESSAGES.staffOnly);
    if (OPS_ROUTES[routeId].needsSecondFactor && !opened) throw ended();
    if (!mayCall(roles, routeId)) throw new DomainError('forbidden', OPS_MESSAGES.roleRefused);
    const caller: StaffCaller = {
      id: customer.id,
      email: customer.email,
      name: `${customer.firstname} ${customer.lastname}`,
      roles,
      scope: storeScopeOf(grants),
      signIn,
      console: opened,
    };
    return caller;
  }

  return {
    /** Registers the console route `id` with the method and path the policy table gives it. */
    route<
      P extends z.ZodRawShape = Record<never, never>,
      Q extends z.ZodType = z.ZodUnknown,
      B extends z.ZodType = z.ZodUnknown,
    >(
      id: OpsRouteId,
      def: OpsDefinition<P, Q, B>,
      handler: (input: OpsRouteInput<z.infer<z.ZodObject<P>>, z.infer<Q>, z.infer<B>>) => Promise<unknown>,
    ): void {
      const { method, path } = OPS_ROUTES[id];
      registered.add(id);
      route<P, Q, B>({ ...def, method, url: path }, async ({ request, reply, session, params, query, body }) => {
        const staffCaller = await callerOf(request, session!, id);
        return handler({ staff: staffCaller, params, query, body, request, reply });
      });
    },

    /** Start refuses a policy entry without its route (a table that promises more than the server serves). */
    assertEveryRouteRegistered(): void {
      const missing = OPS_ROUTE_IDS.filter((id) => !registered.has(id));
      if (missing.length > 0)
        throw new Error(`console routes in the policy table but not registered: ${missing.join(', ')}`);
    },

    setConsoleCookie(reply: FastifyReply, token: string): void {
      reply.setCookie(cookieName, token, { path: '/', sameSite: 'lax', secure: deps.secureCookies, httpOnly: true });
    },

    clearConsoleCookie(reply: FastifyReply): void {
      reply.clearCookie(cookieName, { path: '/', sameSite: 'lax', secure: deps.secureCookies, httpOnly: true });
    },
  };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;

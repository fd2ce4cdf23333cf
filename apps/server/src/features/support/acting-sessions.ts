import {
  DomainError,
  forbiddenWhileActing,
  ORDER_PLACING_ROUTES,
  SUPPORT_MESSAGES,
  type SupportSession,
  supportOrderNote,
  supportRouteId,
  supportSessionEnd,
} from '@sulit/domain';
import type { FastifyRequest } from 'fastify';
import type { CustomerSession, SupportSessionsPort } from '../../http/customer-auth';
import type { SupportContext } from './support-context';

const ENTITY_MAX = 200;

/** What a request was about: its path parameters (an order, a card, a list), without the store code. */
function entityOf(request: FastifyRequest): string | null {
  const { store: _store, ...params } = (request.params ?? {}) as Record<string, unknown>;
  return Object.keys(params).length ? JSON.stringify(params).slice(0, ENTITY_MAX) : null;
}

function routeIdOf(request: FastifyRequest): string {
  return supportRouteId(request.method, request.routeOptions.url ?? request.url.split('?')[0]!);
}

/**
 * The support sessions behind customer-auth (issue 32): a support token's session is read fresh on every
 * request (ended, role lost, staff logged out or 30 minutes past: it is over, and the end is audited once),
 * every request is audited, and the policy's forbidden routes are refused here, in one place.
 */
export function createActingSessions(ctx: SupportContext): SupportSessionsPort {
  const { support, customers, sessions, clock } = ctx;

  async function staffSessionLive(session: SupportSession, now: Date): Promise<boolean> {
    const own = await sessions.sessionByHash(session.staff_session_hash);
    return !!own && !own.revoked_at && new Date(own.expires_at).getTime() > now.getTime();
  }

  const audit = (session: CustomerSession, request: FastifyRequest, decision: 'allow' | 'deny', detail = {}) =>
    support.audit({
      support_session_id: session.acting!.supportSessionId,
      kind: 'request',
      staff_id: session.acting!.staff.id,
      customer_id: session.customer.id,
      route: routeIdOf(request),
      entity: entityOf(request),
      decision,
      detail: JSON.stringify(detail),
      created_at: clock().toISOString(),
    });

  return {
    async resolve(tokenHash) {
      const session = await support.byTokenHash(tokenHash);
      if (!session) return 'token_invalid';
      const now = clock();
      const [customer, staff] = await Promise.all([
        customers.byId(session.customer_id),
        customers.byId(session.staff_id),
      ]);
      if (!customer || !staff) return 'token_invalid';
      const end = supportSessionEnd(
        {
          expiresAt: new Date(session.expires_at),
          endedAt: session.ended_at ? new Date(session.ended_at) : null,
          staffIsSupport: staff.is_customer_support,
          staffSessionLive: await staffSessionLive(session, now),
        },
        now,
      );
      if (end === 'ended') return 'token_expired';
      if (end) {
        await support.end(session, end, now.toISOString());
        return 'token_expired';
      }
      return {
        customer,
        expiresAt: new Date(session.expires_at),
        acting: { supportSessionId: session.id, staff, caseRef: session.case_ref, reason: session.reason },
      };
    },

    async authorize(request, session) {
      const forbidden = forbiddenWhileActing(routeIdOf(request));
      if (!forbidden) return audit(session, request, 'allow');
      await audit(session, request, 'deny', { forbidden });
      throw new DomainError('forbidden', SUPPORT_MESSAGES.forbiddenWhileActing, { reason: 'support_forbidden' });
    },

    async answered(request, session, answer) {
      if (!ORDER_PLACING_ROUTES.has(routeIdOf(request))) return;
      const order = answer as { order_id?: unknown; increment_id?: unknown } | null;
      if (typeof order?.order_id !== 'number' || typeof order.increment_id !== 'string') return;
      await support.noteOrder({
        order_id: order.order_id,
        increment_id: order.increment_id,
        support_session_id: session.acting!.supportSessionId,
        note: supportOrderNote(session.acting!.staff, session.acting!.caseRef),
        at: clock().toISOString(),
      });
    },

    async loggedOut(session) {
      const at = clock().toISOString();
      if (session.acting) {
        const own = await support.byTokenHash(session.tokenHash);
        if (own) await support.end(own, 'logout', at);
      } else if (session.customer.is_customer_support) {
        await support.endOpenOfStaff(session.customer.id, 'staff_logout', at);
      }
    },
  };
}

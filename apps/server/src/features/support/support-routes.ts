import {
  AccessHistory,
  ActingState,
  ConsentRequest,
  ConsentResponse,
  SupportLoginRequest,
  SupportLoginResponse,
} from '@sulit/contracts/support';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { customerOf } from '../../http/customer-route';
import { errorResponses } from '../../http/error-responses';
import { routeRegistrar } from '../../http/route';
import { accessHistory, setSupportConsent } from './access-history';
import { startSupportSession } from './start-support-session';
import type { SupportContext } from './support-context';
import { actingView } from './support-views';

export function registerSupportRoutes(app: FastifyInstance, ctx: SupportContext, auth: CustomerAuth): void {
  const route = routeRegistrar(app, ['customer support'], auth, {
    errors: errorResponses(400, 401, 403, 404),
    cacheControl: 'private, no-store',
  });

  route(
    {
      method: 'POST',
      url: '/api/customer-support/login',
      summary:
        'Customer-support staff act for a customer by e-mail, with a reason, a case and the customer’s consent (or an approver): a support session of at most 30 minutes. The staff session stays; the web gets the support token in its own browser-session cookie.',
      body: SupportLoginRequest,
      response: SupportLoginResponse,
      access: 'customer',
    },
    async ({ request, reply, session, body }) => {
      const started = await startSupportSession(ctx, session!, body, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      });
      if (session!.via === 'cookie') auth.setSupportCookie(reply, started.token);
      const expiresAt = new Date(started.session.expires_at);
      const now = ctx.clock();
      return {
        access_token: started.token,
        expires_in: Math.max(0, Math.round((expiresAt.getTime() - now.getTime()) / 1000)),
        has_temp_pass: false,
        acting: actingView(
          { ...started, caseRef: started.session.case_ref, reason: started.session.reason, expiresAt },
          now,
        ),
      };
    },
  );

  route(
    {
      method: 'GET',
      url: '/api/customer-support/session',
      summary: 'Who acts for whom in this support session and the minutes left (acting: null when not acting)',
      response: ActingState,
      access: 'guest',
    },
    async ({ session }) => {
      const acting = session?.acting;
      if (!session || !acting) return { acting: null };
      return {
        acting: actingView({ ...acting, customer: session.customer, expiresAt: session.expiresAt }, ctx.clock()),
      };
    },
  );

  route(
    {
      method: 'GET',
      url: '/api/customer-support/access-history',
      summary: 'The customer’s own: whether support may shop for them, and every support session on the account',
      response: AccessHistory,
      access: 'customer',
    },
    async ({ session }) => accessHistory(ctx, customerOf(session).id),
  );

  route(
    {
      method: 'PUT',
      url: '/api/customer-support/consent',
      summary: 'The account setting “allow support to shop for me” (refused while support acts)',
      body: ConsentRequest,
      response: ConsentResponse,
      access: 'customer',
    },
    async ({ session, body }) => ({
      allow_support: await setSupportConsent(ctx, customerOf(session).id, body.allow_support),
    }),
  );
}

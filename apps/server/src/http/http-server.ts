import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from '../env';
import { answerSerializerCompiler } from './answer-encoding';
import { registerEtags, registerPrivateLifetimes } from './caching';
import { registerContentTypePolicy } from './content-types';
import { frameworkErrors, registerErrorHandling } from './error-handler';
import { registerInProcessAnswers } from './in-process-answers';
import { acceptedRequestId, CARD_DATA_LOG_GUARD, REDACTED_LOG_PATHS, requestForLog } from './log-redaction';
import { registerMaintenanceMode } from './maintenance';
import { openApiOptions } from './openapi';
import { registerContentSecurityPolicy } from './security-headers';
import { type ServerTimeouts, timeoutOptions } from './server-timeouts';

type ServerEnv = Pick<Env, 'LOG_LEVEL' | 'PUBLIC_URL' | 'SESSION_SECRET'> &
  Partial<Pick<Env, 'TRUST_PROXY_HOPS' | 'MAINTENANCE_MODE' | 'MAINTENANCE_RETRY_AFTER'>>;

/**
 * The Fastify instance with what every route shares, in the order it must run: logging with redaction, request
 * ids, validation and answer encoding, headers (helmet, the CSP), maintenance mode, cookies, compression, the
 * OpenAPI document, error mapping, content types, ETags and private lifetimes. Features are added by app.ts.
 */
export async function createHttpServer(
  env: ServerEnv,
  options: { version: string; timeouts: ServerTimeouts; logStream?: { write(line: string): void } },
): Promise<FastifyInstance> {
  const { timeouts, logStream } = options;
  const app: FastifyInstance = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: REDACTED_LOG_PATHS,
            hooks: CARD_DATA_LOG_GUARD,
            // URLs carry guest-cart masks and reset tokens: log them redacted, and no headers at all.
            serializers: { req: requestForLog },
            ...(logStream ? { stream: logStream } : {}),
          },
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers['x-request-id']) ?? randomUUID(),
    bodyLimit: 1024 * 1024,
    ...timeoutOptions(timeouts),
    // Trusting X-Forwarded-For from anyone would let a client pick its own address (and dodge per-address limits).
    trustProxy: env.TRUST_PROXY_HOPS ? (_address: string, hop: number) => hop < (env.TRUST_PROXY_HOPS ?? 0) : false,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  // first of the hooks: the in-process proof leaves the request before any other hook or handler sees it
  registerInProcessAnswers(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Page forms post urlencoded bodies; the page handler reads them as text.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  // The CSP is ours (pages add a per-answer nonce): see http/security-headers.ts.
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, frameguard: { action: 'deny' } });
  registerContentSecurityPolicy(app);
  if (env.MAINTENANCE_MODE) registerMaintenanceMode(app, { retryAfterSeconds: env.MAINTENANCE_RETRY_AFTER ?? 1800 });
  await app.register(fastifyCookie, { secret: env.SESSION_SECRET });
  await app.register(fastifyCompress, {
    threshold: 1024,
    // Brotli's default quality 11 costs far more CPU than it saves bytes on dynamic answers.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifySwagger, openApiOptions(env.PUBLIC_URL, options.version));
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  registerErrorHandling(app);
  registerContentTypePolicy(app);
  registerEtags(app);
  registerPrivateLifetimes(app);
  return app;
}

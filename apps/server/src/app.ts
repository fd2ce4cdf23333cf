import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createCatalogRepository, createHealthRepository, type Database } from '@sulit/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { constants as zlib } from 'node:zlib';
import type { Env } from './env';
import { createCatalogService } from './features/catalog/catalog-service';
import { registerCatalogRoutes } from './features/catalog/catalog-routes';
import { registerHealthRoutes } from './features/health/health-routes';
import { registerMediaRoutes } from './features/media/media-routes';
import { registerEtags } from './http/caching';
import { registerErrorHandling, registerNotFound } from './http/error-handler';
import { registerWebApp } from './web/web-handler';

export const APP_VERSION = '0.1.0';

export interface AppOptions {
  env: Pick<Env, 'LOG_LEVEL' | 'PUBLIC_URL' | 'SESSION_SECRET' | 'WEB_BUILD_DIR' | 'NODE_ENV'>;
  database: Database;
  clock?: () => Date;
  /** false in API tests: no page rendering */
  serveWeb?: boolean;
}

/** The composition root: wires repositories, services and routes; features never import each other. */
export async function buildApp({ env, database, clock = () => new Date(), serveWeb = true }: AppOptions) {
  const app: FastifyInstance = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Page forms post urlencoded bodies; the page handler reads them as text.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // React Router's hydration data is an inline script; nonces come with the page work.
        'script-src': ["'self'", "'unsafe-inline'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(fastifyCookie, { secret: env.SESSION_SECRET });
  await app.register(fastifyCompress, {
    threshold: 1024,
    // Brotli's default quality 11 costs far more CPU than it saves bytes on dynamic answers.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Sulit Club API',
        description: 'Core API (/api), legacy commerce API (/rest/V1, /rest/{store}/V1) and media.',
        version: APP_VERSION,
      },
      servers: [{ url: env.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  registerErrorHandling(app);
  registerEtags(app);

  const catalog = createCatalogRepository(database.db);
  const health = createHealthRepository(database.db);
  registerHealthRoutes(app, { engine: database.engine, ping: health.ping, version: APP_VERSION });
  registerCatalogRoutes(app, createCatalogService({ catalog, clock }));
  registerMediaRoutes(app, catalog);

  registerNotFound(app, serveWeb ? await registerWebApp(app, env.WEB_BUILD_DIR) : null);

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}

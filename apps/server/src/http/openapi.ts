import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ErrorResponse } from '@sulit/contracts/common';
import { CSRF_HEADER, SESSION_COOKIE } from '@sulit/contracts/wire-names';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The OpenAPI document's public face (issue 13 item 6: Spectral's `spectral:oas` ruleset). Routes declare
 * their schemas, tags, summaries and the media of non-JSON answers (http/route.ts); everything else an
 * operation needs — its operationId, a description, its security, response descriptions, the format of binary
 * answers, the path parameters its path really has — is derived here from the route, once, so no route file
 * repeats it.
 */

/** Named schemas the document shares by `$ref` (one error shape for every 4xx/5xx answer). */
const sharedSchemas = z.registry<{ id: string }>();
sharedSchemas.add(ErrorResponse, { id: 'ErrorResponse' });

const BEARER_SCHEME = 'bearerAuth';
const COOKIE_SCHEME = 'sessionCookie';

const TAG_DESCRIPTIONS: Record<string, string> = {
  health: 'Liveness and database reachability for load balancers and monitors.',
  catalog: 'Categories, listings, search, product pages and the menu, priced at the shopper’s store.',
  media: 'Generated product, seller and banner artwork.',
  location: 'Philippine geography (PSGC), stores, delivery sources and the shopper’s chosen location.',
  membership: 'Membership cards, their terms and activation.',
  cart: 'Guest and customer carts, vouchers and the mini cart.',
  customers: 'Sign-up, log-in, sessions, password resets, profiles and addresses.',
  development: 'Development helpers that answer only outside production.',
  'sandbox provider': 'The sandbox payment provider used in development and tests.',
  payments: 'Payment methods, saved cards and provider callbacks.',
  checkout: 'Delivery slots, shipping and payment information, and placing an order.',
  orders: 'A customer’s orders, cancellations, returns and re-ordering.',
  alerts: 'Price and stock alerts.',
  lists: 'Shopping lists.',
  content: 'CMS pages, widgets, banners, configuration, sitemaps and robots.txt.',
  help: 'The help centre and enquiries.',
  sellers: 'Third-party sellers and their shops.',
  rebates: 'Member rebates: the ledger’s balances and history, seen marks, and applying a rebate to the cart.',
  nudges: 'Splash ads, the chat-assistant payload and purchase analytics.',
  engagement: 'The survey after a delivery, raffles and the web-push key.',
  reviews: 'Product reviews of delivered order lines, their moderation and helpful votes.',
  wishlist: 'A customer’s saved products, apart from shopping lists.',
  'operator console': 'Staff of the store (issue 35): second factor, orders, picking, slots and roles, per store.',
};

/** What each status an operation lists means here (the error codes of http/error-handler.ts). */
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  201: 'Created.',
  204: 'Done; no body.',
  304: 'Not modified since the ETag the client sent.',
  400: 'The request is malformed (`bad_request`) or a field is invalid (`validation_failed`, the field named).',
  401: 'No signed-in customer: the bearer token or session cookie is missing, unknown or expired.',
  403: 'Not allowed: the CSRF token is missing or wrong, or the resource belongs to someone else.',
  404: 'Not found.',
  409: 'Conflict with the current state (for example a request with the same Idempotency-Key still running).',
  413: 'The body is larger than this operation accepts.',
  415: 'The body’s content type is not one this operation accepts.',
  422: 'Understood but refused by a business rule; the message says which.',
  429: 'Too many requests; `Retry-After` says when to come back.',
  503: 'Temporarily unavailable (maintenance or a provider down); `Retry-After` says when to come back.',
};

/** Raster images are bytes, not text (SVG is text). */
const isBinary = (mediaType: string) => mediaType.startsWith('image/') && mediaType !== 'image/svg+xml';

/** A response's media, with binary ones described as binary strings. */
function withBinaryFormat(content: Json | undefined): Json | undefined {
  if (!content) return undefined;
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => [
      type,
      isBinary(type) ? { schema: { type: 'string', format: 'binary' } } : media,
    ]),
  );
}

type Json = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
}

/** `GET /rest/{store}/V1/products/{id}` → `getRestStoreV1ProductsById`: unique per method and path. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split(/[/\-_.]+/)
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const word = (param ? `by ${param[1]}` : segment).replace(/[^A-Za-z0-9 ]/g, ' ');
      return word
        .split(' ')
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('');
    });
  return method.toLowerCase() + words.join('');
}

type Secured = 'required' | 'guest' | 'session' | 'none';

function describe(method: string, path: string, operation: Json, secured: Secured): string {
  const sentences = [String(operation.summary ?? `${method.toUpperCase()} ${path}`).replace(/\.?$/, '.')];
  if (path.startsWith('/rest/{store}/V1/'))
    sentences.push('The legacy commerce family with a store view segment; it answers as the same path under /rest/V1.');
  else if (path.startsWith('/rest/V1/')) sentences.push('The legacy commerce family (spec §7).');
  if (secured === 'required') sentences.push('Needs a signed-in customer (bearer token or session cookie).');
  else if (secured === 'guest') sentences.push('Open to guests; a signed-in customer’s session is used when sent.');
  else if (secured === 'session')
    sentences.push(
      'Reads the caller’s bearer token or session cookie; answers 401 where it needs a signed-in customer.',
    );
  return sentences.join(' ');
}

/** The security requirement of an operation that needs a customer; with `{}`, a guest may call it too. */
export const SIGNED_IN = [{ [BEARER_SCHEME]: [] }, { [COOKIE_SCHEME]: [] }];
export const SIGNED_IN_OR_GUEST = [...SIGNED_IN, {}];
/** SIGNED_IN as a route definition's `security` takes it (a route that declares it itself). */
export const SIGNED_IN_SECURITY: Record<string, string[]>[] = [{ [BEARER_SCHEME]: [] }, { [COOKIE_SCHEME]: [] }];

/**
 * Routes built by http/customer-route.ts say whether they need a customer (`security`); any other operation
 * that lists 401 reads a session when one is sent.
 */
function securityOf(operation: Json, responses: Record<string, Json>): Secured {
  const declared = operation.security as unknown[] | undefined;
  if (declared) return declared.some((s) => Object.keys(s as Json).length === 0) ? 'guest' : 'required';
  return responses['401'] ? 'session' : 'none';
}

/** Fills what Spectral asks of every operation from the route itself (see the file comment). */
function finishDocument(document: Json): Json {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const finished: Record<string, Record<string, Json>> = {};
  const usedTags = new Set<string>();
  for (const [rawPath, methods] of Object.entries(paths)) {
    // Fastify's wildcard `*` comes out as `{*}`, which is no parameter name: call it `path`.
    const path = rawPath.replace('{*}', '{path}');
    const inPath = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
    const out: Record<string, Json> = {};
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = ((operation.parameters ?? []) as Parameter[])
        .map((p) => (p.in === 'path' && p.name === '*' ? { ...p, name: 'path' } : p))
        // The /rest/V1 twin of a /rest/{store}/V1 route shares its params schema, with an optional `store`.
        .filter((p) => p.in !== 'path' || inPath.has(p.name));
      const responses = (operation.responses ?? {}) as Record<string, Json>;
      const secured = securityOf(operation, responses);
      const finishedResponses = Object.fromEntries(
        Object.entries(responses).map(([status, response]) => {
          const description =
            response.description && response.description !== 'Default Response'
              ? response.description
              : status === '200' && operation.summary
                ? String(operation.summary)
                : (RESPONSE_DESCRIPTIONS[status] ?? `HTTP ${status}.`);
          const content = withBinaryFormat(response.content as Json | undefined);
          return [status, { ...response, description, ...(content ? { content } : {}) }];
        }),
      );
      for (const tag of (operation.tags ?? []) as string[]) usedTags.add(tag);
      out[method] = {
        ...operation,
        operationId: operation.operationId ?? operationIdOf(method, path),
        description: operation.description ?? describe(method, path, operation, secured),
        ...(parameters.length ? { parameters } : {}),
        ...(secured === 'none' ? {} : { security: secured === 'required' ? SIGNED_IN : SIGNED_IN_OR_GUEST }),
        responses: finishedResponses,
      };
      if (!parameters.length) delete out[method]!.parameters;
    }
    finished[path] = out;
  }
  const components = (document.components ?? {}) as Json;
  const schemas = { ...(components.schemas as Json | undefined) };
  // The input twin the zod registry makes of a response-only schema is never referenced.
  delete schemas.ErrorResponseInput;
  return {
    ...document,
    tags: [...usedTags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `${name} operations.` })),
    paths: finished,
    components: { ...components, schemas },
  };
}

/** The @fastify/swagger options: document info, security schemes, the zod transform and the finishing pass. */
export function openApiOptions(publicUrl: string, version: string): FastifyDynamicSwaggerOptions {
  const zodObject = createJsonSchemaTransformObject({ schemaRegistry: sharedSchemas });
  return {
    openapi: {
      info: {
        title: 'Sulit Club API',
        description: 'Core API (/api), legacy commerce API (/rest/V1, /rest/{store}/V1) and media.',
        version,
        contact: { name: 'Sulit Club', url: publicUrl },
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'A customer token from POST /rest/V1/integration/customer/token.',
          },
          [COOKIE_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: `The browser session (httpOnly). Writes repeat the CSRF cookie in the ${CSRF_HEADER} header.`,
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: sharedSchemas }),
    transformObject: (input) => finishDocument(zodObject(input) as Json) as ReturnType<typeof zodObject>,
  };
}

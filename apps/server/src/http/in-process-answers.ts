import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkedAnswer } from './answer-encoding';

/**
 * The page handler calls the API in process (Fastify inject, web/web-handler.ts): same routes, hooks, validation
 * and auth as over the network. Its answers need not become JSON only to be parsed back a moment later in the same
 * process (issue 13, "serialisation done twice"): an in-process call's answer is checked against its route's
 * response schema exactly as the network's is, and handed over as that checked object, with an empty payload.
 *
 * A call proves it is in process with this process's secret in a header (random at start, never logged, removed
 * from the request by the app's first hook, before any other hook or handler sees it); a network request that
 * sends the header, right or wrong, is answered as usual.
 */
const IN_PROCESS_HEADER = 'x-sulit-in-process';
const RENDER_HEADER = 'x-sulit-render';
const secret = randomBytes(24).toString('base64url');
const ANSWER = Symbol('in-process answer');
const SCOPE = Symbol('render scope');

/**
 * What the in-process calls of one page view share (issue 34): the session each token resolves to, looked up
 * once per render instead of once per call (a signed-in home made eight calls and three identical lookups).
 * Only a page view (GET) opens one: nothing in it logs in or out, so a session cannot change within it.
 */
export interface RenderScope {
  sessions: Map<string, Promise<unknown>>;
}

interface AnsweredRequest {
  [ANSWER]?: unknown;
  [SCOPE]?: RenderScope;
}

const openScopes = new Map<string, RenderScope>();
let scopeSeq = 0;

/** Opens the scope of one page view; its calls name it (inProcessCallHeaders), and it ends when the page is done. */
export function openRenderScope(): { id: string; close(): void } {
  const id = String(++scopeSeq);
  openScopes.set(id, { sessions: new Map() });
  return { id, close: () => openScopes.delete(id) };
}

/** The page view an in-process call was made for (undefined for any network request). */
export function renderScopeOf(request: FastifyRequest): RenderScope | undefined {
  return (request.raw as typeof request.raw & AnsweredRequest)[SCOPE];
}

/** The header an in-process call sends to be answered with the checked object (and to share its page's scope). */
export function inProcessCallHeaders(scopeId?: string): Record<string, string> {
  return scopeId ? { [IN_PROCESS_HEADER]: secret, [RENDER_HEADER]: scopeId } : { [IN_PROCESS_HEADER]: secret };
}

/**
 * The checked answer of an in-process call, given the raw request inject made for it (`response.raw.req`), or
 * `undefined` when the route answered text (no response schema for its status: the payload is the answer).
 */
export function inProcessAnswerOf(rawRequest: unknown): { body: unknown } | undefined {
  if (typeof rawRequest !== 'object' || rawRequest === null || !(ANSWER in rawRequest)) return undefined;
  return { body: (rawRequest as AnsweredRequest)[ANSWER] };
}

/** The route's response schema for a status, as Fastify picks it (the code, then `2xx`, then `default`). */
function responseSchemaOf(request: FastifyRequest, statusCode: number): z.ZodType | undefined {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!responses) return undefined;
  const schema = responses[statusCode] ?? responses[`${Math.floor(statusCode / 100)}xx`] ?? responses.default;
  return schema instanceof z.ZodType ? schema : undefined;
}

export function registerInProcessAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const proof = request.headers[IN_PROCESS_HEADER];
    const scopeId = request.headers[RENDER_HEADER];
    delete request.headers[RENDER_HEADER];
    if (proof === undefined) return;
    delete request.headers[IN_PROCESS_HEADER];
    if (proof !== secret) return;
    const raw = request.raw as typeof request.raw & AnsweredRequest;
    const scope = typeof scopeId === 'string' ? openScopes.get(scopeId) : undefined;
    if (scope) raw[SCOPE] = scope;
    reply.serializer((data: unknown) => {
      const schema = responseSchemaOf(request, reply.statusCode);
      if (!schema) return JSON.stringify(data);
      // the same check and encoding as the serializer's (answer-encoding.ts), without the JSON text
      raw[ANSWER] = checkedAnswer(schema, data, {
        method: request.method,
        url: request.routeOptions.url ?? request.url,
      });
      return '';
    });
  });
}

/**
 * The client for loaders and actions: the one HTTP client (client.ts) over the load context's in-process
 * fetch (Fastify inject, apps/server/src/web/web-handler.ts), on behalf of the page request's shopper.
 * Its answers are not parsed again: the API validated them on the way out. Cookie-authenticated writes repeat
 * the CSRF cookie of the page request in the header (double submit).
 */
import { CSRF_COOKIE, CSRF_HEADER } from '@sulit/contracts/wire-names';
import type { AppLoadContext } from 'react-router';
import '../../load-context';
import { type ApiClient, createApiClient } from './client';
import { readCookie } from './cookies';

export function serverApi(context: AppLoadContext, request?: Request): ApiClient {
  if (typeof context?.apiFetch !== 'function') {
    throw new Error('apiFetch is missing from the load context: serve the web build through apps/server');
  }
  const cookies = request?.headers.get('cookie') ?? null;
  return createApiClient({
    transport: (path, init) => context.apiFetch(path, init),
    // Fastify's serializer checked each answer against its route's response schema (app.ts) before it came back
    answersChecked: true,
    csrf: () => {
      const value = readCookie(cookies, CSRF_COOKIE);
      return value ? { header: CSRF_HEADER, value } : null;
    },
  });
}

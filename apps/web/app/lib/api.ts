import type { AppLoadContext } from 'react-router';
import '../load-context';

/** Anything with a zod-like parse: keeps zod itself out of the web bundle's direct dependencies. */
interface Parser<T> {
  parse(input: unknown): T;
}

/** A non-2xx answer from the API; the message never reaches the shopper in production. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly code: string | undefined,
  ) {
    super(`API ${path} answered ${status}${code ? ` (${code})` : ''}`);
    this.name = 'ApiError';
  }
}

/**
 * GET (or any request) against the in-process API and validate the body against its contract,
 * so a drifting response fails loudly at the edge instead of rendering half a page.
 */
export async function apiFetchJson<T>(
  context: AppLoadContext,
  path: string,
  schema: Parser<T>,
  init?: RequestInit,
): Promise<T> {
  if (typeof context?.apiFetch !== 'function') {
    throw new Error('apiFetch is missing from the load context: serve the web build through apps/server');
  }
  const headers = new Headers(init?.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const res = await context.apiFetch(path, { ...init, headers });
  if (!res.ok) {
    throw new ApiError(res.status, path, await readErrorCode(res));
  }
  return schema.parse(await res.json());
}

async function readErrorCode(res: Response): Promise<string | undefined> {
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  } catch {
    // not JSON: the status alone has to do
  }
  return undefined;
}

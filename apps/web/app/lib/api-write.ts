import { CSRF_COOKIE, CSRF_HEADER } from '@sulit/contracts/customers';
import type { AppLoadContext } from 'react-router';
import '../load-context';

/**
 * Cookie-authenticated writes need the CSRF token the API handed out (double-submit: the cookie's value
 * repeated in a header). Page actions run on the server, so they read the cookie from the page request and
 * repeat it in the in-process API call.
 */

export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export interface ApiWriteResult<T = unknown> {
  status: number;
  ok: boolean;
  body: T | null;
  /** Set-Cookie lines from the API (session, location, CSRF): hand them on to the browser */
  setCookies: string[];
}

/** A JSON write (POST/PUT/DELETE) against the in-process API, on behalf of the page request's shopper. */
export async function apiWrite<T = unknown>(
  context: AppLoadContext,
  request: Request,
  path: string,
  { method = 'POST', body, headers: extra }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiWriteResult<T>> {
  const headers = new Headers(extra);
  headers.set('accept', 'application/json');
  if (body !== undefined) headers.set('content-type', 'application/json');
  const csrf = readCookie(request.headers.get('cookie'), CSRF_COOKIE);
  if (csrf && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, csrf);
  let res: Response;
  try {
    res = await context.apiFetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    console.error(`API ${method} ${path} failed`, error);
    return { status: 0, ok: false, body: null, setCookies: [] };
  }
  let parsed: T | null = null;
  try {
    parsed = res.status === 204 ? null : ((await res.json()) as T);
  } catch {
    parsed = null;
  }
  return { status: res.status, ok: res.ok, body: parsed, setCookies: res.headers.getSetCookie() };
}

/** The message an API error body carries ({ message }), if any. */
export function errorMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return null;
}

/** Response headers carrying the API's cookies on to the browser. */
export function cookieHeaders(...lists: string[][]): Headers {
  const headers = new Headers();
  for (const list of lists) for (const line of list) headers.append('set-cookie', line);
  return headers;
}

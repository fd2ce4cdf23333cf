/**
 * The web's one HTTP client. Loaders and actions use it over the in-process API (app.inject, see
 * server-client.ts); the browser uses it over fetch (browser-client.ts). Both carry the spec §8 rules:
 *  - a network failure retries up to twice, 500 ms apart (spec §9 retry waits);
 *  - a 429 waits about 1.1 s and retries once;
 *  - a 401 is the end of the session: the client's `onUnauthorized` runs (the browser goes home with the
 *    expired flag; loaders decide per call, e.g. an account page redirects, the header treats it as a guest);
 *  - any other failure is an ApiError carrying the server's own message (spec §8: 5xx shows the server message).
 * Only contract *types* reach this module; a caller that wants a body checked passes a parser (zod schema).
 */

/** Anything with a zod-like parse: the schema itself stays in server-only code. */
export interface Parser<T> {
  parse(input: unknown): T;
}

/**
 * What the client reads of an answer: a fetch Response in the browser, the in-process API's lighter answer on
 * the server (load-context.ts `ApiAnswer`).
 */
interface TransportAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Pick<Headers, 'getSetCookie'>;
  json(): Promise<unknown>;
  /** a fetch Response's body, cancelled when the answer is dropped unread */
  readonly body?: ReadableStream | null;
}

/** How the client reaches the API: `fetch` in the browser, the load context's in-process fetch on the server. */
export type Transport = (path: string, init: RequestInit) => Promise<TransportAnswer>;

/** The fallback wording when a failure carries no message of its own. */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
const NETWORK_FAILURE = 'Network error';

/** A failed call, with the API's own code, message and details (spec §8: errors show the body's message). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly code: string | null,
    message: string,
    readonly details: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A read of one thing by its key (a slug, a path, a shop id), or null when the server has none: 404, or 400
 * for a key it cannot even read. Any other failure still throws.
 */
export async function orNullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Spec §9 retry waits. */
export const NETWORK_RETRY_WAIT_MS = 500;
const NETWORK_RETRIES = 2;
export const RATE_LIMIT_RETRY_WAIT_MS = 1100;

interface CallOptions<T> {
  method?: string;
  /** JSON-encoded when given */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** checks the answer against its contract (server-side callers) */
  parse?: Parser<T>;
  /** a GET that changes state (spec §7 restore-quote) carries the CSRF header like a write */
  changesState?: boolean;
}

/** A write's whole answer, for actions that show the server's message and pass its cookies on. */
export interface ApiResult<T = unknown> {
  status: number;
  ok: boolean;
  body: T | null;
  /** Set-Cookie lines from the API (session, location, CSRF): hand them on to the browser */
  setCookies: string[];
}

export interface ApiClient {
  /** The answer's body, or an ApiError for any non-2xx answer. */
  json<T>(path: string, options?: CallOptions<T>): Promise<T>;
  /** A write (POST unless told), answered whatever its status: never throws for one; a network failure is status 0. */
  send<T = unknown>(path: string, options?: Omit<CallOptions<T>, 'parse'>): Promise<ApiResult<T>>;
}

export interface ClientConfig {
  transport: Transport;
  /** the CSRF double-submit value for writes, if the shopper has one */
  csrf: () => { header: string; value: string } | null;
  /** runs on a 401 from `json` (a thrown redirect, or a navigation); the ApiError is thrown after it */
  onUnauthorized?: (path: string) => void;
  wait?: (ms: number) => Promise<unknown>;
  /**
   * The transport's answers were already checked against their contract by the API that sent them: the
   * in-process API (server-client.ts) validates every answer it serialises, so a second `parse` of the same
   * body would only spend CPU on each render. Callers' parsers are then skipped.
   */
  answersChecked?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The message an API error body carries ({ message }), if any. */
export function errorMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return null;
}

/** The per-field messages an API error body carries ({ details: { fields } }), if any. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const details = body && typeof body === 'object' && 'details' in body ? body.details : null;
  const fields = details && typeof details === 'object' && 'fields' in details ? details.fields : null;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function errorOf(status: number, path: string, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const details =
    record.details && typeof record.details === 'object' ? (record.details as Record<string, unknown>) : null;
  const code = typeof record.code === 'string' ? record.code : null;
  return new ApiError(status, path, code, errorMessage(body) ?? GENERIC_FAILURE, details);
}

async function readBody(res: TransportAnswer): Promise<unknown> {
  if (res.status === 204 || res.status === 304) return null;
  return res.json().catch(() => null);
}

export function createApiClient(config: ClientConfig): ApiClient {
  const wait = config.wait ?? sleep;

  /** One exchange with the §8 retries; a network failure that outlives them is thrown as status 0. */
  async function exchange(path: string, options: Omit<CallOptions<unknown>, 'parse'>): Promise<TransportAnswer> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    // A FormData body (an upload) is sent as multipart: fetch writes its content type with the boundary.
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers.set('content-type', 'application/json');
    if ((method !== 'GET' && method !== 'HEAD') || options.changesState) {
      const csrf = config.csrf();
      if (csrf && !headers.has(csrf.header)) headers.set(csrf.header, csrf.value);
    }
    const init: RequestInit = {
      method,
      headers,
      signal: options.signal,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    };
    let networkRetries = 0;
    let rateLimitRetried = false;
    for (;;) {
      let res: TransportAnswer;
      try {
        res = await config.transport(path, init);
      } catch (error) {
        if (options.signal?.aborted) throw error;
        if (networkRetries < NETWORK_RETRIES) {
          networkRetries++;
          await wait(NETWORK_RETRY_WAIT_MS);
          continue;
        }
        throw new ApiError(0, path, 'network', NETWORK_FAILURE);
      }
      if (res.status === 429 && !rateLimitRetried) {
        rateLimitRetried = true;
        await res.body?.cancel().catch(() => undefined);
        await wait(RATE_LIMIT_RETRY_WAIT_MS);
        continue;
      }
      return res;
    }
  }

  return {
    async json<T>(path: string, options: CallOptions<T> = {}): Promise<T> {
      const res = await exchange(path, options);
      const body = await readBody(res);
      if (!res.ok) {
        if (res.status === 401) config.onUnauthorized?.(path);
        throw errorOf(res.status, path, body);
      }
      return options.parse && !config.answersChecked ? options.parse.parse(body) : (body as T);
    },

    async send<T = unknown>(path: string, options: Omit<CallOptions<T>, 'parse'> = {}): Promise<ApiResult<T>> {
      let res: TransportAnswer;
      try {
        res = await exchange(path, { method: 'POST', ...options });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        console.error(`API ${options.method ?? 'POST'} ${path} failed`, error);
        return { status: 0, ok: false, body: null, setCookies: [] };
      }
      return {
        status: res.status,
        ok: res.ok,
        body: (await readBody(res)) as T | null,
        setCookies: res.headers.getSetCookie(),
      };
    },
  };
}

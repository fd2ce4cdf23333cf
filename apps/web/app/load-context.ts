/**
 * An in-process API answer: the part of a fetch Response the web's HTTP client reads (client.ts). The server
 * answers with a plain object rather than a Response, whose header copy, body stream and asynchronous read cost
 * more per call than the call itself (issue 13).
 * @public the exports keep this file a module, so the `declare module` below augments react-router
 */
export interface ApiAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Pick<Headers, 'getSetCookie'>;
  /**
   * the body: the route's answer as checked against its response schema (handed over in process, never written
   * as JSON and parsed back), or the payload parsed as JSON; rejects when it is neither
   */
  json(): Promise<unknown>;
}

/**
 * What apps/server hands every loader and action: a way to call the same Fastify API in-process
 * (Fastify inject), so server rendering uses the one public contract and never touches the database.
 * @public
 */
export interface SulitLoadContext {
  apiFetch(path: string, init?: RequestInit): Promise<ApiAnswer>;
  /** this page answer's Content-Security-Policy nonce: React Router's inline scripts must carry it */
  cspNonce?: string;
  /** this page answer's request id (x-request-id), shown on the error page so support can find the log line */
  requestId?: string;
  /**
   * true when this render is kept by the guest page cache and served to every guest at the same store source
   * (decision 016): the root leaves the cart badge and the location label to the browser.
   */
  sharedGuestPage?: boolean;
  /**
   * takes the rendered document as the string it is, instead of as the Response's body: a string body is checked
   * for lone surrogates, encoded to bytes and streamed, which cost about 4 % of a page's CPU (issue 13). The
   * Response entry.server returns then carries status and headers only. Absent (tests, other hosts): the
   * document goes in the body.
   */
  takeDocument?(html: string): void;
}

declare module 'react-router' {
  // Interface merging is the documented way to type the load context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SulitLoadContext {}
}

/**
 * What apps/server hands every loader and action: a way to call the same Fastify API in-process
 * (Fastify inject), so server rendering uses the one public contract and never touches the database.
 */
export interface SulitLoadContext {
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  /** this page answer's Content-Security-Policy nonce: React Router's inline scripts must carry it */
  cspNonce?: string;
  /** this page answer's request id (x-request-id), shown on the error page so support can find the log line */
  requestId?: string;
  /**
   * true when this render is kept by the guest page cache and served to every guest at the same store source
   * (decision 016): the root leaves the cart badge and the location label to the browser.
   */
  sharedGuestPage?: boolean;
}

declare module 'react-router' {
  // Interface merging is the documented way to type the load context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SulitLoadContext {}
}

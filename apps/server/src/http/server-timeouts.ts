/**
 * How long a connection may take, set on purpose (issue 9 item 10) so that idle or trickling clients
 * cannot hold sockets open (slowloris):
 * - idleMs (Fastify `connectionTimeout`, the socket's idle timer): a connection that sends nothing for
 *   10 s is closed;
 * - headersMs (Node `headersTimeout`): the request line and headers must be complete within 30 s, however
 *   slowly they trickle in;
 * - requestMs (Fastify `requestTimeout`): the whole request, body included, within 30 s;
 * - keepAliveMs (Fastify `keepAliveTimeout`): an idle kept-alive connection between requests is closed
 *   after 5 s (a proxy in front should keep its upstream idle timeout below this);
 * - checkEveryMs (Node `connectionsCheckingInterval`): how often Node checks the header and request
 *   timers (default 30 s would let a 30 s limit run to 60 s).
 */
export interface ServerTimeouts {
  idleMs: number;
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  idleMs: 10_000,
  headersMs: 30_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

/** The Fastify constructor options that apply them. */
export function timeoutOptions(t: ServerTimeouts) {
  return {
    connectionTimeout: t.idleMs,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkEveryMs },
  };
}

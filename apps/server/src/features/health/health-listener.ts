import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Readiness } from './health-feature';

/**
 * The proxy's health checks on a listener of their own (issue 34, decision 041). On the main port a check is one
 * more request through the whole stack (hooks, helmet, compression) and, on a saturated instance, its database
 * ping waited for a pool connection behind every render's queries: HAProxy took busy-but-alive instances out.
 * Here a check is a plain HTTP answer on its own socket, and the readiness it reports pings the database on a
 * connection of its own (main.ts), so it answers within an event-loop turn whatever the renders queue for.
 * Same answers as the routes: `/readyz` 200 `{"status":"ready"}` or 503 with the reason, `/livez` 200.
 */
export async function startHealthListener(options: {
  port: number;
  host: string;
  readiness: () => Promise<Readiness>;
}): Promise<{ port: number; close(): Promise<void> }> {
  const send = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { message: 'Only GET is answered here' });
    if (path === '/livez') return send(res, 200, { status: 'ok' });
    if (path !== '/readyz') return send(res, 404, { message: 'Not found: this port answers /readyz and /livez' });
    options.readiness().then(
      (answer) =>
        answer.ready
          ? send(res, 200, { status: 'ready' })
          : send(res, 503, { code: 'unavailable', message: answer.message }),
      () => send(res, 503, { code: 'unavailable', message: 'Not ready' }),
    );
  });
  // a check is one short request: a stalled client must not hold a socket
  server.requestTimeout = 5_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

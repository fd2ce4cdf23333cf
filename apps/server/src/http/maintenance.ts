import { STORE_BRAND } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';

export interface MaintenanceOptions {
  retryAfterSeconds: number;
}

/** Paths that answer during maintenance: the health checks (load balancers keep the instance) and the page's own look. */
const STAYS_UP = ['/healthz', '/livez', '/readyz', '/favicon.svg'];

/** The maintenance page: plain HTML with its styles inline (no scripts), so it needs nothing else that is down. */
function maintenancePage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.round(retryAfterSeconds / 60));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>We'll be right back — ${STORE_BRAND}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f5f5f4; color: #1c1917; }
  main { max-width: 34rem; margin: 1.5rem; padding: 2.5rem 2rem; background: #fff; border-radius: 1.25rem;
    box-shadow: 0 10px 30px rgba(0,0,0,.08); text-align: center; }
  .brand { display: inline-block; font-weight: 800; font-size: 1.25rem; color: #fff; background: #0d4f2e;
    padding: .5rem 1rem; border-radius: 999px; }
  h1 { font-size: 1.75rem; margin: 1.5rem 0 .75rem; }
  p { line-height: 1.6; color: #44403c; }
  .hours { margin-top: 1.5rem; font-size: .9rem; color: #57534e; }
</style>
</head>
<body>
<main>
  <span class="brand">${STORE_BRAND}</span>
  <h1>We'll be right back</h1>
  <p>Our online store is down for scheduled maintenance. Please come back in about ${minutes} minutes — your cart and account are safe.</p>
  <p class="hours">Our five stores are open as usual: 9am-6pm in Balintawak, Otis, Arcovia and Alabang, 9am-8pm in Cebu.</p>
</main>
</body>
</html>
`;
}

/**
 * Maintenance mode (MAINTENANCE_MODE=true): before any other work, every request but the health check answers
 * 503 with Retry-After — pages with the friendly page, API calls with the one error body.
 */
export function registerMaintenanceMode(app: FastifyInstance, options: MaintenanceOptions): void {
  const page = maintenancePage(options.retryAfterSeconds);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (STAYS_UP.includes(path)) return;
    reply.status(503).header('retry-after', String(options.retryAfterSeconds)).header('cache-control', 'no-store');
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.header('content-type', 'text/html; charset=utf-8').send(page);
    return reply.send({
      code: 'unavailable',
      message: 'The store is down for maintenance. Please try again later.',
      details: { retry_after: options.retryAfterSeconds },
      request_id: request.id,
    });
  });
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The one Content-Security-Policy (DESIGN §3): scripts only from this origin, plus — on pages — React
 * Router's inline hydration scripts carrying this response's nonce. No 'unsafe-inline' for scripts, no
 * plugins, no <base> rewriting, no framing. Styles keep 'unsafe-inline' (the toast library injects a <style>
 * without a nonce and server-rendered style attributes carry data; a style cannot run code and every load it
 * could make stays on this origin: decision 023). Every answer gets it from an onRequest hook, so 404s, errors
 * and static files carry the same headers as pages.
 */
export function contentSecurityPolicy(nonce?: string): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', nonce ? `'self' 'nonce-${nonce}'` : "'self'"],
    ['script-src-attr', "'none'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data:"],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** 128 random bits per page answer (CSP3 asks for at least 128). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

export function registerContentSecurityPolicy(app: FastifyInstance): void {
  const policy = contentSecurityPolicy();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
  });
}

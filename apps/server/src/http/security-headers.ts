import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Which origins an answer may frame (`frame-src`) and be framed by (`frame-ancestors`): none, except the payment
 * webview, which frames the provider's page, and the provider's pages and the frame's way back, which the store's
 * own origin may frame (decision 027). Origins come from configuration (`PUBLIC_URL`, the provider's base URL),
 * never from a request's Host header.
 */
export interface Framing {
  frameSrc: readonly string[];
  frameAncestors: readonly string[];
}

export const NO_FRAMING: Framing = { frameSrc: [], frameAncestors: [] };

/** The pages' framing (decision 027): the payment webview frames the provider's page origin; no page frames else. */
export function pageFraming(webviewPath: string, providerPageOrigin: string): (path: string) => Framing {
  const webview: Framing = { frameSrc: [providerPageOrigin], frameAncestors: [] };
  return (path) => (path === webviewPath ? webview : NO_FRAMING);
}

/**
 * The one Content-Security-Policy (DESIGN §3): scripts only from this origin, plus — on pages — React
 * Router's inline hydration scripts carrying this response's nonce. No 'unsafe-inline' for scripts, no
 * plugins, no <base> rewriting, no framing (`Framing`: the payment webview's exception, decision 027). Styles keep
 * 'unsafe-inline' (the toast library injects a <style> without a nonce and server-rendered style attributes carry data; a style cannot run code and every load it
 * could make stays on this origin: decision 023). Every answer gets it from an onRequest hook, so 404s, errors
 * and static files carry the same headers as pages.
 */
export function contentSecurityPolicy(nonce?: string, framing: Framing = NO_FRAMING): string {
  const origins = (list: readonly string[]) => (list.length > 0 ? list.join(' ') : "'none'");
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
    ['frame-src', origins(framing.frameSrc)],
    ['frame-ancestors', origins(framing.frameAncestors)],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * The frame-ancestors an answer that may sit in the store's frame carries, and the X-Frame-Options beside it for
 * browsers that know only that header: SAMEORIGIN when the one allowed ancestor is the answer's own origin, else none
 * (X-Frame-Options cannot name another origin; CSP's frame-ancestors rules wherever it is understood).
 */
export function allowFramingBy(
  reply: FastifyReply,
  ancestors: readonly string[],
  ownOrigin: string,
  nonce?: string,
): void {
  reply.header('content-security-policy', contentSecurityPolicy(nonce, { frameSrc: [], frameAncestors: ancestors }));
  if (ancestors.length === 1 && ancestors[0] === ownOrigin) reply.header('x-frame-options', 'SAMEORIGIN');
  else reply.removeHeader('x-frame-options');
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

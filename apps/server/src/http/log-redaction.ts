import { CSRF_HEADER } from '@sulit/contracts/wire-names';
import { redactCardData } from '@sulit/domain';
import type { FastifyRequest } from 'fastify';

/** What stands in for a secret in the log. */
const REDACTED = '[redacted]';

// Bearer secrets in URLs: guest-cart masks (32–64 url-safe characters), session and reset tokens (43).
const TOKEN_SHAPED = /^[A-Za-z0-9_-]{24,}$/;
// Query parameters whose value grants access or names a person, whatever it looks like.
const SECRET_PARAMS = new Set([
  'token',
  'resettoken',
  'reset_token',
  'access',
  'access_token',
  'mask',
  'cartmaskid',
  'email',
  'password',
]);

function redactSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape is logged as it came, unless it is token-shaped
  }
  return TOKEN_SHAPED.test(decoded) ? REDACTED : segment;
}

/**
 * A URL fit for the log: every path segment or query value shaped like a bearer secret (a guest-cart mask,
 * a session or reset token) and every value of a secret-named parameter (`token`, `email`, …) is replaced
 * by [redacted]. So a reset link or a cart mask never lands in a log file, whoever reads it later.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  const safePath = redactCardData(path.split('/').map(redactSegment).join('/'));
  if (!query) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return redactSegment(pair);
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${name}=${REDACTED}` : `${name}=${redactSegment(value)}`;
    })
    .join('&');
  return `${safePath}?${redactCardData(safeQuery)}`;
}

/** The request as the log shows it: no headers at all (cookies, tokens, CSRF values), a redacted URL. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.headers.host,
    remoteAddress: request.ip,
  };
}

/** Headers a log line may never show, should anyone log headers (pino redact paths). */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  `req.headers["${CSRF_HEADER}"]`,
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  `headers["${CSRF_HEADER}"]`,
  // card fields, should any code log a card as it came (issue 27); card-number text anywhere is scrubbed below
  ...['card', 'cvc', 'cvv'].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** A log argument with card data scrubbed from its strings: plain objects and arrays a few levels deep. */
function scrubbedForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactCardData(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubbedForLog(item, depth + 1));
  // requests, errors and other class instances have their own serializers (requestForLog redacts the URL)
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbedForLog(item, depth + 1)]));
}

/**
 * The log guard (pino's logMethod hook, issue 27): every log call's message and fields lose card numbers and named
 * security codes before the line is written, whichever code logged them. Pino's redact paths then blank card fields.
 */
export const CARD_DATA_LOG_GUARD = {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
    method.apply(
      this,
      args.map((arg) => scrubbedForLog(arg)),
    );
  },
};

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A client's x-request-id is kept for tracing only when it is a short, plain token; else we make one. */
export function acceptedRequestId(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : null;
}

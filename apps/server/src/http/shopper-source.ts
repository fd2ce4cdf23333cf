import { isSourceCode } from '@sulit/domain';
import type { FastifyRequest } from 'fastify';

/** Cookie that remembers a guest's selected store source (the location feature writes it). */
export const SOURCE_COOKIE = 'sulit_source';

/**
 * The stock source the shopper is buying from (spec §6: requests carry a source-code header from the
 * selected store). An explicit query value wins, then the header, then the page cookie.
 */
export function shopperSource(request: FastifyRequest, fromQuery?: string): string | null {
  const candidates = [fromQuery, request.headers['sourcecode'], request.cookies?.[SOURCE_COOKIE]];
  for (const value of candidates) {
    if (typeof value === 'string' && isSourceCode(value)) return value;
  }
  return null;
}

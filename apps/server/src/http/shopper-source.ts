import { LOCATION_COOKIE, SOURCE_CODE_HEADER } from '@sulit/contracts/wire-names';
import { isSourceCode, type ShopperLocation } from '@sulit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one location cookie (written by PUT /api/location, features/location). Its value is JSON
 * {source_code, label, is_pickup, province_id, city_id, barangay_id}, signed with @fastify/cookie's
 * signing (`<json>.<hmac>`), so a forged label or source is ignored. It holds no secret.
 */
export type LocationCookieValue = ShopperLocation;

/** The verified contents of the location cookie, or null when it is missing, forged or unreadable. */
export function readLocationCookie(request: FastifyRequest): LocationCookieValue | null {
  const raw = request.cookies?.[LOCATION_COOKIE];
  if (!raw) return null;
  let unsigned: { valid: boolean; value: string | null };
  try {
    unsigned = request.unsignCookie(raw);
  } catch {
    return null;
  }
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = JSON.parse(unsigned.value) as Partial<LocationCookieValue> | null;
    if (!parsed || typeof parsed.source_code !== 'string' || !isSourceCode(parsed.source_code)) return null;
    const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
    return {
      source_code: parsed.source_code,
      label: typeof parsed.label === 'string' ? parsed.label : '',
      is_pickup: parsed.is_pickup === true,
      province_id: id(parsed.province_id),
      city_id: id(parsed.city_id),
      barangay_id: id(parsed.barangay_id),
    };
  } catch {
    return null;
  }
}

/**
 * The stock source the shopper is buying from (spec §6: requests carry a source-code header from the
 * selected store). An explicit query value wins, then the `sourcecode` header, then the location cookie.
 */
export function shopperSource(request: FastifyRequest, fromQuery?: string): string | null {
  const candidates = [fromQuery, request.headers[SOURCE_CODE_HEADER]];
  for (const value of candidates) {
    if (typeof value === 'string' && isSourceCode(value)) return value;
  }
  return readLocationCookie(request)?.source_code ?? null;
}

/** One year: a guest's chosen area outlives the browser session. */
const LOCATION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Writes the location cookie, signed. Only the location feature's shopper-location service calls this. httpOnly: pages read it on the server (the header chip's label),
 * and no browser script needs it.
 */
export function writeLocationCookie(reply: FastifyReply, value: LocationCookieValue, secure: boolean): void {
  reply.setCookie(LOCATION_COOKIE, JSON.stringify(value), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: LOCATION_COOKIE_MAX_AGE,
  });
}

/**
 * Idempotency-Key (issue 10): the same key and body replay the first answer with no new effect; a
 * different body with the same key is 422; the same key still in flight is 409 until its lease ends, after which
 * a retry takes the key over (issue 27 item 2).
 */
import { CHECKOUT_MESSAGES, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_LEASE_MS } from './checkout-constants';

/** A stored Idempotency-Key of a customer's call: in flight until its answer is kept. */
export interface IdempotencyRecord {
  customer_id: number;
  idem_key: string;
  scope: string;
  request_hash: string;
  state: 'in_flight' | 'done';
  /** while in flight: until when the request that holds the key owns it (ISO-8601 UTC); null = no lease */
  lease_until: string | null;
  status_code: number | null;
  response_body: string | null;
}

export type IdempotencyVerdict =
  | { kind: 'proceed' }
  | { kind: 'replay' }
  | { kind: 'take_over' }
  | { kind: 'mismatch'; status: 422; message: string }
  | { kind: 'in_flight'; status: 409; message: string };

/** Whether a key in flight is still held by its request at `now` (a key without a lease is held by nobody). */
function isLeaseLive(leaseUntil: string | null, now: Date): boolean {
  return leaseUntil !== null && Date.parse(leaseUntil) > now.getTime();
}

/** When a lease taken at `now` ends. */
export function leaseUntilFrom(now: Date): string {
  return new Date(now.getTime() + IDEMPOTENCY_LEASE_MS).toISOString();
}

export function judgeIdempotentRequest(
  existing: Pick<IdempotencyRecord, 'request_hash' | 'state' | 'lease_until'> | undefined,
  requestHash: string,
  now: Date,
): IdempotencyVerdict {
  if (!existing) return { kind: 'proceed' };
  if (existing.request_hash !== requestHash)
    return { kind: 'mismatch', status: 422, message: CHECKOUT_MESSAGES.idempotencyKeyReused };
  if (existing.state === 'in_flight') {
    if (!isLeaseLive(existing.lease_until, now)) return { kind: 'take_over' };
    return { kind: 'in_flight', status: 409, message: CHECKOUT_MESSAGES.idempotencyInFlight };
  }
  return { kind: 'replay' };
}

export function isIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY_PATTERN.test(value);
}

/** A stable text of a JSON value (object keys sorted), so equal bodies hash equal. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

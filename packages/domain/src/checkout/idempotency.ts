/**
 * Idempotency-Key (issue 10): the same key and body replay the first answer with no new effect; a
 * different body with the same key is 422; the same key still in flight is 409.
 */
import { CHECKOUT_MESSAGES, IDEMPOTENCY_KEY_PATTERN } from './checkout-constants';

/** A stored Idempotency-Key of a customer's call: in flight until its answer is kept. */
export interface IdempotencyRecord {
  customer_id: number;
  idem_key: string;
  scope: string;
  request_hash: string;
  state: 'in_flight' | 'done';
  status_code: number | null;
  response_body: string | null;
}

export type IdempotencyVerdict =
  | { kind: 'proceed' }
  | { kind: 'replay' }
  | { kind: 'mismatch'; status: 422; message: string }
  | { kind: 'in_flight'; status: 409; message: string };

export function judgeIdempotentRequest(
  existing: Pick<IdempotencyRecord, 'request_hash' | 'state'> | undefined,
  requestHash: string,
): IdempotencyVerdict {
  if (!existing) return { kind: 'proceed' };
  if (existing.request_hash !== requestHash)
    return { kind: 'mismatch', status: 422, message: CHECKOUT_MESSAGES.idempotencyKeyReused };
  if (existing.state === 'in_flight')
    return { kind: 'in_flight', status: 409, message: CHECKOUT_MESSAGES.idempotencyInFlight };
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

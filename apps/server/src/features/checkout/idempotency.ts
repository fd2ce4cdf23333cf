import { createHash } from 'node:crypto';
import type { CheckoutRepository } from '@sulit/db';
import {
  canonicalJson,
  CHECKOUT_MESSAGES,
  DomainError,
  isDomainError,
  isIdempotencyKey,
  judgeIdempotentRequest,
  leaseUntilFrom,
} from '@sulit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_BY_CODE } from '../../http/error-handler';

const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * Runs `work` at most once per (customer, Idempotency-Key): the same key and body replay the first
 * answer (status and body) with no new effect; another body is 422; a first call still running is 409.
 * A first call that died without an answer (kill -9, a dropped connection) holds its key only for its lease
 * (IDEMPOTENCY_LEASE_MS): one retry after it takes the key over and runs `work` again, which finds what the first
 * call did (place order: the cart is ordered, so it answers that order) or does it once.
 * Client errors (4xx) are answers too and replay; an unexpected failure forgets the key so a retry runs.
 * Without the header the call simply runs (the cart gate still stops a second order).
 */
export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { repo: CheckoutRepository; customerId: number; scope: string; now: () => Date },
  work: () => Promise<T>,
): Promise<T> {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return work();
  if (typeof raw !== 'string' || !isIdempotencyKey(raw))
    throw new DomainError('validation_failed', 'Invalid header Idempotency-Key: 8-128 letters, digits, or . _ : -');
  const hash = createHash('sha256')
    .update(`${input.scope}\n${canonicalJson(request.body ?? null)}`)
    .digest('hex');
  const now = input.now();
  const existing = await input.repo.claimIdempotencyKey({
    customer_id: input.customerId,
    idem_key: raw,
    scope: input.scope,
    request_hash: hash,
    now: now.toISOString(),
    lease_until: leaseUntilFrom(now),
  });
  const verdict = judgeIdempotentRequest(existing ?? undefined, hash, now);
  if (verdict.kind === 'mismatch') throw new DomainError('unprocessable', verdict.message);
  if (verdict.kind === 'in_flight') throw new DomainError('conflict', verdict.message, { reason: 'in_flight' });
  if (verdict.kind === 'take_over') {
    const lease = { seen: existing?.lease_until ?? null, now: now.toISOString(), until: leaseUntilFrom(now) };
    // Another retry took it first: that one answers; this one is told the key is busy, as under a live lease.
    if (!(await input.repo.takeOverIdempotencyKey(input.customerId, raw, lease)))
      throw new DomainError('conflict', CHECKOUT_MESSAGES.idempotencyInFlight, { reason: 'in_flight' });
  }
  if (verdict.kind === 'replay' && existing) {
    reply.header('idempotent-replayed', 'true');
    const body = JSON.parse(existing.response_body ?? 'null') as T;
    if ((existing.status_code ?? 200) >= 400) {
      const error = body as { code: string; message: string; details?: unknown };
      throw new DomainError(error.code as never, error.message, error.details);
    }
    return body;
  }
  try {
    const result = await work();
    await input.repo.finishIdempotencyKey(input.customerId, raw, {
      status_code: 200,
      body: JSON.stringify(result),
      now: input.now().toISOString(),
    });
    return result;
  } catch (error) {
    if (isDomainError(error) && STATUS_BY_CODE[error.code] < 500) {
      await input.repo.finishIdempotencyKey(input.customerId, raw, {
        status_code: STATUS_BY_CODE[error.code],
        body: JSON.stringify({ code: error.code, message: error.message, details: error.details }),
        now: input.now().toISOString(),
      });
    } else {
      await input.repo.dropIdempotencyKey(input.customerId, raw);
    }
    throw error;
  }
}

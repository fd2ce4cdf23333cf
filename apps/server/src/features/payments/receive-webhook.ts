import { createHmac } from 'node:crypto';
import { DomainError, isFinalPaymentStatus, verifyWebhookSignature } from '@sulit/domain';
import { z } from 'zod';
import { applyPaymentResult } from './apply-payment-result';
import { nowIso, type PaymentsContext, PROVIDER } from './payments-context';
import { settledPaymentResult } from './sandbox-gateway';

const WebhookEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(60),
  created: z.number().int(),
  data: z.object({
    payment_id: z.string().min(1).max(100),
    merchant_reference: z.string().min(1).max(64),
    status: z.enum(['pending', 'paid', 'failed', 'expired', 'authorised']),
    amount: z.number().int(),
    currency: z.string(),
    failure_reason: z.string().max(100).nullable().optional(),
  }),
});

const hmacHex = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/**
 * The provider's webhook: signature (HMAC-SHA256 of timestamp.body, at most five minutes old), then
 * the result is checked against the recorded attempt and applied once; a replayed event id is a no-op.
 * Any refusal is a 4xx and changes nothing.
 */
export async function receiveWebhook(context: PaymentsContext, rawBody: string, signatureHeader: string | undefined) {
  const { repo } = context;
  const verdict = verifyWebhookSignature({
    header: signatureHeader,
    body: rawBody,
    secret: context.webhookSecret,
    nowSeconds: Math.floor(context.clock().getTime() / 1000),
    hmac: hmacHex,
  });
  if (verdict === 'too_old') throw new DomainError('bad_request', 'Webhook signature is too old.');
  if (verdict !== 'ok') throw new DomainError('bad_request', 'Invalid webhook signature.');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new DomainError('bad_request', 'Webhook body is not JSON.');
  }
  const parsed = WebhookEvent.safeParse(json);
  if (!parsed.success) throw new DomainError('bad_request', 'Webhook body is not a payment event.');
  const event = parsed.data;
  if (await repo.webhookEventSeen(PROVIDER, event.id)) return { received: true as const, duplicate: true };
  const { data } = event;
  if (!isFinalPaymentStatus(data.status) || event.type !== `payment.${data.status}`) {
    return { received: true as const, duplicate: false };
  }
  await applyPaymentResult(context, settledPaymentResult({ ...data, id: data.payment_id, status: data.status }));
  const first = await repo.recordWebhookEvent({
    provider: PROVIDER,
    event_id: event.id,
    provider_payment_id: data.payment_id,
    event_type: event.type,
    received_at: nowIso(context),
  });
  return { received: true as const, duplicate: !first };
}

import { createHash, createHmac } from 'node:crypto';
import type { SavedCard } from '@sulit/contracts/payments';
import type { CustomerCardRow, PaymentAttemptRow, PaymentRepository } from '@sulit/db';
import {
  CARD_BRAND_LABELS,
  type CardBrand,
  checkCard,
  describeSavedCard,
  DomainError,
  findCardNumberRuns,
  isFinalPaymentStatus,
  manilaYearMonth,
  verifyWebhookSignature,
} from '@sulit/domain';
import { z } from 'zod';
import type {
  PaymentResult,
  PaymentResultHandler,
  PaymentStatus,
  StartedPayment,
  StartPaymentInput,
} from './payment-gateway';
import { ProviderError, type SandboxGateway, settledPaymentResult } from './sandbox-gateway';

/**
 * The store's side of online payments. Checkout calls `startPayment` (same shape as the PaymentGateway
 * port, but recorded and idempotent per Idempotency-Key in the store's own database), results arrive by
 * the provider's signed webhook and by the shopper's browser return, and both end in `applyResult`: a
 * conditional pending → final update decides the one caller that invokes the PaymentResultHandler.
 */

const PROVIDER = 'sandbox';
const CURRENCY = 'PHP';
const IdempotencyKey = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[\w.:-]+$/);

const WebhookEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(60),
  created: z.number().int(),
  data: z.object({
    payment_id: z.string().min(1).max(100),
    merchant_reference: z.string().min(1).max(64),
    status: z.enum(['pending', 'paid', 'failed', 'expired']),
    amount: z.number().int(),
    currency: z.string(),
    failure_reason: z.string().max(100).nullable().optional(),
  }),
});

export type ApplyOutcome = 'applied' | 'already_applied';

export type NewCardInput =
  | { cardToken: string; isDefault?: boolean | undefined }
  | {
      card: { number: string; expMonth: number; expYear: number; cvc: string };
      isDefault?: boolean | undefined;
    };

function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function cardView(row: CustomerCardRow): SavedCard {
  const brand = row.brand as CardBrand;
  return {
    id: row.id,
    brand: row.brand,
    brand_label: CARD_BRAND_LABELS[brand] ?? 'Card',
    last_four: row.last_four,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    is_default: row.is_default === 1,
    display: describeSavedCard(CARD_BRAND_LABELS[brand] ? brand : null, row.last_four),
  };
}

function startedFrom(row: PaymentAttemptRow): StartedPayment {
  return {
    paymentId: row.provider_payment_id,
    status: row.status as PaymentStatus,
    ...(row.status === 'pending' && row.redirect_url ? { redirectUrl: row.redirect_url } : {}),
  };
}

export function createPaymentsService(deps: {
  repo: PaymentRepository;
  gateway: SandboxGateway;
  webhookSecret: string;
  onPaymentResult: PaymentResultHandler;
  clock: () => Date;
}) {
  const { repo, gateway, clock } = deps;
  const nowIso = () => clock().toISOString();

  /**
   * Applies a provider's final result once: checks it against the recorded attempt (order, amount,
   * currency), moves the attempt pending → final, and only the caller that made that move runs the
   * handler. If the handler fails the attempt goes back to pending so the next delivery retries.
   */
  async function applyResult(result: PaymentResult): Promise<ApplyOutcome> {
    const attempt = await repo.attemptByPaymentId(result.paymentId);
    if (!attempt) throw new DomainError('not_found', 'Unknown payment.');
    if (result.orderRef !== attempt.order_ref) throw new DomainError('bad_request', 'Payment order does not match.');
    if (result.currency !== attempt.currency) throw new DomainError('bad_request', 'Payment currency does not match.');
    if (result.amountCentavos !== attempt.amount)
      throw new DomainError('bad_request', 'Payment amount does not match.');
    const changed = await repo.settleAttempt(result.paymentId, {
      status: result.status,
      reason: result.reason ?? null,
      now: nowIso(),
    });
    if (changed === 0) return 'already_applied';
    try {
      await deps.onPaymentResult({
        paymentId: result.paymentId,
        orderRef: attempt.order_ref,
        status: result.status,
        amountCentavos: attempt.amount,
        currency: CURRENCY,
        ...(result.reason ? { reason: result.reason } : {}),
      });
    } catch (error) {
      await repo.reopenAttempt(result.paymentId, result.status, nowIso());
      throw error;
    }
    return 'applied';
  }

  /** Asks the provider and applies a final answer; answers the attempt as it now stands. */
  async function reconcile(paymentId: string): Promise<PaymentAttemptRow> {
    const attempt = await repo.attemptByPaymentId(paymentId);
    if (!attempt) throw new DomainError('not_found', 'Unknown payment.');
    if (attempt.status === 'pending') {
      const current = await gateway.queryPayment(paymentId);
      if (current.status !== 'pending') await applyResult(current);
    }
    return (await repo.attemptByPaymentId(paymentId)) ?? attempt;
  }

  return {
    /**
     * Starts (or, for a repeated Idempotency-Key, replays) one payment. The same key with a different
     * order, amount, method or card is refused (422). Parallel calls with one key reach the provider with
     * that key, which answers them all with one payment; the unique key here keeps one attempt row.
     */
    async startPayment(input: StartPaymentInput): Promise<StartedPayment> {
      if (!IdempotencyKey.safeParse(input.idempotencyKey).success) {
        throw new DomainError('validation_failed', 'Invalid Idempotency-Key header.');
      }
      if (!Number.isInteger(input.amountCentavos) || input.amountCentavos <= 0) {
        throw new DomainError('validation_failed', 'Invalid payment amount.');
      }
      if (input.currency !== CURRENCY) throw new DomainError('validation_failed', 'Invalid payment currency.');
      if (input.method === 'saved_card') {
        const card = input.cardToken ? await repo.cardByToken(input.customerId, input.cardToken) : undefined;
        if (!card) throw new DomainError('validation_failed', 'Please choose a saved card.');
      }
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            input.orderRef,
            input.customerId,
            input.amountCentavos,
            input.currency,
            input.method,
            input.cardToken ?? null,
          ]),
        )
        .digest('hex');
      const existing = await repo.attemptByKey(input.idempotencyKey);
      if (existing) {
        if (existing.request_hash !== requestHash) {
          throw new DomainError('unprocessable', 'This Idempotency-Key was already used for another payment.');
        }
        return startedFrom(existing);
      }
      const started = await gateway.startPayment(input);
      const row = await repo.insertAttempt({
        idempotency_key: input.idempotencyKey,
        request_hash: requestHash,
        order_ref: input.orderRef,
        customer_id: input.customerId,
        provider: PROVIDER,
        provider_payment_id: started.paymentId,
        method: input.method,
        amount: input.amountCentavos,
        currency: input.currency,
        status: 'pending',
        failure_reason: null,
        redirect_url: started.redirectUrl ?? null,
        now: nowIso(),
      });
      if (row.request_hash !== requestHash) {
        throw new DomainError('unprocessable', 'This Idempotency-Key was already used for another payment.');
      }
      // A saved card may be charged at once: apply that result now (the webhook will find it applied).
      if (isFinalPaymentStatus(started.status)) return startedFrom(await reconcile(started.paymentId));
      return startedFrom(row);
    },

    /** The provider's view, applied to the store if it is final. */
    async queryPayment(paymentId: string) {
      const current = await gateway.queryPayment(paymentId);
      if (current.status !== 'pending') await applyResult(current);
      return current;
    },

    /** Refunds once per key: a repeated key never refunds twice, the provider is asked with the same key. */
    async refund(input: { paymentId: string; amountCentavos: number; idempotencyKey: string }) {
      if (!IdempotencyKey.safeParse(input.idempotencyKey).success) {
        throw new DomainError('validation_failed', 'Invalid Idempotency-Key header.');
      }
      const attempt = await repo.attemptByPaymentId(input.paymentId);
      if (!attempt) throw new DomainError('not_found', 'Unknown payment.');
      if (
        !Number.isInteger(input.amountCentavos) ||
        input.amountCentavos <= 0 ||
        input.amountCentavos > attempt.amount
      ) {
        throw new DomainError('validation_failed', 'Invalid refund amount.');
      }
      await repo.claimRefund({
        idempotency_key: input.idempotencyKey,
        provider_payment_id: input.paymentId,
        amount: input.amountCentavos,
        now: nowIso(),
      });
      const claimed = await repo.refundByKey(input.idempotencyKey);
      if (!claimed || claimed.provider_payment_id !== input.paymentId || claimed.amount !== input.amountCentavos) {
        throw new DomainError('unprocessable', 'This Idempotency-Key was already used for another refund.');
      }
      if (claimed.status === 'succeeded') return { refunded: true };
      if (claimed.status === 'failed') return { refunded: false };
      const { refunded } = await gateway.refund(input);
      await repo.finishRefund(input.idempotencyKey, {
        status: refunded ? 'succeeded' : 'failed',
        provider_refund_id: null,
        now: nowIso(),
      });
      if (refunded && input.amountCentavos === attempt.amount) await repo.markRefunded(input.paymentId, nowIso());
      return { refunded };
    },

    applyResult,

    /**
     * The provider's webhook: signature (HMAC-SHA256 of timestamp.body, at most five minutes old), then
     * the result is checked against the recorded attempt and applied once; a replayed event id is a no-op.
     * Any refusal is a 4xx and changes nothing.
     */
    async receiveWebhook(rawBody: string, signatureHeader: string | undefined) {
      const verdict = verifyWebhookSignature({
        header: signatureHeader,
        body: rawBody,
        secret: deps.webhookSecret,
        nowSeconds: Math.floor(clock().getTime() / 1000),
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
      await applyResult(settledPaymentResult({ ...data, id: data.payment_id, status: data.status }));
      const first = await repo.recordWebhookEvent({
        provider: PROVIDER,
        event_id: event.id,
        provider_payment_id: data.payment_id,
        event_type: event.type,
        received_at: nowIso(),
      });
      return { received: true as const, duplicate: !first };
    },

    /** The shopper's browser came back from the provider: never trust the query, ask the provider. */
    async browserReturn(paymentId: string) {
      const attempt = await reconcile(paymentId);
      return { orderRef: attempt.order_ref, status: attempt.status, reason: attempt.failure_reason };
    },

    /** For the scheduler: pending attempts older than the cut-off are reconciled with the provider. */
    async reconcilePending(olderThanMinutes: number, limit = 50): Promise<number> {
      const before = new Date(clock().getTime() - olderThanMinutes * 60_000).toISOString();
      let settled = 0;
      for (const attempt of await repo.pendingAttemptsBefore(before, limit)) {
        const after = await reconcile(attempt.provider_payment_id);
        if (after.status !== 'pending') settled++;
      }
      return settled;
    },

    // ---- saved cards (only the token, brand, last four and expiry are kept) ----

    async cards(customerId: number): Promise<SavedCard[]> {
      return (await repo.cards(customerId)).map(cardView);
    },

    async addCard(customerId: number, input: NewCardInput): Promise<SavedCard> {
      let vaulted;
      if ('card' in input) {
        const checked = checkCard(input.card, manilaYearMonth(clock()));
        if (!checked.ok) {
          const [field, message] = Object.entries(checked.errors)[0] ?? ['number', 'Invalid card'];
          throw new DomainError('validation_failed', message, { field });
        }
        try {
          vaulted = await gateway.tokenizeCard({
            number: checked.card.digits,
            exp_month: checked.card.expMonth,
            exp_year: checked.card.expYear,
            cvc: input.card.cvc,
          });
        } catch (error) {
          if (error instanceof ProviderError && error.status === 400) {
            throw new DomainError('validation_failed', error.message);
          }
          throw error;
        }
      } else {
        vaulted = await gateway.vaultCard(input.cardToken);
        if (!vaulted) throw new DomainError('validation_failed', 'Unknown card token.');
        const taken = await repo.cardByToken(customerId, input.cardToken);
        if (taken) return cardView(taken);
      }
      try {
        const row = await repo.insertCard({
          customer_id: customerId,
          provider: PROVIDER,
          provider_token: vaulted.token,
          brand: vaulted.brand,
          last_four: vaulted.last_four,
          exp_month: vaulted.exp_month,
          exp_year: vaulted.exp_year,
          is_default: input.isDefault === true,
          now: nowIso(),
        });
        return cardView(row);
      } catch {
        // another customer already saved this token
        throw new DomainError('conflict', 'This card is already saved.');
      }
    },

    async setDefaultCard(customerId: number, cardId: number): Promise<SavedCard[]> {
      if (!(await repo.setDefaultCard(customerId, cardId))) throw new DomainError('not_found', 'Card not found.');
      return (await repo.cards(customerId)).map(cardView);
    },

    async removeCard(customerId: number, cardId: number): Promise<void> {
      const removed = await repo.deleteCard(customerId, cardId);
      if (!removed) throw new DomainError('not_found', 'Card not found.');
      await gateway.deleteVaultCard(removed.provider_token);
    },

    /**
     * The web's report after a failed pay-placeorder (spec §4: cart_id, message, status), kept for support.
     * Anything that looks like a card number is scrubbed before it is stored.
     */
    async reportPaymentError(customerId: number, report: { cartId: string; message: string; status: string }) {
      const message = report.message.replace(/(?<!\d)\d(?:[ +-]?\d){12,18}(?!\d)/g, (run) =>
        findCardNumberRuns(run.replace(/\D/g, '')).length > 0 ? '[redacted]' : run,
      );
      const id = await repo.insertErrorReport({
        customer_id: customerId,
        cart_ref: report.cartId,
        message,
        status: report.status,
        created_at: nowIso(),
      });
      return { success: true as const, id };
    },

    /**
     * The gateway resolver (spec §4: the hidden form posts orderId and customerId): where the shopper's
     * browser goes for the latest payment of one of their own orders. Another customer's order is a 404.
     */
    async resolve(customerId: number, orderRef: string) {
      const attempts = (await repo.attemptsForOrder(orderRef)).filter((a) => a.customer_id === customerId);
      const latest = attempts.at(-1);
      if (!latest) throw new DomainError('not_found', 'No payment for this order.');
      return {
        orderRef: latest.order_ref,
        status: latest.status,
        reason: latest.failure_reason,
        redirectUrl: latest.status === 'pending' ? latest.redirect_url : null,
      };
    },

    /** For checkout's SavedCardsPort: the customer's cards with their vault tokens (server side only). */
    async savedCardsForCheckout(customerId: number) {
      return (await repo.cards(customerId)).map((row) => ({
        id: String(row.id),
        last4: row.last_four,
        token: row.provider_token,
        is_default: row.is_default === 1,
      }));
    },

    /**
     * For checkout: the vault token of one of the customer's cards (ownership checked), to pay with
     * saved_card. The spec's payload names a saved card by lastFourDigits; two cards with the same last
     * four resolve to the default one, else the newest.
     */
    async cardToken(customerId: number, card: number | { lastFourDigits: string }): Promise<string> {
      const found =
        typeof card === 'number'
          ? await repo.card(customerId, card)
          : (await repo.cards(customerId)).find((row) => row.last_four === card.lastFourDigits);
      if (!found) throw new DomainError('not_found', 'Card not found.');
      return found.provider_token;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

import { createHash, randomBytes } from 'node:crypto';
import { SandboxRefundRefused, type SandboxRepository } from '@sulit/db';
import {
  type CardField,
  checkCard,
  manilaYearMonth,
  PAYMENT_PENDING_TTL_MINUTES,
  type SandboxPayment,
  type SandboxPaymentStatus,
  signWebhook,
  WEBHOOK_SIGNATURE_HEADER,
} from '@sulit/domain';
import {
  type CardFormFields,
  type CardFormOutcome,
  type CreatePaymentBody,
  type DeliverWebhook,
  hmacSha256Hex,
  SandboxApiError,
  type SandboxKeys,
  type SandboxPaymentView,
  type SandboxWebhookDelivery,
} from './sandbox-api';
import { behaviourOf, type CardBehaviour } from './test-cards';
import { createSandboxCapture } from './sandbox-capture';

/**
 * The sandbox payment provider (DESIGN §4): "another company" living under /gateway/sandbox/. It keeps its
 * own state in sandbox_* tables and reaches the store only as a real provider does: by redirecting the
 * browser to the store's return URL and by POSTing signed webhooks to the store's receiver. Several
 * instances may run against one database; nothing here is kept in process memory.
 */

const OPEN_STATUSES: readonly SandboxPaymentStatus[] = ['pending', 'requires_action', 'processing'];

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

export function createSandboxProvider(deps: {
  repo: SandboxRepository;
  clock: () => Date;
  keys: SandboxKeys;
  /** absolute base of the provider's own pages, e.g. https://shop.example/gateway/sandbox */
  baseUrl: string;
  /** the merchant origins that may show the provider's pages in a frame (registered with the provider) */
  frameAncestors: readonly string[];
  /** the merchant's webhook endpoint */
  webhookUrl: string;
  deliverWebhook: DeliverWebhook;
}) {
  const { repo, clock, keys } = deps;
  const nowIso = () => clock().toISOString();

  function publicStatus(status: string): SandboxPaymentView['status'] {
    if (status === 'paid' || status === 'failed' || status === 'expired') return status;
    if (status === 'authorised' || status === 'captured' || status === 'voided') return status;
    return 'pending';
  }

  function redirectUrlOf(payment: SandboxPayment): string | null {
    if (payment.status === 'requires_action') return `${deps.baseUrl}/pay/${payment.id}/authenticate`;
    if (payment.status === 'pending' && payment.method !== 'saved_card') return `${deps.baseUrl}/pay/${payment.id}`;
    return null;
  }

  function view(payment: SandboxPayment): SandboxPaymentView {
    return {
      id: payment.id,
      merchant_reference: payment.merchant_reference,
      status: publicStatus(payment.status),
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      failure_reason: payment.failure_reason,
      refunded_amount: payment.refunded_amount,
      captured_amount: payment.captured_amount,
      redirect_url: redirectUrlOf(payment),
      // a card saved at payment (Stripe's setup_future_usage): only once it paid, only for a card typed here
      saved_card_token: payment.method !== 'saved_card' && payment.status === 'paid' ? payment.vault_token : null,
    };
  }

  /** Builds and sends (without waiting) the signed event for a payment that just reached a final state. */
  function emit(payment: SandboxPayment): void {
    const status = publicStatus(payment.status);
    const event = {
      id: newId('evt'),
      type: `payment.${status}`,
      created: Math.floor(clock().getTime() / 1000),
      data: {
        payment_id: payment.id,
        merchant_reference: payment.merchant_reference,
        status,
        amount: payment.amount,
        currency: payment.currency,
        failure_reason: payment.failure_reason,
      },
    };
    const body = JSON.stringify(event);
    const signature = signWebhook({
      secret: keys.webhookSecret,
      body,
      timestampSeconds: event.created,
      hmac: hmacSha256Hex,
    });
    const delivery: SandboxWebhookDelivery = {
      url: deps.webhookUrl,
      eventId: event.id,
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
      body,
    };
    void deps.deliverWebhook(delivery).catch(() => undefined);
  }

  /** Moves an open payment to a final state once; the winner sends the webhook. */
  async function finish(
    id: string,
    status: 'paid' | 'failed' | 'expired',
    reason: string | null,
    card?: { brand: string; lastFour: string; vaultToken?: string },
  ): Promise<SandboxPayment> {
    // a manual-capture payment that is approved is held (authorised), captured later (decision 043)
    const held = status === 'paid' && (await repo.paymentById(id))?.capture_method === 'manual';
    const changed = await repo.transition(id, OPEN_STATUSES, {
      status: held ? 'authorised' : status,
      failure_reason: reason,
      ...(card ? { card_brand: card.brand, card_last_four: card.lastFour } : {}),
      ...(card?.vaultToken ? { vault_token: card.vaultToken } : {}),
      now: nowIso(),
    });
    const payment = await repo.paymentById(id);
    if (!payment) throw new SandboxApiError(404, 'payment_not_found', 'No such payment.');
    if (changed === 1) emit(payment);
    return payment;
  }

  function outcomeOf(
    behaviour: CardBehaviour,
  ): { status: 'paid' | 'failed'; reason: string | null } | 'challenge' | 'timeout' {
    switch (behaviour) {
      case 'approve':
        return { status: 'paid', reason: null };
      case 'decline':
        return { status: 'failed', reason: 'declined' };
      case 'insufficient_funds':
        return { status: 'failed', reason: 'insufficient_funds' };
      case 'challenge':
        return 'challenge';
      case 'timeout':
        return 'timeout';
    }
  }

  /** An open payment older than the provider's limit expires when anyone looks at it. */
  async function withExpiry(payment: SandboxPayment): Promise<SandboxPayment> {
    if (!OPEN_STATUSES.includes(payment.status)) return payment;
    const age = clock().getTime() - new Date(payment.created_at).getTime();
    if (age < PAYMENT_PENDING_TTL_MINUTES * 60_000) return payment;
    return finish(payment.id, 'expired', 'timeout');
  }

  async function openPayment(id: string): Promise<SandboxPayment> {
    const found = await repo.paymentById(id);
    if (!found) throw new SandboxApiError(404, 'payment_not_found', 'No such payment.');
    return withExpiry(found);
  }

  return {
    keys,
    /** who may frame the shopper pages, and the pages' own origin (decision 027) */
    framing: { ancestors: deps.frameAncestors, ownOrigin: new URL(deps.baseUrl).origin },

    async createPayment(idempotencyKey: string, body: CreatePaymentBody): Promise<SandboxPaymentView> {
      if (body.currency !== 'PHP') {
        throw new SandboxApiError(400, 'currency_not_supported', 'This account accepts PHP only.');
      }
      if (body.method === 'saved_card' && !body.vault_token) {
        throw new SandboxApiError(400, 'vault_token_required', 'A saved-card payment needs a vault token.');
      }
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            body.merchant_reference,
            body.amount,
            body.currency,
            body.method,
            body.vault_token ?? null,
            ...(body.capture_method === 'manual' ? ['manual'] : []),
          ]),
        )
        .digest('hex');
      const token = body.method === 'saved_card' ? await repo.vaultToken(body.vault_token ?? '') : undefined;
      if (body.method === 'saved_card' && !token) {
        throw new SandboxApiError(400, 'vault_token_invalid', 'No such vault token.');
      }
      const now = nowIso();
      const stored = await repo.createPayment({
        id: newId('pay'),
        idempotency_key: idempotencyKey,
        request_hash: requestHash,
        merchant_reference: body.merchant_reference,
        method: body.method,
        amount: body.amount,
        currency: body.currency,
        status: 'pending',
        failure_reason: null,
        vault_token: token?.token ?? null,
        card_brand: token?.brand ?? null,
        card_last_four: token?.last_four ?? null,
        return_url: body.return_url,
        capture_method: body.capture_method ?? 'automatic',
        captured_amount: null,
        capture_key: null,
        created_at: now,
        updated_at: now,
      });
      if (stored.request_hash !== requestHash) {
        throw new SandboxApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with another request.');
      }
      if (stored.method === 'saved_card' && stored.status === 'pending' && token) {
        // A vaulted card is charged at once; a challenge card still needs the shopper.
        const outcome = outcomeOf(token.behaviour as CardBehaviour);
        if (outcome === 'challenge') {
          await repo.transition(stored.id, ['pending'], { status: 'requires_action', now: nowIso() });
        } else if (outcome === 'timeout') {
          await repo.transition(stored.id, ['pending'], { status: 'processing', now: nowIso() });
        } else {
          await finish(stored.id, outcome.status, outcome.reason);
        }
        return view((await repo.paymentById(stored.id)) ?? stored);
      }
      return view(await withExpiry(stored));
    },

    /** the merchant's capture of a held payment, once (decision 043) */
    capture: createSandboxCapture({ repo, clock }),

    async payment(id: string): Promise<SandboxPaymentView> {
      return view(await openPayment(id));
    },

    /** For the provider's own pages. */
    async pagePayment(id: string): Promise<SandboxPayment | undefined> {
      const found = await repo.paymentById(id);
      return found ? withExpiry(found) : undefined;
    },

    async submitCard(id: string, fields: CardFormFields): Promise<CardFormOutcome> {
      const payment = await openPayment(id);
      if (payment.status !== 'pending' || (payment.method !== 'card' && payment.method !== 'hosted')) {
        return { kind: 'done', payment };
      }
      const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(fields.expiry);
      const checked = checkCard(
        {
          number: fields.number,
          expMonth: expiry ? Number(expiry[1]) : fields.expiry.trim() ? -1 : null,
          expYear: expiry ? Number(expiry[2]) : fields.expiry.trim() ? -1 : null,
          cvc: fields.cvc,
        },
        manilaYearMonth(clock()),
      );
      const errors: Partial<Record<CardField | 'name', string>> = checked.ok ? {} : { ...checked.errors };
      if (!fields.name.trim()) errors.name = 'This is a required field.';
      if (!checked.ok || errors.name) return { kind: 'invalid', errors };
      const card = { brand: checked.card.brand, lastFour: checked.card.lastFour };
      const outcome = outcomeOf(behaviourOf(checked.card.digits));
      // A card that does not settle at once: the payment waits in `status`, remembering the card.
      const waitAs = (status: 'requires_action' | 'processing') =>
        repo.transition(id, ['pending'], {
          status,
          card_brand: card.brand,
          card_last_four: card.lastFour,
          now: nowIso(),
        });
      if (outcome === 'challenge') {
        await waitAs('requires_action');
        return { kind: 'challenge' };
      }
      if (outcome === 'timeout') {
        await waitAs('processing');
        return { kind: 'done', payment: await openPayment(id) };
      }
      const vaultToken =
        fields.save && outcome.status === 'paid'
          ? (
              await this.tokenize({
                number: checked.card.digits,
                exp_month: checked.card.expMonth,
                exp_year: checked.card.expYear,
                cvc: fields.cvc,
              })
            ).token
          : undefined;
      return {
        kind: 'done',
        payment: await finish(id, outcome.status, outcome.reason, { ...card, ...(vaultToken ? { vaultToken } : {}) }),
      };
    },

    async authenticate(id: string, approve: boolean): Promise<SandboxPayment> {
      const payment = await openPayment(id);
      if (payment.status !== 'requires_action') return payment;
      return approve ? finish(id, 'paid', null) : finish(id, 'failed', 'authentication_failed');
    },

    async walletDecision(id: string, approve: boolean): Promise<SandboxPayment> {
      const payment = await openPayment(id);
      if (payment.method !== 'wallet' || payment.status !== 'pending') return payment;
      return approve ? finish(id, 'paid', null) : finish(id, 'failed', 'wallet_declined');
    },

    /**
     * Cancels an open payment: the shopper's cancel button, or the merchant closing the order (reason
     * `order_closed`, as a gateway's cancel-payment call does); its page then takes no card.
     */
    async cancel(id: string, reason: 'cancelled' | 'order_closed' = 'cancelled'): Promise<SandboxPayment> {
      const payment = await openPayment(id);
      if (payment.status !== 'pending' && payment.status !== 'requires_action') return payment;
      return finish(id, 'failed', reason);
    },

    /** The merchant's cancel call (secret key): answers the payment as it now stands. */
    async cancelForMerchant(id: string): Promise<SandboxPaymentView> {
      return view(await this.cancel(id, 'order_closed'));
    },

    /** Where the shopper goes back to the merchant: its return URL with our payment id. */
    returnUrlFor(payment: SandboxPayment): string {
      const url = new URL(payment.return_url);
      url.searchParams.set('payment_id', payment.id);
      return url.toString();
    },

    /** Card vault: keeps the test card's behaviour, brand, last four and expiry; never the number or CVC. */
    async tokenize(input: { number: string; exp_month: number; exp_year: number; cvc: string }) {
      const checked = checkCard(
        { number: input.number, expMonth: input.exp_month, expYear: input.exp_year, cvc: input.cvc },
        manilaYearMonth(clock()),
      );
      if (!checked.ok) {
        const [field, message] = Object.entries(checked.errors)[0] ?? ['number', 'Invalid card'];
        throw new SandboxApiError(400, `invalid_${field}`, message);
      }
      const row = {
        token: newId('tok'),
        behaviour: behaviourOf(checked.card.digits),
        brand: checked.card.brand,
        last_four: checked.card.lastFour,
        exp_month: checked.card.expMonth,
        exp_year: checked.card.expYear,
        created_at: nowIso(),
        deleted_at: null,
      };
      await repo.insertVaultToken(row);
      return tokenView(row);
    },

    async token(token: string) {
      const row = await repo.vaultToken(token);
      if (!row) throw new SandboxApiError(404, 'token_not_found', 'No such vault token.');
      return tokenView(row);
    },

    async deleteToken(token: string): Promise<void> {
      const changed = await repo.deleteVaultToken(token, nowIso());
      if (changed === 0) throw new SandboxApiError(404, 'token_not_found', 'No such vault token.');
    },

    async refund(id: string, idempotencyKey: string, amount: number) {
      const payment = await openPayment(id);
      const existing = await repo.refundByKey(idempotencyKey);
      if (existing) {
        if (existing.payment_id !== id || existing.amount !== amount) {
          throw new SandboxApiError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was used with another request.',
          );
        }
        return { id: existing.id, status: 'succeeded' as const, amount: existing.amount };
      }
      if (payment.status !== 'paid')
        throw new SandboxApiError(409, 'not_refundable', 'Only a paid payment can be refunded.');
      const refundId = newId('re');
      try {
        const result = await repo.refund({ id: refundId, paymentId: id, idempotencyKey, amount, now: nowIso() });
        if (result === 'replayed') {
          const row = await repo.refundByKey(idempotencyKey);
          return { id: row?.id ?? refundId, status: 'succeeded' as const, amount };
        }
      } catch (error) {
        if (error instanceof SandboxRefundRefused) {
          throw new SandboxApiError(409, 'not_refundable', 'The refund exceeds what is left of the payment.');
        }
        throw error;
      }
      return { id: refundId, status: 'succeeded' as const, amount };
    },
  };
}

function tokenView(row: { token: string; brand: string; last_four: string; exp_month: number; exp_year: number }) {
  return {
    token: row.token,
    brand: row.brand,
    last_four: row.last_four,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

import {
  type FinalPaymentStatus,
  type PaymentAttempt,
  type PaymentAttemptStatus,
  paymentStatusesBefore,
  type SavedCardRecord,
} from '@sulit/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../schema';
import type { CustomerCardTable, PaymentAttemptTable, PaymentRefundTable } from './payment-tables';
import { insertedRow } from '../inserted-row';
import { updatedRows } from '../affected-rows';

/** A new attempt: every column but the generated id and the times, which `now` stamps. */
export type NewPaymentAttempt = Omit<PaymentAttempt, 'id' | 'created_at' | 'updated_at' | 'completed_at'> & {
  now: string;
};

/** A card to keep: every column but the generated id and `created_at` (`now`). */
export type NewCustomerCard = Omit<SavedCardRecord, 'id' | 'created_at'> & { now: string };

// The status column only ever holds what `settleAttempt`, `markRefunded` and `reopenAttempt` wrote.
type PaymentAttemptRow = Selectable<PaymentAttemptTable>;
type CustomerCardRow = Selectable<CustomerCardTable>;
type PaymentRefundRow = Selectable<PaymentRefundTable>;

const attemptOf = (row: PaymentAttemptRow): PaymentAttempt => ({ ...row, status: row.status as PaymentAttemptStatus });
const maybeAttempt = (row: PaymentAttemptRow | undefined) => row && attemptOf(row);
const cardOf = (row: CustomerCardRow): SavedCardRecord => ({ ...row, is_default: row.is_default === 1 });
const maybeCard = (row: CustomerCardRow | undefined) => row && cardOf(row);

/**
 * The store's payment records (migration 0008). Idempotency and "apply once" are enforced by the database:
 * unique keys with `on conflict do nothing`, and status changes as conditional updates whose row count
 * says who won.
 */
export function createPaymentRepository(db: Kysely<DB>) {
  /** The customer's saved cards (read on `on`, a transaction or the database): no call reaches another's. */
  const cardsOf = (customerId: number, on: Kysely<DB> = db) =>
    on.selectFrom('customer_cards').selectAll().where('customer_id', '=', customerId);
  /** The customer's default card stops being the default (a card is made default next, in the same transaction). */
  const clearDefaultCard = (trx: Transaction<DB>, customerId: number) =>
    trx
      .updateTable('customer_cards')
      .set({ is_default: 0 })
      .where('customer_id', '=', customerId)
      .where('is_default', '=', 1)
      .execute();

  /** An attempt by one of its unique keys: ours (the idempotency key) or the provider's payment id. */
  const attemptBy = async (key: 'idempotency_key' | 'provider_payment_id', value: string) =>
    maybeAttempt(await db.selectFrom('payment_attempts').selectAll().where(key, '=', value).executeTakeFirst());

  return {
    async attemptByKey(idempotencyKey: string): Promise<PaymentAttempt | undefined> {
      return attemptBy('idempotency_key', idempotencyKey);
    },

    async attemptByPaymentId(providerPaymentId: string): Promise<PaymentAttempt | undefined> {
      return attemptBy('provider_payment_id', providerPaymentId);
    },

    async attemptsForOrder(orderRef: string): Promise<PaymentAttempt[]> {
      const rows = await db
        .selectFrom('payment_attempts')
        .selectAll()
        .where('order_ref', '=', orderRef)
        .orderBy('id')
        .execute();
      return rows.map(attemptOf);
    },

    /** Inserts unless the key (or the provider's payment) is already recorded; answers the stored row. */
    async insertAttempt(row: NewPaymentAttempt): Promise<PaymentAttempt> {
      const { now, ...values } = row;
      await db
        .insertInto('payment_attempts')
        .values({ ...values, created_at: now, updated_at: now, completed_at: null })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const stored = await this.attemptByKey(row.idempotency_key);
      if (!stored) throw new Error('payment attempt vanished after insert');
      return stored;
    },

    /** pending → a final status; 1 when this call made the change, 0 when it was already settled. */
    async settleAttempt(
      providerPaymentId: string,
      change: { status: FinalPaymentStatus; reason: string | null; now: string },
    ): Promise<number> {
      return updatedRows(
        db
          .updateTable('payment_attempts')
          .set({
            status: change.status,
            failure_reason: change.reason,
            updated_at: change.now,
            completed_at: change.now,
          })
          .where('provider_payment_id', '=', providerPaymentId)
          .where('status', 'in', paymentStatusesBefore(change.status)),
      );
    },

    /**
     * The one move outside the transition table, a compensation: undoes a settle whose result handler failed
     * (nothing was applied to the order), so the next delivery or reconcile tries again. Only from the status
     * that settle wrote.
     */
    async reopenAttempt(providerPaymentId: string, fromStatus: FinalPaymentStatus, now: string): Promise<void> {
      await db
        .updateTable('payment_attempts')
        .set({ status: 'pending', failure_reason: null, updated_at: now, completed_at: null })
        .where('provider_payment_id', '=', providerPaymentId)
        .where('status', '=', fromStatus)
        .execute();
    },

    async markRefunded(providerPaymentId: string, now: string): Promise<number> {
      return updatedRows(
        db
          .updateTable('payment_attempts')
          .set({ status: 'refunded', updated_at: now })
          .where('provider_payment_id', '=', providerPaymentId)
          .where('status', 'in', paymentStatusesBefore('refunded')),
      );
    },

    /** Pending attempts older than `before`, oldest first (the scheduler reconciles them with the provider). */
    async pendingAttemptsBefore(before: string, limit: number): Promise<PaymentAttempt[]> {
      const rows = await db
        .selectFrom('payment_attempts')
        .selectAll()
        .where('status', '=', 'pending')
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map(attemptOf);
    },

    async webhookEventSeen(provider: string, eventId: string): Promise<boolean> {
      const row = await db
        .selectFrom('payment_webhook_events')
        .select('event_id')
        .where('provider', '=', provider)
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** true when this call recorded the event first. */
    async recordWebhookEvent(event: {
      provider: string;
      event_id: string;
      provider_payment_id: string;
      event_type: string;
      received_at: string;
    }): Promise<boolean> {
      return insertedRow(
        db
          .insertInto('payment_webhook_events')
          .values(event)
          .onConflict((oc) => oc.doNothing()),
      );
    },

    // ---- saved cards ----

    async cards(customerId: number): Promise<SavedCardRecord[]> {
      const rows = await cardsOf(customerId).orderBy('is_default', 'desc').orderBy('id', 'desc').execute();
      return rows.map(cardOf);
    },

    /** A card of this customer only: another customer's id answers undefined. */
    async card(customerId: number, cardId: number): Promise<SavedCardRecord | undefined> {
      return maybeCard(await cardsOf(customerId).where('id', '=', cardId).executeTakeFirst());
    },

    async cardByToken(customerId: number, token: string): Promise<SavedCardRecord | undefined> {
      return maybeCard(await cardsOf(customerId).where('provider_token', '=', token).executeTakeFirst());
    },

    /** The first card, or one saved as default, becomes the default (and the only one). */
    async insertCard(card: NewCustomerCard): Promise<SavedCardRecord> {
      const row = await db.transaction().execute(async (trx) => {
        const existing = await cardsOf(card.customer_id, trx).limit(1).executeTakeFirst();
        const isDefault = card.is_default || !existing;
        if (isDefault) await clearDefaultCard(trx, card.customer_id);
        return trx
          .insertInto('customer_cards')
          .values({
            customer_id: card.customer_id,
            provider: card.provider,
            provider_token: card.provider_token,
            brand: card.brand,
            last_four: card.last_four,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
            is_default: isDefault ? 1 : 0,
            created_at: card.now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return cardOf(row);
    },

    /** false when the card is not this customer's. */
    async setDefaultCard(customerId: number, cardId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const card = await cardsOf(customerId, trx).where('id', '=', cardId).executeTakeFirst();
        if (!card) return false;
        await clearDefaultCard(trx, customerId);
        await trx.updateTable('customer_cards').set({ is_default: 1 }).where('id', '=', cardId).execute();
        return true;
      });
    },

    /** Removes the customer's card; the newest remaining card becomes default if the default went. */
    async deleteCard(customerId: number, cardId: number): Promise<SavedCardRecord | undefined> {
      const removed = await db.transaction().execute(async (trx) => {
        const card = await trx
          .deleteFrom('customer_cards')
          .where('customer_id', '=', customerId)
          .where('id', '=', cardId)
          .returningAll()
          .executeTakeFirst();
        if (card?.is_default === 1) {
          const next = await cardsOf(customerId, trx).orderBy('id', 'desc').limit(1).executeTakeFirst();
          if (next) await trx.updateTable('customer_cards').set({ is_default: 1 }).where('id', '=', next.id).execute();
        }
        return card;
      });
      return maybeCard(removed);
    },

    async insertErrorReport(report: {
      customer_id: number | null;
      cart_ref: string;
      message: string;
      status: string;
      created_at: string;
    }): Promise<number> {
      const row = await db.insertInto('payment_error_reports').values(report).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    // ---- refunds ----

    async refundByKey(idempotencyKey: string): Promise<PaymentRefundRow | undefined> {
      return db
        .selectFrom('payment_refunds')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
    },

    /** true when this call claimed the key. */
    async claimRefund(refund: { idempotency_key: string; provider_payment_id: string; amount: number; now: string }) {
      return insertedRow(
        db
          .insertInto('payment_refunds')
          .values({
            idempotency_key: refund.idempotency_key,
            provider_payment_id: refund.provider_payment_id,
            amount: refund.amount,
            status: 'pending',
            provider_refund_id: null,
            created_at: refund.now,
            updated_at: refund.now,
          })
          .onConflict((oc) => oc.doNothing()),
      );
    },

    async finishRefund(
      idempotencyKey: string,
      change: { status: string; provider_refund_id: string | null; now: string },
    ) {
      await db
        .updateTable('payment_refunds')
        .set({ status: change.status, provider_refund_id: change.provider_refund_id, updated_at: change.now })
        .where('idempotency_key', '=', idempotencyKey)
        .execute();
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;

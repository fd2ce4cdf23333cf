import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Online payments (issue 10, payment half; DESIGN §4).
 *
 * Store side:
 * - payment_attempts: one row per Idempotency-Key (unique): the same key never starts a second payment.
 *   request_hash is a fingerprint of what was asked, so the same key with another body is refused.
 *   Status moves only along the domain's lifecycle (pending → paid | failed | expired; paid → refunded);
 *   a result is applied by the conditional update that wins, which is what makes it apply once.
 * - payment_webhook_events: every provider event id seen (primary key), so a replay is a no-op.
 * - customer_cards: a saved card is a provider vault token, brand, last four and expiry. Never a full
 *   number, never a CVC. At most one default per customer (partial unique index).
 * - payment_refunds: one row per refund Idempotency-Key (unique).
 * - payment_error_reports: what the web reports after a failed pay-placeorder (spec §4, §7
 *   payment-error-handling: cart_id, message, status), for support; card-like digit runs are scrubbed.
 *
 * The sandbox provider's own state (another company's database in real life; prefixed sandbox_):
 * - sandbox_payments, sandbox_vault_tokens, sandbox_refunds. The vault keeps the test card's behaviour
 *   (approve, decline…), brand, last four and expiry, not the number.
 * Frozen once merged: later changes are new migrations.
 */
export function payments(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('payment_attempts')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('order_ref', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_payment_id', 'text', (c) => c.notNull().unique())
        /** wallet | hosted | card | saved_card */
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        /** pending | paid | failed | expired | refunded */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('failure_reason', 'text')
        .addColumn('redirect_url', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema.createIndex('payment_attempts_order_ref').on('payment_attempts').column('order_ref').execute();
      await db.schema
        .createIndex('payment_attempts_status_created')
        .on('payment_attempts')
        .columns(['status', 'created_at'])
        .execute();

      await db.schema
        .createTable('payment_webhook_events')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('provider_payment_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('payment_webhook_events_pk', ['provider', 'event_id'])
        .execute();

      await db.schema
        .createTable('customer_cards')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_token', 'text', (c) => c.notNull().unique())
        /** the domain's brand: master-card | visa | jcb | express */
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('last_four', 'text', (c) => c.notNull().check(sql`length(last_four) = 4`))
        .addColumn('exp_month', 'integer', (c) => c.notNull())
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('customer_cards_customer').on('customer_cards').column('customer_id').execute();
      await db.schema
        .createIndex('customer_cards_one_default')
        .on('customer_cards')
        .column('customer_id')
        .unique()
        .where(sql.ref('is_default'), '=', 1)
        .execute();

      await db.schema
        .createTable('payment_refunds')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('provider_payment_id', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        /** pending | succeeded | failed */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('provider_refund_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payment_refunds_payment')
        .on('payment_refunds')
        .column('provider_payment_id')
        .execute();

      await db.schema
        .createTable('payment_error_reports')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
        .addColumn('cart_ref', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payment_error_reports_customer')
        .on('payment_error_reports')
        .columns(['customer_id', 'created_at'])
        .execute();

      // ---- the sandbox provider's own tables ----
      await db.schema
        .createTable('sandbox_vault_tokens')
        .addColumn('token', 'text', (c) => c.primaryKey())
        /** approve | decline | insufficient_funds | challenge | timeout (the test card's behaviour) */
        .addColumn('behaviour', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('last_four', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer', (c) => c.notNull())
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();

      await db.schema
        .createTable('sandbox_payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('merchant_reference', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        /** pending | requires_action | processing | paid | failed | expired */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('failure_reason', 'text')
        .addColumn('vault_token', 'text')
        .addColumn('card_brand', 'text')
        .addColumn('card_last_four', 'text')
        .addColumn('return_url', 'text', (c) => c.notNull())
        .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sandbox_refunds')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('payment_id', 'text', (c) => c.notNull().references('sandbox_payments.id').onDelete('cascade'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'sandbox_refunds',
        'sandbox_payments',
        'sandbox_vault_tokens',
        'payment_error_reports',
        'payment_refunds',
        'customer_cards',
        'payment_webhook_events',
        'payment_attempts',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

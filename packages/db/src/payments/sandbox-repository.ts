import type { SandboxPayment, SandboxPaymentStatus } from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../schema';
import type { SandboxPaymentTable, SandboxVaultTokenTable } from './payment-tables';

type SandboxPaymentRow = Selectable<SandboxPaymentTable>;
type SandboxVaultTokenRow = Selectable<SandboxVaultTokenTable>;
import { updatedRows } from '../affected-rows';

// The status column only ever holds what `createPayment` and `transition` wrote.
const paymentOf = (row: SandboxPaymentRow): SandboxPayment => ({ ...row, status: row.status as SandboxPaymentStatus });
const maybePayment = (row: SandboxPaymentRow | undefined) => row && paymentOf(row);

/**
 * The sandbox payment provider's own records (tables prefixed sandbox_). Only the sandbox provider uses
 * this repository; the store never reads these tables.
 */
export function createSandboxRepository(db: Kysely<DB>) {
  return {
    async paymentById(id: string): Promise<SandboxPayment | undefined> {
      return maybePayment(await db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst());
    },

    async paymentByKey(idempotencyKey: string): Promise<SandboxPayment | undefined> {
      return maybePayment(
        await db
          .selectFrom('sandbox_payments')
          .selectAll()
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirst(),
      );
    },

    /** Inserts unless the idempotency key exists; answers the stored payment either way. */
    async createPayment(row: Omit<SandboxPayment, 'refunded_amount'>): Promise<SandboxPayment> {
      await db
        .insertInto('sandbox_payments')
        .values(row)
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      const stored = await this.paymentByKey(row.idempotency_key);
      if (!stored) throw new Error('sandbox payment vanished after insert');
      return stored;
    },

    /** Moves a payment from one of `from` to `to`; 1 when this call made the change. */
    async transition(
      id: string,
      from: readonly SandboxPaymentStatus[],
      to: {
        status: SandboxPaymentStatus;
        failure_reason?: string | null;
        card_brand?: string;
        card_last_four?: string;
        /** the card the shopper asked to save, vaulted with the payment */
        vault_token?: string;
        now: string;
      },
    ): Promise<number> {
      const { now, ...values } = to;
      return updatedRows(
        db
          .updateTable('sandbox_payments')
          .set({ ...values, updated_at: now })
          .where('id', '=', id)
          .where('status', 'in', from),
      );
    },

    async insertVaultToken(row: SandboxVaultTokenRow): Promise<void> {
      await db.insertInto('sandbox_vault_tokens').values(row).execute();
    },

    async vaultToken(token: string): Promise<SandboxVaultTokenRow | undefined> {
      return db
        .selectFrom('sandbox_vault_tokens')
        .selectAll()
        .where('token', '=', token)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async deleteVaultToken(token: string, now: string): Promise<number> {
      return updatedRows(
        db
          .updateTable('sandbox_vault_tokens')
          .set({ deleted_at: now })
          .where('token', '=', token)
          .where('deleted_at', 'is', null),
      );
    },

    capture: (input: { id: string; idempotencyKey: string; amount: number; now: string }) =>
      captureSandboxPayment(db, input),

    async refundByKey(idempotencyKey: string) {
      return db
        .selectFrom('sandbox_refunds')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
    },

    /**
     * Refunds once per key and never more than was paid: the key insert and the amount bump run in one
     * transaction, the bump only while paid and refunded_amount + amount <= amount.
     */
    async refund(input: { id: string; paymentId: string; idempotencyKey: string; amount: number; now: string }) {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('sandbox_refunds')
          .values({
            id: input.id,
            payment_id: input.paymentId,
            idempotency_key: input.idempotencyKey,
            amount: input.amount,
            created_at: input.now,
          })
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 'replayed' as const;
        const bumped = await trx
          .updateTable('sandbox_payments')
          .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', input.amount), updated_at: input.now }))
          .where('id', '=', input.paymentId)
          .where('status', '=', 'paid')
          .where((eb) => eb(eb('refunded_amount', '+', input.amount), '<=', eb.ref('amount')))
          .executeTakeFirst();
        if (Number(bumped.numUpdatedRows) === 0) throw new SandboxRefundRefused();
        return 'refunded' as const;
      });
    },
  };
}

/**
 * Manual capture (decision 043): an authorised payment is captured once, for at most what was held (the rest
 * released), or voided at 0: a conditional update from authorised, so parallel captures change it once.
 */
export async function captureSandboxPayment(
  db: Kysely<DB>,
  input: { id: string; idempotencyKey: string; amount: number; now: string },
): Promise<number> {
  return updatedRows(
    db
      .updateTable('sandbox_payments')
      .set({
        status: input.amount > 0 ? 'captured' : 'voided',
        captured_amount: input.amount,
        capture_key: input.idempotencyKey,
        updated_at: input.now,
      })
      .where('id', '=', input.id)
      .where('status', '=', 'authorised')
      .where('capture_method', '=', 'manual')
      .where('amount', '>=', input.amount),
  );
}

/** The payment is not paid, or the refund would exceed what was paid (the transaction rolls back). */
export class SandboxRefundRefused extends Error {
  constructor() {
    super('refund refused');
    this.name = 'SandboxRefundRefused';
  }
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;

import type { IdempotencyRecord } from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../schema';
import type { IdempotencyKeyTable } from './checkout-tables';
import { deletedRows, updatedAny } from '../affected-rows';

const recordOf = (row: Selectable<IdempotencyKeyTable>): IdempotencyRecord => ({
  customer_id: row.customer_id,
  idem_key: row.idem_key,
  scope: row.scope,
  request_hash: row.request_hash,
  state: row.state === 'done' ? 'done' : 'in_flight',
  lease_until: row.lease_until,
  status_code: row.status_code,
  response_body: row.response_body,
});

/**
 * Idempotency-Keys of customers' calls (place order): claimed once under a short lease, taken over once after a
 * lease ends without an answer, answered once, purged after a day.
 */
export function createIdempotencyRepository(db: Kysely<DB>) {
  const keyOf = (customerId: number, key: string) =>
    db.selectFrom('idempotency_keys').selectAll().where('customer_id', '=', customerId).where('idem_key', '=', key);

  return {
    /** Claims a key, leased until `lease_until`: answers null when this call inserted it, else the existing record. */
    async claimIdempotencyKey(input: {
      customer_id: number;
      idem_key: string;
      scope: string;
      request_hash: string;
      now: string;
      lease_until: string;
    }): Promise<IdempotencyRecord | null> {
      const result = await db
        .insertInto('idempotency_keys')
        .values({
          customer_id: input.customer_id,
          idem_key: input.idem_key,
          scope: input.scope,
          request_hash: input.request_hash,
          state: 'in_flight',
          lease_until: input.lease_until,
          status_code: null,
          response_body: null,
          created_at: input.now,
          updated_at: input.now,
        })
        .onConflict((oc) => oc.columns(['customer_id', 'idem_key']).doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return null;
      const existing = await keyOf(input.customer_id, input.idem_key).executeTakeFirst();
      // Deleted between the insert and the read (a failed first attempt): treat as in flight, retry later.
      const { now: _now, ...key } = input;
      return existing ? recordOf(existing) : { ...key, state: 'in_flight', status_code: null, response_body: null };
    },

    /**
     * Takes over a key left in flight whose lease ended before `now` (its request died): a conditional update on
     * the lease the caller read, so of many retries exactly one wins and runs the work again.
     */
    async takeOverIdempotencyKey(
      customerId: number,
      key: string,
      lease: { seen: string | null; now: string; until: string },
    ): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('idempotency_keys')
          .set({ lease_until: lease.until, updated_at: lease.now })
          .where('customer_id', '=', customerId)
          .where('idem_key', '=', key)
          .where('state', '=', 'in_flight')
          .where((eb) =>
            lease.seen === null
              ? eb('lease_until', 'is', null)
              : eb.and([eb('lease_until', '=', lease.seen), eb('lease_until', '<=', lease.now)]),
          ),
      );
    },

    async finishIdempotencyKey(
      customerId: number,
      key: string,
      answer: { status_code: number; body: string; now: string },
    ) {
      await db
        .updateTable('idempotency_keys')
        .set({
          state: 'done',
          status_code: answer.status_code,
          response_body: answer.body,
          updated_at: answer.now,
        })
        .where('customer_id', '=', customerId)
        .where('idem_key', '=', key)
        .execute();
    },

    /** Forgets a key whose first attempt failed unexpectedly, so a retry may run. */
    async dropIdempotencyKey(customerId: number, key: string) {
      await db
        .deleteFrom('idempotency_keys')
        .where('customer_id', '=', customerId)
        .where('idem_key', '=', key)
        .execute();
    },

    async purgeIdempotencyKeys(beforeIso: string): Promise<number> {
      return deletedRows(db.deleteFrom('idempotency_keys').where('created_at', '<', beforeIso));
    },
  };
}

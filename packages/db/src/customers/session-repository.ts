import type { Kysely, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { DB } from '../schema';
import { deletedRows } from '../affected-rows';
import { customerOf } from './customer-repository';

/** Sign-in sessions, stored by the SHA-256 of their token (decision 006). */
export function createSessionRepository(db: Kysely<DB>) {
  type Revoke = UpdateQueryBuilder<DB, 'customer_sessions', 'customer_sessions', UpdateResult>;
  /** Revokes the sessions `which` picks that are not revoked yet. */
  const revokeWhere = (at: string, which: (query: Revoke) => Revoke) =>
    which(db.updateTable('customer_sessions').set({ revoked_at: at }).where('revoked_at', 'is', null)).execute();

  return {
    async insertSession(row: { token_hash: string; customer_id: number; created_at: string; expires_at: string }) {
      await db
        .insertInto('customer_sessions')
        .values({ ...row, revoked_at: null })
        .execute();
    },

    async sessionByHash(tokenHash: string) {
      return db
        .selectFrom('customer_sessions')
        .select(['id', 'customer_id', 'created_at', 'expires_at', 'revoked_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * The session a token hash names with its customer, in one round trip: every signed-in request asks this
     * first, so on PostgreSQL two queries would be two network waits per request.
     */
    async sessionWithCustomer(tokenHash: string) {
      const row = await db
        .selectFrom('customer_sessions')
        .innerJoin('customers', 'customers.id', 'customer_sessions.customer_id')
        .selectAll('customers')
        .select([
          'customer_sessions.expires_at as session_expires_at',
          'customer_sessions.revoked_at as session_revoked_at',
        ])
        .where('customer_sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_expires_at, session_revoked_at, ...customer } = row;
      return { expires_at: session_expires_at, revoked_at: session_revoked_at, customer: customerOf(customer) };
    },

    async revokeSession(tokenHash: string, at: string): Promise<void> {
      await revokeWhere(at, (q) => q.where('token_hash', '=', tokenHash));
    },

    async revokeAllSessions(customerId: number, at: string): Promise<void> {
      await revokeWhere(at, (q) => q.where('customer_id', '=', customerId));
    },

    async revokeOtherSessions(customerId: number, keepTokenHash: string, at: string): Promise<void> {
      await revokeWhere(at, (q) => q.where('customer_id', '=', customerId).where('token_hash', '!=', keepTokenHash));
    },

    /** Housekeeping: sessions expired or revoked before `before` (idempotent; safe on every instance). */
    async deleteEndedBefore(before: string): Promise<number> {
      return deletedRows(
        db
          .deleteFrom('customer_sessions')
          .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)])),
      );
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;

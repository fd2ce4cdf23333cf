import type { MailMessage } from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { deletedRows, updatedAny } from '../affected-rows';
import { queueMail } from '../mail/outbox-repository';

/** Password reset tokens, stored hashed; each is used once. */
export function createPasswordResetRepository(db: Kysely<DB>) {
  return {
    /** A reset token and the mail that carries its link, written together: one never exists without the other. */
    async insertResetToken(
      row: { token_hash: string; customer_id: number; created_at: string; expires_at: string },
      mail: MailMessage,
    ) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('password_reset_tokens')
          .values({ ...row, used_at: null })
          .execute();
        await queueMail(trx, mail, row.created_at);
      });
    },

    async resetTokenByHash(tokenHash: string) {
      return db
        .selectFrom('password_reset_tokens')
        .select(['id', 'customer_id', 'created_at', 'expires_at', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Marks a token used; false when it already was (two concurrent redemptions: only one wins). */
    async useResetToken(id: number, at: string): Promise<boolean> {
      return updatedAny(
        db.updateTable('password_reset_tokens').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null),
      );
    },

    /** After a password change every outstanding reset link of the customer stops working. */
    async retireResetTokens(customerId: number, at: string): Promise<void> {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: at })
        .where('customer_id', '=', customerId)
        .where('used_at', 'is', null)
        .execute();
    },

    /** Housekeeping: reset tokens used or expired before `before`. */
    async deleteSpentBefore(before: string): Promise<number> {
      return deletedRows(
        db
          .deleteFrom('password_reset_tokens')
          .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)])),
      );
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { insertedRow } from '../inserted-row';
import { deletedRows } from '../affected-rows';

/** Redeemed captcha challenges, so a solved challenge is never accepted twice. */
export function createCaptchaRepository(db: Kysely<DB>) {
  return {
    /** Records a redeemed challenge; false when it was redeemed before (replay). */
    async markCaptchaUsed(challengeId: string, at: string): Promise<boolean> {
      return insertedRow(
        db
          .insertInto('captcha_used')
          .values({ challenge_id: challengeId, used_at: at })
          .onConflict((oc) => oc.column('challenge_id').doNothing()),
      );
    },

    /** Housekeeping: redeemed challenges older than any challenge can live (they could not be replayed anyway). */
    async deleteUsedBefore(before: string): Promise<number> {
      return deletedRows(db.deleteFrom('captcha_used').where('used_at', '<', before));
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;

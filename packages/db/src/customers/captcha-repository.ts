import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** Redeemed captcha challenges, so a solved challenge is never accepted twice. */
export function createCaptchaRepository(db: Kysely<DB>) {
  return {
    /** Records a redeemed challenge; false when it was redeemed before (replay). */
    async markCaptchaUsed(challengeId: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('captcha_used')
        .values({ challenge_id: challengeId, used_at: at })
        .onConflict((oc) => oc.column('challenge_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;

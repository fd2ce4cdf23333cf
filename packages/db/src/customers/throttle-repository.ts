import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';
import { deletedRows } from '../affected-rows';

/** Login throttle counters in fixed windows, shared by every instance through the database. */
export function createThrottleRepository(db: Kysely<DB>) {
  return {
    /**
     * Counts one hit on `key` in a fixed window ending `windowEndsAt` (a new window starts when the old
     * one has passed). One atomic upsert, so concurrent instances share the count.
     */
    async hit(key: string, now: string, windowEndsAt: string): Promise<{ hits: number; window_ends_at: string }> {
      return db
        .insertInto('auth_throttle')
        .values({ key, hits: 1, window_ends_at: windowEndsAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when auth_throttle.window_ends_at <= ${now} then 1 else auth_throttle.hits + 1 end`,
            window_ends_at: sql<string>`case when auth_throttle.window_ends_at <= ${now} then ${windowEndsAt} else auth_throttle.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
    },

    async peek(key: string) {
      return db
        .selectFrom('auth_throttle')
        .select(['hits', 'window_ends_at'])
        .where('key', '=', key)
        .executeTakeFirst();
    },

    /** Takes back one hit (a counted attempt that turned out to be the right password); never below 0. */
    async refund(key: string): Promise<void> {
      await db
        .updateTable('auth_throttle')
        .set({ hits: sql<number>`case when hits > 0 then hits - 1 else 0 end` })
        .where('key', '=', key)
        .execute();
    },

    async clearHits(key: string): Promise<void> {
      await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
    },

    /** Housekeeping: counters whose window ended before `before` (a new attempt would start afresh anyway). */
    async deleteWindowsEndedBefore(before: string): Promise<number> {
      return deletedRows(db.deleteFrom('auth_throttle').where('window_ends_at', '<', before));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;

import type { InsertResult } from 'kysely';

/**
 * Runs an insert that does nothing on conflict (`.onConflict((oc) => oc.doNothing())`) and answers whether it
 * added the row. One-time effects (a redeemed captcha, a webhook event, a membership activation, a reminder
 * claim) hang on this answer, so parallel callers agree on a single winner on both engines.
 */
export async function insertedRow(insert: { executeTakeFirst(): Promise<InsertResult> }): Promise<boolean> {
  const result = await insert.executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

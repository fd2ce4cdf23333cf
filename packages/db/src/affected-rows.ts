import type { DeleteResult, UpdateResult } from 'kysely';

/** Runs a delete and answers how many rows it removed (Kysely counts in bigint; callers compare numbers). */
export async function deletedRows(query: { executeTakeFirst(): Promise<DeleteResult> }): Promise<number> {
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

/**
 * Runs an update and answers how many rows it changed. A conditional update that must change exactly one row is
 * how a claim is won (one winner across instances), so callers compare this with 1.
 */
export async function updatedRows(query: { executeTakeFirst(): Promise<UpdateResult> }): Promise<number> {
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** A delete that says whether it removed anything (the caller's "was it there?"). */
export async function deletedAny(query: { executeTakeFirst(): Promise<DeleteResult> }): Promise<boolean> {
  return (await deletedRows(query)) > 0;
}

/** An update that says whether it changed anything (the row was there and matched). */
export async function updatedAny(query: { executeTakeFirst(): Promise<UpdateResult> }): Promise<boolean> {
  return (await updatedRows(query)) > 0;
}

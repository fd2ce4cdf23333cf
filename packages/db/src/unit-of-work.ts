import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** Thrown by a unit of work's `abort`: rolls the transaction back and becomes its answer. */
class Aborted extends Error {
  constructor(readonly outcome: unknown) {
    super('unit of work aborted');
  }
}

/** Rolls the unit of work back; `run` answers `outcome` instead (an expected failure is a value). */
export type Abort<F> = (outcome: F) => never;

/**
 * One transaction over the steps `bind` gives it (each feature's steps, bound to the transaction): the caller's
 * work reads as the list of steps, and any `abort` undoes all of them. The work's first statement should be a
 * write (a claim), which takes SQLite's write lock at once and PostgreSQL's row lock.
 */
export function unitOfWork<S>(db: Kysely<DB>, bind: (trx: Kysely<DB>) => S) {
  return async function run<T, F>(work: (steps: S, abort: Abort<F>) => Promise<T>): Promise<T | F> {
    const abort: Abort<F> = (outcome) => {
      throw new Aborted(outcome);
    };
    try {
      return await db.transaction().execute((trx) => work(bind(trx), abort));
    } catch (error) {
      if (error instanceof Aborted) return error.outcome as F;
      throw error;
    }
  };
}

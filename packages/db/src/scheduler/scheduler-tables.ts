/** One row per scheduled job and turn: the instance whose insert landed runs it (migration 0024). */
export interface JobRunTable {
  job: string;
  /** the turn's number: the job's clock time divided by its interval, rounded down */
  turn: number;
  instance: string;
  started_at: string;
}

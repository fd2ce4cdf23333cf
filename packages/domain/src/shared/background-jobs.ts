/**
 * The rules of the one job system for background work (issue 34, decision 033): a job is a row that one worker
 * takes under a lease, runs, and marks done; a failed try waits with exponential backoff, and after its last try the
 * job is dead (an operator sees it). A worker killed mid-job loses its lease when it runs out, and another worker
 * takes the job again, so every handler is idempotent. The numbers are decided.
 */

/** Where a job stands: waiting (or waiting for its next try), taken by a worker, finished, or given up. */
export type JobState = 'queued' | 'running' | 'done' | 'dead';

/** The moves a job makes; conditional updates take their `from` states from here. */
export const JOB_TRANSITIONS = {
  take: ['queued', 'running'],
  finish: ['running'],
  fail: ['running'],
  /** a worker still running the job extends its own lease */
  renew: ['running'],
} as const satisfies Record<string, readonly JobState[]>;

/** Decided: a job is tried this many times unless it says otherwise. */
export const JOB_DEFAULT_MAX_ATTEMPTS = 8;
/** Decided: the first retry waits five seconds; each next one twice as long… */
const JOB_RETRY_BASE_MS = 5_000;
/** …but never more than ten minutes. */
const JOB_RETRY_MAX_MS = 10 * 60_000;
/** Decided: a worker owns a job this long; a killed worker's job is taken again once it runs out. */
export const JOB_LEASE_MS = 60_000;
/**
 * Decided: while a handler runs, its worker renews the lease every third of the lease's length, so a long job (a
 * mail turn waiting out a silent SMTP server) keeps its lease and is not taken twice, and two renewals in a row may
 * fail (a busy database) before it runs out. A killed worker renews nothing: its job is free a lease later.
 */
export function jobLeaseRenewEveryMs(leaseMs: number = JOB_LEASE_MS): number {
  return Math.max(1, Math.floor(leaseMs / 3));
}

export function isJobState(value: string): value is JobState {
  return value === 'queued' || value === 'running' || value === 'done' || value === 'dead';
}

/** The wait before try `attempts + 1`, after `attempts` failed tries (exponential, capped). */
export function jobRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(JOB_RETRY_BASE_MS * 2 ** exponent, JOB_RETRY_MAX_MS);
}

/** What becomes of a job whose try number `attempts` (of `maxAttempts`) failed at `now`. */
export function jobAfterFailedTry(
  attempts: number,
  maxAttempts: number,
  now: Date,
): { state: 'dead'; run_at: null } | { state: 'queued'; run_at: string } {
  if (attempts >= maxAttempts) return { state: 'dead', run_at: null };
  return { state: 'queued', run_at: new Date(now.getTime() + jobRetryDelayMs(attempts)).toISOString() };
}

/** A scheduled task's job key: one job per task and turn, so a turn runs once whichever instance enqueues it. */
export function scheduledJobKey(task: string, turn: number): string {
  return `${task}#${turn}`;
}

/** A job as the queue keeps it; `payload` is the JSON its handler reads (and checks) itself. */
export interface BackgroundJob {
  id: number;
  kind: string;
  /** one job per key: a second enqueue with the same key is a no-op */
  key: string;
  payload: string;
  state: JobState;
  /** tries started so far, this one included once taken */
  attempts: number;
  max_attempts: number;
  /** when it may run (again) */
  run_at: string;
  /** the worker that took it owns it until then */
  leased_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

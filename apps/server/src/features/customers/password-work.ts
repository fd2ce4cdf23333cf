import { dummyPasswordHash, hashPassword, verifyPassword } from '@sulit/db';
import { DomainError } from '@sulit/domain';

/** The message of the 503 a login storm gets beyond the queue (the client retries after Retry-After). */
export const BUSY_MESSAGE = 'We are handling many sign-ins right now. Please try again in a moment.';

export interface PasswordWorkLimits {
  /** hashes computed at once: each scrypt (N=2^15 r=8 p=3) holds 32 MiB while it runs */
  concurrency: number;
  /** hashes that may wait for a turn; beyond this the request is answered 503 with Retry-After */
  queue: number;
  /** longest a hash may wait for its turn before it is answered 503 (well inside the 10 s idle timeout) */
  maxWaitMs?: number;
}

/** One hash at a time keeps the process within 32 MiB of its baseline and leaves a core for everything else;
 * 16 may wait, for at most 5 s. */
export const DEFAULT_PASSWORD_WORK: PasswordWorkLimits = { concurrency: 1, queue: 16, maxWaitMs: 5_000 };

/**
 * Password hashing with a ceiling (issue 9 item 3). scrypt is memory-hard by design, so 50 logins at
 * once would hold 50 × 32 MiB (50 × 128 MiB at the earlier N=2^17); here at most `concurrency` run, up to `queue` wait in order, and the
 * rest are refused at once with 503 + Retry-After rather than piling up. Requests that hash nothing never
 * wait behind this queue.
 */
export function createPasswordWork(
  limits: PasswordWorkLimits = DEFAULT_PASSWORD_WORK,
  scrypt = { hashPassword, verifyPassword, dummyPasswordHash },
) {
  let running = 0;
  const waiting: { go: () => void; timer: NodeJS.Timeout | undefined }[] = [];
  const maxWaitMs = limits.maxWaitMs ?? DEFAULT_PASSWORD_WORK.maxWaitMs!;
  const busy = () => new DomainError('unavailable', BUSY_MESSAGE, { reason: 'password_work_busy', retry_after: 2 });

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limits.concurrency) {
      if (waiting.length >= limits.queue) throw busy();
      await new Promise<void>((resolve, reject) => {
        const entry = {
          go: () => {
            clearTimeout(entry.timer);
            resolve();
          },
          // a hash that cannot start in time is refused, so a slow machine sheds load instead of piling up
          timer: setTimeout(() => {
            const at = waiting.indexOf(entry);
            if (at !== -1) waiting.splice(at, 1);
            reject(busy());
          }, maxWaitMs) as NodeJS.Timeout | undefined,
        };
        entry.timer?.unref();
        waiting.push(entry);
      });
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // hand the slot straight to the next in line, so `running` never dips and lets a newcomer jump the queue
      if (next) next.go();
      else running -= 1;
    }
  }

  return {
    hash: (password: string) => turn(() => scrypt.hashPassword(password)),
    /** verifies against the stored hash, or against a dummy one (same work) when there is none */
    verify: (password: string, stored: string | undefined) =>
      turn(async () => scrypt.verifyPassword(password, stored ?? (await scrypt.dummyPasswordHash()))),
    /** for tests and the benchmark */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

export type PasswordWork = ReturnType<typeof createPasswordWork>;

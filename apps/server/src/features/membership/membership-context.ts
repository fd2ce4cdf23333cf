import type { MembershipRepository } from '@sulit/db';
import { manilaDate, type MembershipProductRecord } from '@sulit/domain';

/** What every membership use-case works with (built once by the feature). */
export interface MembershipContext {
  memberships: MembershipRepository;
  clock: () => Date;
  publicUrl: string;
  /** card numbers; tests may fix it */
  randomDigits?: (count: number) => string;
  log?: { error: (obj: unknown, msg: string) => void };
}

/** Today in Asia/Manila, the calendar every membership date is kept in. */
export function todayOf(context: MembershipContext): string {
  return manilaDate(context.clock());
}

/** The catalogue's product of a card type (the first by sort order). */
export function productOfType(
  catalogue: readonly MembershipProductRecord[],
  type: string,
): MembershipProductRecord | undefined {
  return catalogue.find((p) => p.type === type);
}

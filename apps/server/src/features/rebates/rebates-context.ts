import type { CartRepository, DeliveredLine, RebateRepository } from '@sulit/db';
import { manilaDate, type RebateTerms, rebateTermsOf, rebateYearOf } from '@sulit/domain';

/** What the rebates feature works with (built once by registerRebatesFeature; app.ts fills the ports). */
export interface RebatesContext {
  rebates: RebateRepository;
  /** the customer's own carts (quote_id ownership) */
  carts: Pick<CartRepository, 'customerCartById'>;
  /** the orders feature's read of lines delivered since a time (keyset pages) */
  deliveredLinesSince: (
    sinceIso: string,
    limit: number,
    after: { at: string; lineId: number } | null,
  ) => Promise<DeliveredLine[]>;
  clock: () => Date;
  /** the return window an earn stays pending for (ms): the help centre's 7 days unless configured */
  returnWindowMs: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** The member's terms today (null when rebates do not apply to them) and their ledger facts. */
export async function memberOf(context: RebatesContext, customerId: number) {
  const now = context.clock();
  const facts = await context.rebates.memberFacts(customerId, rebateYearOf(now.toISOString()));
  const terms: RebateTerms | null = rebateTermsOf(facts.card, manilaDate(now));
  return { now, facts, terms };
}

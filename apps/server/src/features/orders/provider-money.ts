import type { OrdersDeps } from './orders-deps';

/**
 * Money the provider is asked to move after the sale (a cancel's refund, an edit's refund, picking's refund, a held
 * card's capture or void): recorded in its own row before it is sent, under the key the provider sees.
 */
export interface ProviderAsk {
  kind: 'refund' | 'capture';
  key: string;
  payment_ref: string;
  amount: number;
}

/**
 * Asks the provider for a recorded movement, with the same key each time (a replay never moves money twice), and
 * records its answer through `finish`. A throw (the provider down, the process busy) leaves the row requested for
 * the scheduled job (`sendPendingMoney`) to ask again.
 */
export async function askProvider(
  deps: OrdersDeps,
  ask: ProviderAsk,
  finish: (done: boolean) => Promise<void>,
): Promise<void> {
  const request = { paymentId: ask.payment_ref, amountCentavos: ask.amount, idempotencyKey: ask.key };
  try {
    if (ask.kind === 'refund') {
      if (!deps.refunds) return;
      await finish((await deps.refunds.refund(request)).refunded);
    } else {
      if (!deps.captures) return;
      await finish((await deps.captures.capture(request)).captured);
    }
  } catch (error) {
    deps.log.error({ err: error, key: ask.key, kind: ask.kind }, 'provider call failed; left requested for a retry');
  }
}

import type { Order, OrderLine, OrderStatus } from '@sulit/domain';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutDeps } from './checkout-deps';
import { createPaymentResultHandler } from './payment-result';

const ORDER = {
  id: 7,
  increment_id: '100000007',
  customer_id: 3,
  customer_email: 'rosa@example.com',
  status: 'pending',
  payment_method: 'sulit_card',
  payment_ref: 'pay_1',
  grand_total: 80_000,
  paid_at: null,
  released_at: null,
} as unknown as Order;

type SettleChange = { to: OrderStatus; paidStatus?: (lines: OrderLine[]) => OrderStatus };

/**
 * Mend 4 of issue 28: a settle try reads nothing for the mail before it knows it wins. The customer's first name and
 * the order's lines are read by the winning transaction itself (order-records `settlePayment`), never by the handler,
 * however many tries lose the race first.
 */
describe('the payment result handler', () => {
  function depsWhereSettleLosesFirst(losses: number) {
    let tries = 0;
    const settlePayment = vi.fn(async (_id: number, change: SettleChange) => {
      tries++;
      if (tries <= losses) return undefined;
      return { ...ORDER, status: change.to } as Order;
    });
    const deps = {
      checkout: {
        orderByIncrementId: vi.fn(async () => ORDER),
        orderLines: vi.fn(async () => []),
        settlePayment,
      },
      customers: { byId: vi.fn(async () => undefined) },
      clock: () => new Date('2026-11-21T04:00:00.000Z'),
      log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
      payments: null,
    } as unknown as CheckoutDeps;
    return { deps, settlePayment };
  }
  const paid = {
    orderRef: ORDER.increment_id,
    paymentId: 'pay_1',
    status: 'paid',
    amountCentavos: 80_000,
    currency: 'PHP',
  };

  it('reads neither the first name nor the lines on tries that lose, nor before the one that wins', async () => {
    const { deps, settlePayment } = depsWhereSettleLosesFirst(2);
    await createPaymentResultHandler(deps)(paid as Parameters<ReturnType<typeof createPaymentResultHandler>>[0]);
    expect(settlePayment).toHaveBeenCalledTimes(3);
    expect(deps.customers.byId).not.toHaveBeenCalled();
    expect(deps.checkout.orderLines).not.toHaveBeenCalled();
  });

  it('lets the winner decide a paid order’s status from its lines: a membership alone is complete', async () => {
    const { deps, settlePayment } = depsWhereSettleLosesFirst(0);
    await createPaymentResultHandler(deps)(paid as Parameters<ReturnType<typeof createPaymentResultHandler>>[0]);
    const change = settlePayment.mock.calls[0]![1];
    expect(change.to).toBe('processing');
    const line = (product_type: string) => ({ product_type }) as OrderLine;
    expect(change.paidStatus?.([line('customer_membership')])).toBe('complete');
    expect(change.paidStatus?.([line('customer_membership'), line('simple')])).toBe('processing');
  });
});

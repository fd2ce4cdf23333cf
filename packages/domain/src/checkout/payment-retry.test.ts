import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from './checkout-constants';
import {
  failureNoticeOf,
  paymentAttemptKey,
  paymentHoldUntil,
  paymentRetryOf,
  retriedStatus,
  retriesWith,
} from './payment-retry';

const NOW = new Date('2026-11-28T02:00:00.000Z');
const held = { status: 'holded' as const, released_at: null, payment_hold_until: paymentHoldUntil(NOW) };

describe('retrying a failed payment', () => {
  it('holds a failed order for twenty minutes from the failure', () => {
    expect(paymentHoldUntil(NOW)).toBe('2026-11-28T02:20:00.000Z');
  });

  it('retries a held order within its hold, and says the hold expired after it', () => {
    expect(paymentRetryOf(held, new Date('2026-11-28T02:19:59.000Z'))).toEqual({ kind: 'retry' });
    expect(paymentRetryOf(held, new Date('2026-11-28T02:20:00.000Z'))).toEqual({
      kind: 'expired',
      message: 'Your timeslot reservation has expired. Please select timeslot',
    });
    expect(paymentRetryOf({ ...held, released_at: NOW.toISOString() }, NOW).kind).toBe('expired');
    expect(paymentRetryOf({ ...held, payment_hold_until: null }, NOW).kind).toBe('expired');
  });

  it('answers an order already being paid again or paid, and refuses a closed one', () => {
    expect(paymentRetryOf({ ...held, status: 'pending' }, NOW)).toEqual({ kind: 'answer' });
    expect(paymentRetryOf({ ...held, status: 'processing' }, NOW)).toEqual({ kind: 'answer' });
    for (const status of ['canceled', 'closed', 'complete'] as const)
      expect(paymentRetryOf({ ...held, status }, NOW)).toEqual({
        kind: 'closed',
        message: CHECKOUT_MESSAGES.orderNotPending,
      });
  });

  it('pays a retry online or by cash, never as free', () => {
    expect(retriedStatus('sulit_card')).toBe('pending');
    expect(retriedStatus('sulit_vault')).toBe('pending');
    expect(retriedStatus('cashondelivery')).toBe('processing');
    expect(retriesWith('free')).toBe(false);
    expect(retriesWith('cashondelivery')).toBe(true);
  });

  it('keys the first attempt as before and each later one apart', () => {
    expect(paymentAttemptKey('000000123', 1)).toBe('order-000000123');
    expect(paymentAttemptKey('000000123', 2)).toBe('order-000000123-attempt-2');
  });
});

describe('the payment-failure page (issue 27.8)', () => {
  const order = {
    status: 'holded' as const,
    paid: false,
    released: false,
    holdUntil: paymentHoldUntil(NOW),
    fulfilment: 'delivery' as const,
  };

  it("says nothing about an order that is not the caller's", () => {
    const notice = failureNoticeOf(null, null, NOW);
    expect(notice).toMatchObject({ showsOrder: false, canRetry: false });
    expect(notice.message).not.toContain('charged');
  });

  it('never says "You have not been charged" for a paid order', () => {
    for (const status of ['processing', 'complete', 'canceled'] as const) {
      const notice = failureNoticeOf({ ...order, status, paid: true }, null, NOW);
      expect(notice.message).not.toContain('not been charged');
    }
  });

  it('offers a retry within the hold, and says the hold expired after it', () => {
    expect(failureNoticeOf(order, 'Your card was declined.', NOW)).toMatchObject({
      message: 'Your card was declined. You have not been charged.',
      canRetry: true,
    });
    const later = new Date(NOW.getTime() + 21 * 60_000);
    expect(failureNoticeOf(order, null, later)).toMatchObject({
      message: 'You have not been charged. Your timeslot reservation has expired. Please select timeslot',
      canRetry: false,
      canChooseAgain: true,
    });
  });

  it('sends a membership order, which has no slot, back to the cart rather than to a timeslot', () => {
    const membership = { ...order, fulfilment: 'none' as const };
    expect(failureNoticeOf(membership, 'Your card was declined.', NOW)).toMatchObject({
      canRetry: true,
      canChooseAgain: true,
      chooseAgainAt: 'cart',
      chooseAgainLabel: 'Return to your cart and try again',
    });
    const later = new Date(NOW.getTime() + 21 * 60_000);
    const expired = failureNoticeOf(membership, null, later);
    expect(expired.message).not.toMatch(/timeslot/i);
    expect(expired.message).toBe(
      'You have not been charged. The time to pay for this order has run out. Please order again from your cart.',
    );
    expect(failureNoticeOf(order, null, NOW)).toMatchObject({
      chooseAgainAt: 'timeslot',
      chooseAgainLabel: 'Choose a timeslot and try again',
    });
  });

  it('tells a pending payment apart from a failed one', () => {
    expect(failureNoticeOf({ ...order, status: 'pending' }, null, NOW).heading).toBe(
      'Your payment is still being confirmed',
    );
  });
});

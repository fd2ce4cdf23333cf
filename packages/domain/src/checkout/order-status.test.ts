import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_OPTIONS,
  DELIVERY_INSTRUCTION_PRESETS,
  DEFAULT_CANCELLATION_OPTION_KEY,
} from './checkout-constants';
import { canonicalJson, isIdempotencyKey, judgeIdempotentRequest } from './idempotency';
import { orderIncrementId, subOrderNumbers } from './order-numbers';
import {
  initialOrderStatus,
  nextOrderStatus,
  ORDER_STATUSES,
  orderStatusDisplay,
  orderStatusLabel,
  releasesReservations,
} from './order-status';

describe('order statuses (spec §3)', () => {
  it('has the machine statuses of the spec', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(
      [
        'processing',
        'canceled',
        'cancelled',
        'pending',
        'holded',
        'out_for_delivery',
        'complete',
        'completed',
        'closed',
        'fraud',
      ].sort(),
    );
  });
  it('online payments start pending; cash and free start processing', () => {
    expect(initialOrderStatus(true)).toBe('pending');
    expect(initialOrderStatus(false)).toBe('processing');
  });
  it('a payment moves a pending order once: paid → processing, declined → holded, expired → canceled', () => {
    expect(nextOrderStatus('pending', 'payment_succeeded')).toBe('processing');
    expect(nextOrderStatus('pending', 'payment_failed')).toBe('holded');
    expect(nextOrderStatus('pending', 'payment_expired')).toBe('canceled');
    expect(nextOrderStatus('processing', 'payment_succeeded')).toBeNull();
    expect(nextOrderStatus('holded', 'payment_succeeded')).toBeNull();
    expect(nextOrderStatus('canceled', 'payment_succeeded')).toBeNull();
  });
  it('delivery moves forward only', () => {
    expect(nextOrderStatus('processing', 'dispatch')).toBe('out_for_delivery');
    expect(nextOrderStatus('out_for_delivery', 'deliver')).toBe('complete');
    expect(nextOrderStatus('complete', 'dispatch')).toBeNull();
  });
  it('failed, cancelled and fraud orders give back their reservations', () => {
    expect(releasesReservations('holded')).toBe(true);
    expect(releasesReservations('canceled')).toBe(true);
    expect(releasesReservations('processing')).toBe(false);
  });
  it('displays Pending, Processing, Out for Delivery, Delivered, Cancelled, Payment Failed, uppercased', () => {
    expect(orderStatusLabel('pending')).toBe('Pending');
    expect(orderStatusLabel('processing')).toBe('Processing');
    expect(orderStatusLabel('out_for_delivery')).toBe('Out for Delivery');
    expect(orderStatusLabel('complete')).toBe('Delivered');
    expect(orderStatusLabel('completed')).toBe('Delivered');
    expect(orderStatusLabel('canceled')).toBe('Cancelled');
    expect(orderStatusLabel('cancelled')).toBe('Cancelled');
    expect(orderStatusLabel('holded')).toBe('Payment Failed');
    expect(orderStatusDisplay('holded')).toBe('PAYMENT FAILED');
    expect(orderStatusLabel('created')).toBe('Pending');
    expect(orderStatusLabel('shipped')).toBe('Out for Delivery');
  });
});

describe('order numbers', () => {
  it('nine-digit increment ids; third-party sellers get their own sub-order numbers', () => {
    expect(orderIncrementId(1)).toBe('100000001');
    expect([...subOrderNumbers('100000007', ['sulit', 'shop-a', 'shop-b', 'shop-a'])]).toEqual([
      ['sulit', '100000007'],
      ['shop-a', '100000007-1'],
      ['shop-b', '100000007-2'],
    ]);
  });
});

describe('presets of spec §2 and §3', () => {
  it('the delivery-instruction dropdown has 10 preset notes, among them the spec examples', () => {
    expect(DELIVERY_INSTRUCTION_PRESETS).toHaveLength(10);
    expect(new Set(DELIVERY_INSTRUCTION_PRESETS).size).toBe(10);
    const text = DELIVERY_INSTRUCTION_PRESETS.join('|').toLowerCase();
    for (const example of ['valid id', 'do not ring the doorbell', 'leave with the guard', 'sms on arrival'])
      expect(text).toContain(example);
  });
  it('cancellation options are {key, value} with a default', () => {
    expect(CANCELLATION_OPTIONS.map((o) => o.key)).toContain(DEFAULT_CANCELLATION_OPTION_KEY);
    for (const option of CANCELLATION_OPTIONS) expect(option.value.length).toBeGreaterThan(0);
  });
});

describe('Idempotency-Key', () => {
  it('first use proceeds; same body replays; another body is 422; in flight is 409', () => {
    expect(judgeIdempotentRequest(undefined, 'h1')).toEqual({ kind: 'proceed' });
    expect(judgeIdempotentRequest({ request_hash: 'h1', state: 'done' }, 'h1')).toEqual({ kind: 'replay' });
    expect(judgeIdempotentRequest({ request_hash: 'h1', state: 'done' }, 'h2')).toMatchObject({ status: 422 });
    expect(judgeIdempotentRequest({ request_hash: 'h1', state: 'in_flight' }, 'h1')).toMatchObject({ status: 409 });
  });
  it('keys are 8-128 safe characters; bodies compare by canonical JSON', () => {
    expect(isIdempotencyKey('a1b2c3d4-0000')).toBe(true);
    expect(isIdempotencyKey('short')).toBe(false);
    expect(isIdempotencyKey('has space in it')).toBe(false);
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(canonicalJson({ a: [1, { c: 3, d: 2 }], b: 1 }));
  });
});

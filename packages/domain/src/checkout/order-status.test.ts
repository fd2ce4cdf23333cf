import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_OPTIONS,
  DELIVERY_INSTRUCTION_PRESETS,
  DEFAULT_CANCELLATION_OPTION_KEY,
  IDEMPOTENCY_LEASE_MS,
} from './checkout-constants';
import { canonicalJson, isIdempotencyKey, judgeIdempotentRequest, leaseUntilFrom } from './idempotency';
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
  const now = new Date('2026-11-28T10:00:00Z');
  const leased = '2026-11-28T10:00:30.000Z';
  it('first use proceeds; same body replays; another body is 422; in flight under its lease is 409', () => {
    expect(judgeIdempotentRequest(undefined, 'h1', now)).toEqual({ kind: 'proceed' });
    const done = { request_hash: 'h1', state: 'done', lease_until: null } as const;
    expect(judgeIdempotentRequest(done, 'h1', now)).toEqual({ kind: 'replay' });
    expect(judgeIdempotentRequest(done, 'h2', now)).toMatchObject({
      status: 422,
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect(
      judgeIdempotentRequest({ request_hash: 'h1', state: 'in_flight', lease_until: leased }, 'h1', now),
    ).toMatchObject({
      status: 409,
      message: 'A request with this Idempotency-Key is still being processed. Please wait and retry.',
    });
  });
  it('a key left in flight (its request died) is taken over once its 30 s lease has ended', () => {
    expect(IDEMPOTENCY_LEASE_MS).toBe(30_000);
    expect(leaseUntilFrom(now)).toBe(leased);
    const inFlight = { request_hash: 'h1', state: 'in_flight', lease_until: leased } as const;
    expect(judgeIdempotentRequest(inFlight, 'h1', new Date('2026-11-28T10:00:29.999Z')).kind).toBe('in_flight');
    expect(judgeIdempotentRequest(inFlight, 'h1', new Date('2026-11-28T10:00:30Z'))).toEqual({ kind: 'take_over' });
    expect(judgeIdempotentRequest({ ...inFlight, lease_until: null }, 'h1', now)).toEqual({ kind: 'take_over' });
    // another body is refused however old the key is
    expect(judgeIdempotentRequest(inFlight, 'h2', new Date('2026-11-29T00:00:00Z')).kind).toBe('mismatch');
  });
  it('keys are 8-128 safe characters; bodies compare by canonical JSON', () => {
    expect(isIdempotencyKey('a1b2c3d4-0000')).toBe(true);
    expect(isIdempotencyKey('short')).toBe(false);
    expect(isIdempotencyKey('has space in it')).toBe(false);
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(canonicalJson({ a: [1, { c: 3, d: 2 }], b: 1 }));
  });
});

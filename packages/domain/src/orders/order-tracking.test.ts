import { describe, expect, it } from 'vitest';
import { orderStatusLabel } from '../checkout/order-status';
import {
  IN_PROGRESS_STEPS,
  nextRatingPrompt,
  orderTimeline,
  showsNewOrderNotice,
  skipsTrackingLookup,
  TRACKING_STEP_LABELS,
  trackerStage,
  trackingGroup,
  trackingKind,
  trackingPath,
} from './order-tracking';

/** Spec §4's in-progress group, word for word; the track-and-trace statuses begin with it. */
const IN_PROGRESS_LABELS = [
  'Order Created',
  'Verifying Order',
  'Order Accepted',
  'Being Fulfilled',
  'Ready to Ship',
  'Out for Delivery',
];

describe('order tracking (spec §3, §4)', () => {
  it('names the track-and-trace statuses word for word', () => {
    expect(Object.values(TRACKING_STEP_LABELS)).toEqual([
      ...IN_PROGRESS_LABELS,
      'Completed',
      'Order Cancelled',
      'Payment Failed',
    ]);
  });

  it('keeps the in-progress group of spec §4', () => {
    expect(IN_PROGRESS_STEPS.map((s) => TRACKING_STEP_LABELS[s])).toEqual(IN_PROGRESS_LABELS);
  });

  it('puts delivered, cancelled, payment failed, complete, completed in the final group', () => {
    for (const s of ['complete', 'completed', 'canceled', 'cancelled', 'holded'] as const)
      expect(trackingGroup(s)).toBe('final');
    for (const s of [
      'processing',
      'out_for_delivery',
      'pending',
      'created',
      'ov_in_progress',
      'resolved',
      'handled_by_warehouse',
      'shipped',
    ] as const)
      expect(trackingGroup(s)).toBe('ongoing');
  });

  it('maps display statuses to tracker stages exactly', () => {
    expect(trackerStage('Processing')).toBe('out_for_delivery');
    expect(trackerStage('Delivered')).toBe('complete');
    expect(trackerStage('Payment Failed')).toBe('payment_failed');
    expect(trackerStage('Cancelled')).toBe('canceled');
    expect(trackerStage('Pending')).toBe('canceled');
    expect(trackerStage(orderStatusLabel('holded'))).toBe('payment_failed');
  });

  it('skips the lookup for cancelled and payment-failed (holded) orders', () => {
    expect(skipsTrackingLookup('canceled')).toBe(true);
    expect(skipsTrackingLookup('cancelled')).toBe(true);
    expect(skipsTrackingLookup('holded')).toBe(true);
    expect(skipsTrackingLookup('processing')).toBe(false);
    expect(skipsTrackingLookup('complete')).toBe(false);
  });

  it('gives membership and third-party orders their own tracking paths', () => {
    expect(trackingPath(trackingKind('sulit', ['simple']), '100000001')).toBe('/track-and-trace/track/100000001');
    expect(trackingPath(trackingKind('acme', ['simple']), '100000001-1')).toBe('/track-and-trace/trace/100000001-1');
    expect(trackingPath(trackingKind('sulit', ['customer_membership']), '100000002')).toBe(
      '/track-and-trace/package/100000002',
    );
    expect(trackingKind('sulit', ['customer_membership', 'simple'])).toBe('own_store');
  });

  it('shows the new-order notice when the latest number differs from the shown one, or none was shown', () => {
    expect(showsNewOrderNotice('100000002', null)).toBe(true);
    expect(showsNewOrderNotice('100000002', '100000001')).toBe(true);
    expect(showsNewOrderNotice('100000002', '100000002')).toBe(false);
    expect(showsNewOrderNotice(null, null)).toBe(false);
  });

  it('cycles the rating prompt through orders awaiting rating', () => {
    const awaiting = ['A', 'B', 'C'];
    expect(nextRatingPrompt(awaiting, null)).toBe('A');
    expect(nextRatingPrompt(awaiting, 'A')).toBe('B');
    expect(nextRatingPrompt(awaiting, 'C')).toBe('A');
    expect(nextRatingPrompt(awaiting, 'gone')).toBe('A');
    expect(nextRatingPrompt([], 'A')).toBeNull();
  });

  it('draws the timeline Order Created … Completed, or ends at Order Cancelled', () => {
    const t0 = '2026-11-25T02:00:00.000Z';
    const t1 = '2026-11-25T03:00:00.000Z';
    const open = orderTimeline([{ step: 'created', at: t0 }]);
    expect(open.map((e) => e.label)).toEqual(Object.values(TRACKING_STEP_LABELS).slice(0, 7));
    expect(open[0]).toMatchObject({ reached: true, current: true, at: t0 });
    expect(open[6]).toMatchObject({ reached: false, at: null });
    const cancelled = orderTimeline([
      { step: 'created', at: t0 },
      { step: 'cancelled', at: t1 },
    ]);
    expect(cancelled.map((e) => e.label)).toEqual(['Order Created', 'Order Cancelled']);
    expect(cancelled[1]).toMatchObject({ current: true, at: t1 });
  });
});

import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_PRODUCT_TYPE } from '../cart/cart-constants';
import { ownStepTransitions, transitionPath } from './order-progress';
import {
  orderStatusDisplayOf,
  orderStatusLabelOf,
  orderTimeline,
  shownOnTrackAndTrace,
  statusWhenPaid,
  TRACKING_STEP_LABELS,
} from './order-tracking';

describe('pickup, hidden statuses and paid memberships (issue 29)', () => {
  it('walks a store pickup from Ready to Ship straight to Completed, never Out for Delivery', () => {
    const path = transitionPath(ownStepTransitions('pickup'), 'created', 'delivered');
    expect(path?.map((s) => TRACKING_STEP_LABELS[s])).toEqual([
      'Verifying Order',
      'Order Accepted',
      'Being Fulfilled',
      'Ready to Ship',
      'Completed',
    ]);
    expect(transitionPath(ownStepTransitions('pickup'), 'ready_to_ship', 'out_for_delivery')).toBeNull();
    // a delivery still goes out for delivery
    expect(transitionPath(ownStepTransitions('delivery'), 'ready_to_ship', 'delivered')).toEqual([
      'out_for_delivery',
      'delivered',
    ]);
  });

  it("shows a pickup's timeline without Out for Delivery", () => {
    const labels = orderTimeline([{ step: 'created', at: '2026-11-01T00:00:00.000Z' }], 'pickup').map((e) => e.label);
    expect(labels).not.toContain('Out for Delivery');
    expect(labels.at(-1)).toBe('Completed');
    expect(orderTimeline([{ step: 'created', at: '2026-11-01T00:00:00.000Z' }]).map((e) => e.label)).toContain(
      'Out for Delivery',
    );
  });

  it('never words a pickup as Out for Delivery (spec §3 display statuses)', () => {
    expect(orderStatusLabelOf('out_for_delivery', 'pickup')).toBe('Processing');
    expect(orderStatusDisplayOf('out_for_delivery', 'pickup')).toBe('PROCESSING');
    expect(orderStatusLabelOf('out_for_delivery', 'delivery')).toBe('Out for Delivery');
    expect(orderStatusLabelOf('complete', 'pickup')).toBe('Delivered');
  });

  it('hides cancelled and payment-failed parts from track and trace (spec §9)', () => {
    expect(shownOnTrackAndTrace('canceled')).toBe(false);
    expect(shownOnTrackAndTrace('cancelled')).toBe(false);
    expect(shownOnTrackAndTrace('holded')).toBe(false);
    expect(shownOnTrackAndTrace('processing')).toBe(true);
    expect(shownOnTrackAndTrace('complete')).toBe(true);
  });

  it('completes a paid order of membership cards alone, and only that', () => {
    expect(statusWhenPaid('processing', [MEMBERSHIP_PRODUCT_TYPE])).toBe('complete');
    expect(statusWhenPaid('processing', [MEMBERSHIP_PRODUCT_TYPE, 'simple'])).toBe('processing');
    expect(statusWhenPaid('processing', [])).toBe('processing');
    expect(statusWhenPaid('holded', [MEMBERSHIP_PRODUCT_TYPE])).toBe('holded');
  });
});

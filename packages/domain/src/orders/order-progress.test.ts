import { describe, expect, it } from 'vitest';
import { statusesOfFilter } from './order-history';
import { PROGRESS_STEPS } from './order-tracking';
import {
  isOperatorTarget,
  orderStatusAtStep,
  OWN_STEP_TRANSITIONS,
  SELLER_TRANSITIONS,
  sellerCodeOfTarget,
  shopperCanCancel,
  stepSendsMail,
  transitionPath,
} from './order-progress';

describe('order status changes (issue 12)', () => {
  it('walks the own-store table to a target, recording every step passed', () => {
    expect(transitionPath(OWN_STEP_TRANSITIONS, 'created', 'delivered')).toEqual(PROGRESS_STEPS.slice(1));
    expect(transitionPath(OWN_STEP_TRANSITIONS, 'fulfilling', 'cancelled')).toEqual(['cancelled']);
  });

  it('refuses moves the table lacks: backwards, out of a final step, to the same step', () => {
    expect(transitionPath(OWN_STEP_TRANSITIONS, 'delivered', 'cancelled')).toBeNull();
    expect(transitionPath(OWN_STEP_TRANSITIONS, 'out_for_delivery', 'accepted')).toBeNull();
    expect(transitionPath(OWN_STEP_TRANSITIONS, 'cancelled', 'delivered')).toBeNull();
    expect(transitionPath(OWN_STEP_TRANSITIONS, 'accepted', 'accepted')).toBeNull();
    expect(transitionPath(SELLER_TRANSITIONS, 'completed', 'cancelled')).toBeNull();
    expect(transitionPath(SELLER_TRANSITIONS, 'shipped', 'cancelled')).toBeNull();
  });

  it('walks the third-party codes of spec §3', () => {
    expect(transitionPath(SELLER_TRANSITIONS, 'created', 'completed')).toEqual([
      'ov_in_progress',
      'resolved',
      'handled_by_warehouse',
      'handled_by_warehouse_next',
      'shipped',
      'completed',
    ]);
    expect(transitionPath(SELLER_TRANSITIONS, 'hold', 'resolved')).toEqual(['resolved']);
    expect(sellerCodeOfTarget('delivered')).toBe('completed');
    expect(sellerCodeOfTarget('shipped_next')).toBe('shipped_next');
  });

  it('gives each own-store step its machine status', () => {
    expect(orderStatusAtStep('accepted')).toBe('processing');
    expect(orderStatusAtStep('out_for_delivery')).toBe('out_for_delivery');
    expect(orderStatusAtStep('delivered')).toBe('complete');
    expect(orderStatusAtStep('cancelled')).toBe('canceled');
  });

  it('lets a shopper cancel until the order is being fulfilled', () => {
    expect(shopperCanCancel({ status: 'processing', ownStep: 'created', sellerCodes: ['created'] })).toBe(true);
    expect(shopperCanCancel({ status: 'pending', ownStep: 'created', sellerCodes: [] })).toBe(true);
    expect(shopperCanCancel({ status: 'processing', ownStep: 'accepted', sellerCodes: [] })).toBe(true);
    expect(shopperCanCancel({ status: 'processing', ownStep: 'fulfilling', sellerCodes: [] })).toBe(false);
    expect(shopperCanCancel({ status: 'processing', ownStep: null, sellerCodes: ['handled_by_warehouse'] })).toBe(
      false,
    );
    expect(shopperCanCancel({ status: 'complete', ownStep: 'delivered', sellerCodes: [] })).toBe(false);
    expect(shopperCanCancel({ status: 'canceled', ownStep: 'cancelled', sellerCodes: [] })).toBe(false);
  });

  it('mails on out-for-delivery and delivered only', () => {
    expect(stepSendsMail('out_for_delivery')).toBe(true);
    expect(stepSendsMail('delivered')).toBe(true);
    expect(stepSendsMail('accepted')).toBe(false);
  });

  it('knows the operator targets', () => {
    expect(isOperatorTarget('delivered')).toBe(true);
    expect(isOperatorTarget('handled_by_warehouse')).toBe(true);
    expect(isOperatorTarget('teleported')).toBe(false);
  });

  it('filters history by display status', () => {
    expect(statusesOfFilter('all')).toBeNull();
    expect(statusesOfFilter('delivered')).toEqual(['complete', 'completed']);
    expect(statusesOfFilter('payment_failed')).toEqual(['holded']);
    expect(statusesOfFilter('cancelled')).toEqual(['closed', 'canceled', 'cancelled', 'fraud']);
  });
});

describe('an order of third-party sellers only', () => {
  it('follows its sub-orders', async () => {
    const { orderStatusOfSellerParts } = await import('./order-progress');
    expect(orderStatusOfSellerParts('processing', ['cancelled', 'cancelled'])).toBe('canceled');
    expect(orderStatusOfSellerParts('processing', ['completed', 'cancelled'])).toBe('complete');
    expect(orderStatusOfSellerParts('processing', ['shipped', 'created'])).toBe('out_for_delivery');
    expect(orderStatusOfSellerParts('processing', ['resolved'])).toBe('processing');
  });
});

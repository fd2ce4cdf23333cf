import { describe, expect, it } from 'vitest';
import { type CheckoutButtonFacts, decideCheckoutButton, mayBuyGoods } from './checkout-button';

const ready: CheckoutButtonFacts = {
  isLoggedIn: true,
  cartIsEmpty: false,
  isMembershipOnly: false,
  hasActiveMembership: true,
  hasMembershipItemInCart: false,
  hasSavedAddress: true,
  isStorePickup: false,
  pickupBlockedSkus: [],
};
const clean = { invalid_qty: [], invalid_sku: [] };

describe('checkout button (spec §4, in order)', () => {
  it('a guest must log in first and comes back to checkout (spec §6)', () => {
    expect(decideCheckoutButton({ ...ready, isLoggedIn: false })).toEqual({ action: 'login', redirectTo: '/checkout' });
  });

  it('an empty cart goes back to the cart', () => {
    expect(decideCheckoutButton({ ...ready, cartIsEmpty: true })).toEqual({
      action: 'go_to_cart',
      path: '/checkout/cart',
    });
  });

  it('1. membership-only cart: sync the cart and go to payment, even without membership or address', () => {
    expect(
      decideCheckoutButton({
        ...ready,
        isMembershipOnly: true,
        hasMembershipItemInCart: true,
        hasActiveMembership: false,
        hasSavedAddress: false,
      }),
    ).toEqual({ action: 'sync_and_go_to_payment', path: '/checkout/payment' });
  });

  it('2. no membership code and no membership item: go to buy membership with the apply popup', () => {
    expect(decideCheckoutButton({ ...ready, hasActiveMembership: false, hasSavedAddress: false })).toEqual({
      action: 'buy_membership',
      path: '/lofcustomermembership/buy',
      state: { showPopup: 'apply' },
    });
  });

  it('2. a membership item in the cart lets a non-member through', () => {
    expect(
      decideCheckoutButton({ ...ready, hasActiveMembership: false, hasMembershipItemInCart: true }, clean).action,
    ).toBe('sync_and_go_to_shipping_details');
  });

  it('3. no saved address: open the add-address dialog', () => {
    expect(
      decideCheckoutButton({ ...ready, hasSavedAddress: false, isStorePickup: true, pickupBlockedSkus: ['X'] }),
    ).toEqual({
      action: 'add_address',
    });
  });

  it('4. store pickup with bulky or non-pickup items shows a notice naming them', () => {
    expect(decideCheckoutButton({ ...ready, isStorePickup: true, pickupBlockedSkus: ['BULKY-1'] }, clean)).toEqual({
      action: 'pickup_notice',
      skus: ['BULKY-1'],
    });
    // Bulky goods delivered (not picked up) pass.
    expect(decideCheckoutButton({ ...ready, pickupBlockedSkus: ['BULKY-1'] }, clean).action).toBe(
      'sync_and_go_to_shipping_details',
    );
  });

  it('5. stock is validated only after every other branch passed', () => {
    expect(decideCheckoutButton(ready)).toEqual({ action: 'validate_stock' });
  });

  it('5. no invalid_qty and no invalid_sku: sync the cart and go to shipping details', () => {
    expect(decideCheckoutButton(ready, clean)).toEqual({
      action: 'sync_and_go_to_shipping_details',
      path: '/checkout/shipping-details',
    });
  });

  it('5. otherwise the out-of-stock modal opens with the offending skus', () => {
    expect(decideCheckoutButton(ready, { invalid_qty: ['A'], invalid_sku: [] })).toEqual({
      action: 'out_of_stock',
      invalid_qty: ['A'],
      invalid_sku: [],
    });
    expect(decideCheckoutButton(ready, { invalid_qty: [], invalid_sku: ['B'] }).action).toBe('out_of_stock');
  });

  it('goods need a membership unless the cart holds a membership item (spec §6)', () => {
    expect(mayBuyGoods({ hasActiveMembership: false, hasMembershipItemInCart: false })).toBe(false);
    expect(mayBuyGoods({ hasActiveMembership: false, hasMembershipItemInCart: true })).toBe(true);
    expect(mayBuyGoods({ hasActiveMembership: true, hasMembershipItemInCart: false })).toBe(true);
  });
});

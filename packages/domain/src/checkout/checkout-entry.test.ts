import { describe, expect, it } from 'vitest';
import { type CheckoutEntryFacts, checkoutEntryStep } from './checkout-entry';

const facts = (overrides: Partial<CheckoutEntryFacts> = {}, query = ''): CheckoutEntryFacts => ({
  checkoutAddressId: null,
  checkoutPickupStore: null,
  query: new URLSearchParams(query),
  outOfStock: false,
  headerIsPickup: true,
  ...overrides,
});

describe('checkoutEntryStep (issue 28: the header’s pickup store carries into checkout)', () => {
  it('opens pickup details when the header chose pickup and checkout holds no choice yet', () => {
    expect(checkoutEntryStep(facts())).toBe('pickup_details');
  });

  it('stays on shipping details when the header chose delivery', () => {
    expect(checkoutEntryStep(facts({ headerIsPickup: false }))).toBe('shipping_details');
  });

  it('stays on shipping details once the shopper chose delivery on the way in (?address_id, ?delivery)', () => {
    expect(checkoutEntryStep(facts({}, 'address_id=12&saved=created'))).toBe('shipping_details');
    expect(checkoutEntryStep(facts({}, 'delivery=1'))).toBe('shipping_details');
    expect(checkoutEntryStep(facts({}, 'saved=created'))).toBe('pickup_details');
  });

  it('keeps a choice checkout already holds, an address or a store', () => {
    expect(checkoutEntryStep(facts({ checkoutAddressId: 7 }))).toBe('shipping_details');
    expect(checkoutEntryStep(facts({ checkoutPickupStore: 'cebu' }))).toBe('shipping_details');
  });

  it('shows an out-of-stock cart its notice on shipping details', () => {
    expect(checkoutEntryStep(facts({ outOfStock: true }))).toBe('shipping_details');
  });
});

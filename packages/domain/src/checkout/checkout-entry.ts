/** Which page `/checkout` opens on: shipping details (delivery) or the pickup details page. */
export type CheckoutEntryStep = 'shipping_details' | 'pickup_details';

/**
 * The query words by which the shopper chose delivery on the way into `/checkout`: the pickup page's "deliver
 * instead" (`?delivery=1`) and an address just added or chosen on the delivery-address page (`?address_id=…`).
 */
const CHOSE_DELIVERY_PARAMS = ['delivery', 'address_id'] as const;

export interface CheckoutEntryFacts {
  /** the address checkout already holds (null: none chosen yet) */
  checkoutAddressId: number | null;
  /** the pickup store checkout already holds (null: none chosen yet) */
  checkoutPickupStore: string | null;
  /** the request's query: did the shopper just choose delivery? */
  query: { has(name: string): boolean };
  /** the checkout button ended on the out-of-stock notice, which shipping details shows */
  outOfStock: boolean;
  /** the header's location is a store pickup (spec §3 tempCurrentLocation.isPickUp) */
  headerIsPickup: boolean;
}

/**
 * Issue 28: pickup chosen in the header carries into checkout — `/checkout` opens the pickup details page — until
 * the shopper chooses in checkout itself: an address or store already held, or delivery chosen on the way in
 * (`CHOSE_DELIVERY_PARAMS`). An out-of-stock cart stays where its notice shows.
 */
export function checkoutEntryStep(facts: CheckoutEntryFacts): CheckoutEntryStep {
  const undecided = facts.checkoutAddressId === null && facts.checkoutPickupStore === null;
  const choseDelivery = CHOSE_DELIVERY_PARAMS.some((name) => facts.query.has(name));
  return undecided && !choseDelivery && !facts.outOfStock && facts.headerIsPickup
    ? 'pickup_details'
    : 'shipping_details';
}

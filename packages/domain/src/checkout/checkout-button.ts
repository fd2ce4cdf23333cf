/**
 * Spec §4 Checkout button: "refresh customer and cart, compute totals, then:
 * 1. Membership-only cart: sync the cart and go to payment.
 * 2. No membership code and no membership item in the cart: go to buy membership with the apply popup.
 * 3. No saved address: open the add-address dialog.
 * 4. Store pickup chosen but bulky or non-pickup items exist: show a notice.
 * 5. Otherwise validate stock; if there is no invalid_qty and no invalid_sku, sync the cart and go to
 *    shipping details. Otherwise the out-of-stock modal opens."
 * Spec §6: a guest must log in before checkout steps needing a customer (checked first).
 * Membership facts are inputs, so the membership feature plugs in without changing this rule.
 */
import {
  BUY_MEMBERSHIP_PATH,
  CART_PATH,
  CHECKOUT_PAYMENT_PATH,
  CHECKOUT_SHIPPING_DETAILS_PATH,
} from './checkout-constants';

export interface CheckoutButtonFacts {
  isLoggedIn: boolean;
  cartIsEmpty: boolean;
  /** every line is a membership card */
  isMembershipOnly: boolean;
  /** the customer has an active membership code */
  hasActiveMembership: boolean;
  hasMembershipItemInCart: boolean;
  hasSavedAddress: boolean;
  isStorePickup: boolean;
  /** skus that are bulky or not allowed for pickup */
  pickupBlockedSkus: readonly string[];
}

export interface StockCheck {
  invalid_qty: readonly string[];
  invalid_sku: readonly string[];
}

export type CheckoutButtonDecision =
  | { action: 'login'; redirectTo: '/checkout' }
  | { action: 'go_to_cart'; path: typeof CART_PATH }
  | { action: 'sync_and_go_to_payment'; path: typeof CHECKOUT_PAYMENT_PATH }
  | { action: 'buy_membership'; path: typeof BUY_MEMBERSHIP_PATH; state: { showPopup: 'apply' } }
  | { action: 'add_address' }
  | { action: 'pickup_notice'; skus: readonly string[] }
  | { action: 'validate_stock' }
  | { action: 'sync_and_go_to_shipping_details'; path: typeof CHECKOUT_SHIPPING_DETAILS_PATH }
  | { action: 'out_of_stock'; invalid_qty: readonly string[]; invalid_sku: readonly string[] };

/**
 * The decision in the spec's order. Stock is validated only once every earlier branch has passed:
 * without `stock` the answer is `validate_stock`; call again with the validation's result.
 */
export function decideCheckoutButton(facts: CheckoutButtonFacts, stock?: StockCheck): CheckoutButtonDecision {
  if (!facts.isLoggedIn) return { action: 'login', redirectTo: '/checkout' };
  if (facts.cartIsEmpty) return { action: 'go_to_cart', path: CART_PATH };
  if (facts.isMembershipOnly) return { action: 'sync_and_go_to_payment', path: CHECKOUT_PAYMENT_PATH };
  if (!facts.hasActiveMembership && !facts.hasMembershipItemInCart)
    return { action: 'buy_membership', path: BUY_MEMBERSHIP_PATH, state: { showPopup: 'apply' } };
  if (!facts.hasSavedAddress) return { action: 'add_address' };
  if (facts.isStorePickup && facts.pickupBlockedSkus.length > 0)
    return { action: 'pickup_notice', skus: facts.pickupBlockedSkus };
  if (!stock) return { action: 'validate_stock' };
  if (stock.invalid_qty.length === 0 && stock.invalid_sku.length === 0)
    return { action: 'sync_and_go_to_shipping_details', path: CHECKOUT_SHIPPING_DETAILS_PATH };
  return { action: 'out_of_stock', invalid_qty: stock.invalid_qty, invalid_sku: stock.invalid_sku };
}

/** Spec §6 Member: goods need a membership unless the cart holds a membership item. */
export function mayBuyGoods(facts: { hasActiveMembership: boolean; hasMembershipItemInCart: boolean }): boolean {
  return facts.hasActiveMembership || facts.hasMembershipItemInCart;
}

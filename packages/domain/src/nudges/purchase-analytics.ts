/**
 * Purchase analytics (spec §7 "purchase-analytics call", §9 "Add-to-cart sources and page types"). The store
 * counts adds to the cart per day, product and page type, and nothing else: no customer, session, address or
 * device is recorded, so the figures are not personal data.
 */
import { isCheckoutStep, parseProductPath } from '../catalog/catalog-routing';

/** Spec §9: "Add-to-cart sources and page types". */
export const ADD_TO_CART_PAGE_TYPES = [
  'homepage',
  'listing',
  'detail',
  'cart',
  'checkout',
  'payment',
  'confirmation',
  'membership',
  'account',
  'online marketplace',
] as const;
export type AddToCartPageType = (typeof ADD_TO_CART_PAGE_TYPES)[number];

export function isAddToCartPageType(value: string): value is AddToCartPageType {
  return (ADD_TO_CART_PAGE_TYPES as readonly string[]).includes(value);
}

/** Decided: one request counts at most this many units (the cart's own line maximum). */
export const PURCHASE_ANALYTICS_MAX_QTY = 999;

/** The page type of a store path (spec §2 paths), for the add-to-cart source the web reports. */
export function pageTypeOfPath(path: string): AddToCartPageType {
  const clean = path.split(/[?#]/)[0] ?? '/';
  if (clean === '/' || clean === '') return 'homepage';
  if (clean === '/checkout/cart') return 'cart';
  if (clean.startsWith('/checkout/onepage/success')) return 'confirmation';
  if (clean.startsWith('/checkout/payment') || clean === '/checkout-payment-method') return 'payment';
  if (isCheckoutStep(clean) || clean === '/checkout-delivery') return 'checkout';
  if (clean.startsWith('/lofcustomermembership') || clean === '/my-membership') return 'membership';
  if (clean.startsWith('/customer/') || clean.startsWith('/sales/') || clean.startsWith('/shopping-list')) {
    return 'account';
  }
  if (clean === '/online-marketplace.html' || clean.startsWith('/shop/') || clean.startsWith('/market-place/')) {
    return 'online marketplace';
  }
  if (parseProductPath(clean)) return 'detail';
  return 'listing';
}

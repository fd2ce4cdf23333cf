import type { CartProductFacts } from './cart-pricing';

/** The cart tests' product: a plain own-store item, with the facts a test is about given in `over`. */
export const testProductFacts = (over: Partial<CartProductFacts> = {}): CartProductFacts => ({
  product_id: 1,
  sku: 'SR-1',
  name: 'Jasmine Rice 5 kg',
  seller_id: 'sulit',
  shop_name: 'Sulit Club',
  product_type: 'simple',
  price: 45_000,
  special_price: null,
  campaign: null,
  promo_tag: null,
  is_bulky: false,
  is_gas: false,
  ...over,
});

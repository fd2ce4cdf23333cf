import type { DiscountRepository } from '@sulit/db';

/** What the shopper's side of the special discount works with (decision 038). */
export interface DiscountsDeps {
  discounts: DiscountRepository;
  clock: () => Date;
}

import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { createDiscountRepository } from './discount-repository';

/** What the one pricing pass needs to give a verified holder the special discount (decision 038). */
export interface CartSpecialDiscountFacts {
  discount_id: number;
  /** the lines' products on the operator's list */
  qualifying: Set<number>;
  /** purchases already counted against the week's cap (centavos) */
  purchase_used: number;
}

/**
 * The shopper's special-discount facts for a cart (the discount repository's reads): null unless their current ID
 * is verified. Place order's step reads the week's use again inside the sale.
 */
export async function cartSpecialDiscountFacts(
  db: Kysely<DB>,
  customerId: number,
  productIds: readonly number[],
  weekStart: string,
): Promise<CartSpecialDiscountFacts | null> {
  const discounts = createDiscountRepository(db);
  const id = await discounts.currentId(customerId);
  if (id?.status !== 'verified') return null;
  const [qualifying, used] = await Promise.all([
    discounts.qualifying(productIds),
    discounts.weekUse(customerId, weekStart),
  ]);
  return { discount_id: id.id, qualifying, purchase_used: used };
}

import { cardsOfLines } from '@sulit/db';
import { productPath } from '@sulit/domain';
import type { ReviewsDeps } from './reviews-context';

/** The product pages of products the catalogue still sells, by id (a product gone from it has none). */
export async function productUrls(deps: ReviewsDeps, productIds: readonly number[]): Promise<Map<number, string>> {
  const cards = await cardsOfLines(
    deps.products,
    productIds.map((product_id) => ({ product_id })),
    null,
    deps.clock(),
  );
  return new Map(
    [...cards.values()].map((card) => [card.id, productPath(card.root_category_slug, card.url_key, card.sku, card.id)]),
  );
}

import { cardsOfLines } from '@sulit/db';
import { priceAt, productImageUrl, productPath } from '@sulit/domain';
import type { ListsDeps } from './lists-context';

/** Products bought through checkout, most recent first, as the store sells them now. */
export async function pastPurchases(deps: ListsDeps, customerId: number, source: string | null) {
  const bought = await deps.lists.pastPurchases(customerId, 50);
  const at = deps.clock();
  const cards = await cardsOfLines(deps.products, bought, source, at);
  return {
    items: bought.flatMap((b) => {
      const card = cards.get(b.product_id);
      if (!card) return [];
      return [
        {
          product_id: card.id,
          sku: card.sku,
          name: card.name,
          url: productPath(card.root_category_slug, card.url_key, card.sku, card.id),
          image_url: productImageUrl(card.id),
          price: priceAt(card, at),
          last_bought_at: String(b.last_bought_at),
        },
      ];
    }),
  };
}

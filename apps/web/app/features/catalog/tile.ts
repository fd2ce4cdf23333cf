/**
 * A product tile's view model: only what the tile renders and its add button sends. Loaders hand tiles this
 * instead of the API's whole card, because React Router serialises loader data into the page beside the HTML
 * (issue 13: the seller, shop and category names of dozens of tiles were sent twice and never shown).
 */
import type { ProductCard } from '@sulit/contracts/catalog';

export type Tile = Pick<
  ProductCard,
  | 'id'
  | 'sku'
  | 'name'
  | 'brand'
  | 'size'
  | 'url'
  | 'image_url'
  | 'price'
  | 'final_price'
  | 'discount_percent'
  | 'stock_qty'
  | 'promo_tag'
>;

export function toTile(card: ProductCard): Tile {
  return {
    id: card.id,
    sku: card.sku,
    name: card.name,
    brand: card.brand,
    size: card.size,
    url: card.url,
    image_url: card.image_url,
    price: card.price,
    final_price: card.final_price,
    discount_percent: card.discount_percent,
    stock_qty: card.stock_qty,
    promo_tag: card.promo_tag,
  };
}

/**
 * A product tile's view model: only what the tile renders and its add button sends. Loaders hand tiles this
 * instead of the API's whole card, because React Router serialises loader data into the page beside the HTML
 * (issue 13: the seller, shop and category names of dozens of tiles were sent twice and never shown).
 */
import type { ProductCard } from '@sulit/contracts/catalog';

/** The card fields a tile renders and its add button sends. */
const TILE_FIELDS = [
  'id',
  'sku',
  'name',
  'brand',
  'size',
  'url',
  'image_url',
  'price',
  'final_price',
  'discount_percent',
  'stock_qty',
  'promo_tag',
] as const satisfies readonly (keyof ProductCard)[];

export type Tile = Pick<ProductCard, (typeof TILE_FIELDS)[number]>;

export function toTile(card: ProductCard): Tile {
  return Object.fromEntries(TILE_FIELDS.map((field) => [field, card[field]])) as Tile;
}

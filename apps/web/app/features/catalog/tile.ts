/**
 * A product tile's view model: only what the tile renders and its add button sends. Loaders hand tiles this
 * instead of the API's whole card, because React Router serialises loader data into the page beside the HTML
 * (issue 13: the seller, shop and category names of dozens of tiles were sent twice and never shown).
 */
import type { ProductCard } from '@sulit/contracts/catalog';
import { unitPriceLabel, unitPriceOf } from '@sulit/domain/catalog/unit-price';

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

export type Tile = Pick<ProductCard, (typeof TILE_FIELDS)[number]> & {
  /** "₱379.50/kg" from the pack's net content (issue 29), null when the size states none */
  unit_price: string | null;
};

/** The unit price a tile or product page shows beside the price it is worked out from. */
export function unitPriceText(product: Pick<ProductCard, 'final_price' | 'size'>): string | null {
  const unitPrice = unitPriceOf(product.final_price, product.size);
  return unitPrice && unitPriceLabel(unitPrice);
}

export function toTile(card: ProductCard): Tile {
  const tile = Object.fromEntries(TILE_FIELDS.map((field) => [field, card[field]])) as Omit<Tile, 'unit_price'>;
  return { ...tile, unit_price: unitPriceText(card) };
}

import { z } from 'zod';
import { IdParam } from './common';

export const SourceCodeQuery = z.enum(['balintawak', 'otis', 'arcovia', 'alabang', 'cebu']);

export const MenuCategory = z.object({
  id: z.number(),
  name: z.string(),
  url_path: z.string(),
  color: z.string(),
});

export const MenuItem = MenuCategory.extend({
  children: z.array(MenuCategory),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuResponse = z.object({ items: z.array(MenuItem) });
export type MenuResponse = z.infer<typeof MenuResponse>;

/** What a product tile needs: prices in centavos, stock already resolved for the shopper's source. */
export const ProductCard = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  size: z.string(),
  /** canonical page path /{root-category}/{name-slug}-{sku}-{id} */
  url: z.string(),
  image_url: z.string(),
  price: z.number().int(),
  final_price: z.number().int(),
  /** rounded per spec §4; null when there is no discount */
  discount_percent: z.number().int().nullable(),
  stock_qty: z.number().int(),
  is_bulky: z.boolean(),
  promo_tag: z.string().nullable(),
  seller_id: z.string(),
  shop_name: z.string(),
  root_category_name: z.string(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const TopSellingQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(20),
    daysInterval: z.coerce.number().int().min(1).max(365).default(90),
    sourceCode: SourceCodeQuery.optional(),
    shippingZoneCode: z.string().max(64).optional(),
    skus: z.string().max(2000).optional(),
  })
  .strict();
export type TopSellingQuery = z.infer<typeof TopSellingQuery>;

export const ProductCardList = z.object({ items: z.array(ProductCard) });
export type ProductCardList = z.infer<typeof ProductCardList>;

export const ProductIdParams = z.object({ id: IdParam }).strict();

export const ProductDetail = ProductCard.extend({
  description: z.string(),
  category_id: z.number(),
  root_category_id: z.number(),
  product_type: z.string(),
  is_gas: z.boolean(),
  allow_pickup: z.boolean(),
  campaign: z
    .object({ start_time: z.string(), end_time: z.string(), price: z.number().int(), stock: z.number().int() })
    .nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** A store view code in legacy paths such as /rest/{store}/V1/… (spec §9 default 'default'). */
export const StoreViewCode = z.string().regex(/^[a-z0-9_]{1,32}$/, 'must be a store view code like default');

import type {
  CategoryTable,
  ProductCampaignTable,
  ProductStockTable,
  ProductTable,
  PromotionProductTable,
  PromotionTable,
  SellerTable,
} from '@sulit/db';
import type { MembershipProductTable } from '@sulit/db/membership/membership-tables';
import type { Insertable } from 'kysely';

export interface CatalogOptions {
  ownProducts: number;
  thirdPartyProducts: number;
  /** the moment the catalogue is generated for; every time in it is relative to this */
  now: Date;
  seed?: number;
}

/** Products carry explicit ids 1..N so stock, campaigns and promotions can reference them before insert. */
export type ProductRowInsert = Insertable<ProductTable> & { id: number };
export type PromotionRowInsert = Insertable<PromotionTable> & { id: number };
export type CategoryRowInsert = Insertable<CategoryTable>;
export type SellerRowInsert = Insertable<SellerTable>;
export type StockRowInsert = Insertable<ProductStockTable>;
export type CampaignRowInsert = Insertable<ProductCampaignTable>;
export type PromotionProductRowInsert = Insertable<PromotionProductTable>;
export type MembershipProductRowInsert = Insertable<MembershipProductTable>;

/** The rows that scale with the number of products. */
export interface ProductBatch {
  products: ProductRowInsert[];
  stock: StockRowInsert[];
  campaigns: CampaignRowInsert[];
}

/** The rows that stay small whatever the scale. */
export interface ReferenceRows {
  categories: CategoryRowInsert[];
  sellers: SellerRowInsert[];
  promotions: PromotionRowInsert[];
  promotionProducts: PromotionProductRowInsert[];
  membershipProducts: MembershipProductRowInsert[];
}

export type CatalogRows = ReferenceRows & ProductBatch;

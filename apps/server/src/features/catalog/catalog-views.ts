import type { ProductCard, PromotionPage } from '@sulit/contracts/catalog';
import {
  discountPercent,
  priceAt,
  type ProductAtStore,
  productImageUrl,
  productPath,
  promotionPagePath,
  type PublishedPromotionPage,
  shopPath,
  type ShopSeller,
  stockAt,
} from '@sulit/domain';

/** A product tile: spec §4 price and stock rules for the shopper's source. */
export function toCard(product: ProductAtStore, source: string | null, now: Date): ProductCard {
  const final = priceAt(product, now);
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    size: product.size,
    url: productPath(product.root_category_slug, product.url_key, product.sku, product.id),
    image_url: productImageUrl(product.id),
    price: product.price,
    final_price: final,
    discount_percent: discountPercent(product.price, final),
    stock_qty: stockAt(product, source, now),
    is_bulky: product.is_bulky,
    promo_tag: product.promo_tag,
    seller_id: product.seller_id,
    shop_name: product.shop_name,
    root_category_name: product.root_category_name,
  };
}

export function promotionView(page: PublishedPromotionPage): PromotionPage {
  return {
    slug: page.slug,
    title: page.title,
    intro: page.intro,
    meta_description: page.meta_description,
    url_path: promotionPagePath(page.slug),
    updated_at: page.updated_at,
  };
}

export function sellerSummary(seller: ShopSeller) {
  return {
    id: seller.id,
    shop_name: seller.shop_name,
    description: seller.description,
    logo_url: seller.logo_url,
    banner_url: seller.banner_url,
    url: shopPath(seller.id),
    product_count: seller.product_count,
  };
}

export type SellerSummary = ReturnType<typeof sellerSummary>;

import { PRODUCT_NOT_IN_STORE_MESSAGE, type ProductDetail } from '@sulit/contracts/catalog';
import {
  aboutWeightLabel,
  isCampaignActive,
  isSellableAt,
  type ProductAtStoreDetail,
  WEIGHED_CARD_NOTE,
} from '@sulit/domain';
import type { CatalogContext } from './catalog-context';
import { categoryChain } from './catalog-lookups';
import { toCard } from './catalog-views';

/** The product page's detail from its product read at the shopper's source. */
export async function detailOf(
  context: CatalogContext,
  product: ProductAtStoreDetail,
  source: string | null,
  now: Date,
): Promise<ProductDetail> {
  const card = toCard(product, source, now);
  const chain = await categoryChain(context, product.category_id);
  const availableInStore = isSellableAt(product, source, now);
  const weighed = (await context.weighedTerms?.(product.id)) ?? null;
  return {
    ...card,
    description: product.description,
    category_id: product.category_id,
    root_category_id: product.root_category_id,
    product_type: product.product_type,
    is_gas: product.is_gas,
    allow_pickup: product.allow_pickup,
    campaign: isCampaignActive(product.campaign, now) ? product.campaign : null,
    gallery: [card.image_url],
    breadcrumbs: chain.map((c) => ({ name: c.name, url_path: c.url_path })),
    seller: { id: product.seller_id, shop_name: product.shop_name, logo_url: product.seller_logo_url },
    source_code: source,
    available_in_store: availableInStore,
    availability_message: availableInStore ? null : PRODUCT_NOT_IN_STORE_MESSAGE,
    canonical_path: card.url,
    sold_by_weight: weighed && {
      price_per_kg: weighed.price_per_kg,
      step_grams: weighed.step_grams,
      margin_percent: weighed.margin_percent,
      step_label: `Each one you add is ${aboutWeightLabel(weighed.step_grams)}.`,
      card_note: WEIGHED_CARD_NOTE(weighed.margin_percent),
    },
  };
}

/** One product with price and stock for the shopper's source, breadcrumbs, seller and gallery. */
export async function productDetail(
  context: CatalogContext,
  id: number,
  source: string | null,
): Promise<ProductDetail | undefined> {
  const { caches } = context;
  const key = `${id}|${source ?? ''}`;
  const cached = caches.details.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const now = context.clock();
  const product = await context.listings.productCard(id, source, now.toISOString());
  const detail = product ? await detailOf(context, product, source, now) : null;
  caches.details.set(key, detail, context.ttl);
  return detail ?? undefined;
}

/** The product's category chain, root first. */
export async function productCategories(context: CatalogContext, productId: number) {
  const product = await context.listings.productCard(productId, null, context.clock().toISOString());
  if (!product) return undefined;
  const chain = await categoryChain(context, product.category_id);
  return {
    product_id: product.id,
    categories: chain.map((c) => ({ id: c.id, name: c.name, url_path: c.url_path, level: c.level })),
  };
}

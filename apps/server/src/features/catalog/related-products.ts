import type { ProductCard } from '@sulit/contracts/catalog';
import type { ProductAtStore } from '@sulit/domain';
import type { CatalogContext } from './catalog-context';
import { toCard } from './catalog-views';
import { bestSellers, cardsByIds } from './product-cards';

/** Spec §9: frequently bought together page size 12. */
export const FREQUENTLY_BOUGHT_TOGETHER_SIZE = 12;

/** Related products in three groups (promotion partners or hot offers, same leaf category, same brand). */
export async function relatedOf(
  context: CatalogContext,
  product: ProductAtStore,
  limit: number,
  source: string | null,
  now: Date,
) {
  const partners = await context.listings.promotionPartnerIds(product.id, now.toISOString(), limit);
  const [mixandmatch, similar, samebrand] = await Promise.all([
    partners.length > 0
      ? cardsByIds(context, partners, source, now)
      : bestSellers(
          context,
          { category: { id: product.root_category_id, level: 1 }, excludeId: product.id, hotOffers: true },
          limit,
          source,
          now,
        ),
    similarOf(context, product, limit, source, now),
    bestSellers(context, { brands: [product.brand], excludeId: product.id }, limit, source, now),
  ]);
  return { mixandmatch, similar, samebrand };
}

/** Same leaf category, most sold first. */
function similarOf(context: CatalogContext, product: ProductAtStore, limit: number, source: string | null, now: Date) {
  return bestSellers(
    context,
    { category: { id: product.category_id, level: 2 }, excludeId: product.id },
    limit,
    source,
    now,
  );
}

/**
 * Frequently bought together: until order history feeds it, the best sellers of the same root category outside
 * the product's own leaf category — things bought on the same trip.
 */
export async function togetherOf(
  context: CatalogContext,
  product: ProductAtStore,
  limit: number,
  source: string | null,
  now: Date,
): Promise<ProductCard[]> {
  const products = await context.listings.listCards(
    { category: { id: product.root_category_id, level: 1 }, excludeId: product.id },
    { sort: 'best_selling', dir: 'desc', limit: limit * 3, offset: 0 },
    source,
    now.toISOString(),
  );
  return products
    .filter((p) => p.category_id !== product.category_id)
    .slice(0, limit)
    .map((p) => toCard(p, source, now));
}

type ProductList<T> = (
  context: CatalogContext,
  product: ProductAtStore,
  limit: number,
  source: string | null,
  now: Date,
) => Promise<T>;

/** A list derived from a product (read without a source: the list is priced for `source`); undefined: no product. */
function ofProduct<T>(list: ProductList<T>) {
  return async (context: CatalogContext, productId: number, limit: number, source: string | null) => {
    const now = context.clock();
    const product = await context.listings.productCard(productId, null, now.toISOString());
    return product ? list(context, product, limit, source, now) : undefined;
  };
}

export const similarProducts = ofProduct(similarOf);
export const relatedProducts = ofProduct(relatedOf);
export const frequentlyBoughtTogether = ofProduct(togetherOf);

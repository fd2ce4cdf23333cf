import { ProductCardList, ProductDetail, RelatedProductsResponse, SlugResolution } from '@sulit/contracts/catalog';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../../lib/http/client';
import { serverApi } from '../../../lib/http/server-client';

/** Spec §9: frequently bought together page size 12. */
export const FREQUENTLY_BOUGHT_TOGETHER_SIZE = 12;

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Resolves a page path through find-slug; null when it names nothing (the not-found page). */
export function resolveSlug(context: AppLoadContext, path: string): Promise<SlugResolution | null> {
  const bare = path.replace(/^\/+|\/+$/g, '');
  if (!bare || bare.length > 300) return Promise.resolve(null);
  const encoded = bare.split('/').map(encodeURIComponent).join('/');
  return orNull(serverApi(context).json(`/rest/V1/sulit/find-slug/${encoded}`, { parse: SlugResolution }));
}

export async function getProductPage(context: AppLoadContext, id: number, sku: string) {
  const product = await orNull(serverApi(context).json(`/rest/V1/products/${id}`, { parse: ProductDetail }));
  if (!product) return null;
  // Related lists are extras: the page still renders when one of them fails.
  const [related, together] = await Promise.all([
    orNull(
      serverApi(context).json(`/rest/V1/sulit/related-products/${encodeURIComponent(sku)}`, {
        parse: RelatedProductsResponse,
      }),
    ),
    orNull(
      serverApi(context).json(
        `/rest/V1/sulit/frequently-bought-together/id/${id}?pageSize=${FREQUENTLY_BOUGHT_TOGETHER_SIZE}`,
        { parse: ProductCardList },
      ),
    ),
  ]);
  return { product, related, together: together?.items ?? [] };
}

/** GET /api/reviews/products/{id}?page: a page of a product's approved reviews with their summary. */
import type { ProductReviewsResponse } from '@sulit/contracts/reviews';
import type { ApiClient } from '../../../lib/http/client';

export function getProductReviews(api: ApiClient, productId: number, page: number): Promise<ProductReviewsResponse> {
  return api.json(`/api/reviews/products/${productId}?page=${page}`);
}

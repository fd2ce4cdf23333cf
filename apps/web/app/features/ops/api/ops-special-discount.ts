/** The console's senior citizen / PWD special discount calls (decision 038): the ID queue and the qualifying goods. */
import type {
  ConsoleDiscountId,
  ConsoleDiscountIdList,
  QualifyingProduct,
  QualifyingProductList,
} from '@sulit/contracts/discounts';
import type { DiscountIdStatus } from '@sulit/domain/discounts/discount-id-status';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export const listDiscountIds = (api: ApiClient, status: DiscountIdStatus): Promise<ConsoleDiscountIdList> =>
  api.json(`/api/ops/discount-ids?${new URLSearchParams({ status }).toString()}`);

export const verifyDiscountId = (api: ApiClient, id: number): Promise<ApiResult<ConsoleDiscountId>> =>
  api.send(`/api/ops/discount-ids/${id}/verify`, { method: 'POST' });

export const rejectDiscountId = (api: ApiClient, id: number, reason: string): Promise<ApiResult<ConsoleDiscountId>> =>
  api.send(`/api/ops/discount-ids/${id}/reject`, { method: 'POST', body: { reason } });

export const listQualifyingProducts = (
  api: ApiClient,
  query: { q?: string; only?: '1' | '0' },
): Promise<QualifyingProductList> =>
  api.json(`/api/ops/special-discount-products?${new URLSearchParams(query).toString()}`);

export const markQualifyingProduct = (
  api: ApiClient,
  productId: number,
  category: string | null,
): Promise<ApiResult<QualifyingProduct>> =>
  api.send(`/api/ops/special-discount-products/${productId}`, { method: 'PATCH', body: { category } });

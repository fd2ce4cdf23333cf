/** The console's stock per store and sellers calls (issue 35, decision 035). */
import type {
  ConsoleSellerDetail,
  ConsoleSellerList,
  ConsoleStockProduct,
  ProductVisibilityBody,
  SellerMoveBody,
  StockChangeBody,
  StockSearchAnswer,
} from '@sulit/contracts/ops-stock';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function searchStock(api: ApiClient, query: { q: string; store?: string }): Promise<StockSearchAnswer> {
  const search = new URLSearchParams({ q: query.q, ...(query.store ? { store: query.store } : {}) });
  return api.json(`/api/ops/stock?${search.toString()}`);
}

export function setStock(api: ApiClient, id: number, body: StockChangeBody): Promise<ApiResult<ConsoleStockProduct>> {
  return api.send(`/api/ops/stock/${id}`, { method: 'PATCH', body });
}

export function listSellers(api: ApiClient): Promise<ConsoleSellerList> {
  return api.json('/api/ops/sellers');
}

export function getSeller(api: ApiClient, id: string): Promise<ConsoleSellerDetail> {
  return api.json(`/api/ops/sellers/${encodeURIComponent(id)}`);
}

export function moveSeller(api: ApiClient, id: string, body: SellerMoveBody): Promise<ApiResult<ConsoleSellerDetail>> {
  return api.send(`/api/ops/sellers/${encodeURIComponent(id)}/status`, { body });
}

export function setProductVisibility(
  api: ApiClient,
  id: string,
  product: number,
  body: ProductVisibilityBody,
): Promise<ApiResult<ConsoleSellerDetail>> {
  return api.send(`/api/ops/sellers/${encodeURIComponent(id)}/products/${product}`, { method: 'PATCH', body });
}

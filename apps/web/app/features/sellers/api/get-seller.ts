import { SellerResponse } from '@sulit/contracts/catalog';
import { SellerInfoResponse } from '@sulit/contracts/sellers';
import { ApiError, type ApiClient } from '../../../lib/http/client';

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** product/sellers/{id}?type=home: the shop with its categories and best sellers, or null. */
export function getSellerHome(api: ApiClient, id: string): Promise<SellerResponse | null> {
  return orNull(api.json(`/api/product/sellers/${encodeURIComponent(id)}?type=home`, { parse: SellerResponse }));
}

/** The shop's information page: about, since when, policies and contact, or null. */
export function getSellerInfo(api: ApiClient, id: string): Promise<SellerInfoResponse | null> {
  return orNull(api.json(`/api/product/sellers/${encodeURIComponent(id)}/info`, { parse: SellerInfoResponse }));
}

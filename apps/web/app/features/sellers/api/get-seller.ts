import { SellerResponse } from '@sulit/contracts/catalog';
import { SellerInfoResponse } from '@sulit/contracts/sellers';
import { type ApiClient, orNullWhenMissing } from '../../../lib/http/client';

/** product/sellers/{id}?type=home: the shop with its categories and best sellers, or null. */
export function getSellerHome(api: ApiClient, id: string): Promise<SellerResponse | null> {
  return orNullWhenMissing(
    api.json(`/api/product/sellers/${encodeURIComponent(id)}?type=home`, { parse: SellerResponse }),
  );
}

/** The shop's information page: about, since when, policies and contact, or null. */
export function getSellerInfo(api: ApiClient, id: string): Promise<SellerInfoResponse | null> {
  return orNullWhenMissing(
    api.json(`/api/product/sellers/${encodeURIComponent(id)}/info`, { parse: SellerInfoResponse }),
  );
}

import { MembershipProductsResponse } from '@sulit/contracts/membership';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../lib/http/server-client';

/** GET /rest/V1/membership-products: the packages for sale (spec §9: cached an hour by the API). */
export async function getMembershipProducts(context: AppLoadContext) {
  return (await serverApi(context).json('/rest/V1/membership-products', { parse: MembershipProductsResponse })).items;
}

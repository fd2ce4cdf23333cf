import type { OrderDetailView } from '@sulit/contracts/orders';
import { data, type AppLoadContext } from 'react-router';
import { ApiError } from '../../lib/http/client';
import { serverApi } from '../../lib/http/server-client';
import { getOrderDetail } from './api/get-order-detail';
import { isOrderNumber, WHOLE_ORDER_SHOP_ID } from './order-paths';

/** The signed-in shopper's own order for a page (the route checks the session first); anything else (a malformed or another's number) is the 404 page. */
export async function loadOwnOrder(
  context: AppLoadContext,
  request: Request,
  orderNumber: string | undefined,
  shopId: string = WHOLE_ORDER_SHOP_ID,
): Promise<OrderDetailView> {
  if (!isOrderNumber(orderNumber) || !/^[A-Za-z0-9_-]{1,64}$/.test(shopId)) throw data(null, { status: 404 });
  try {
    return await getOrderDetail(serverApi(context, request), orderNumber, shopId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

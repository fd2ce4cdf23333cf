import {
  ConsoleSellerDetail,
  ConsoleSellerList,
  ConsoleSellerPath,
  ConsoleSellerProductPath,
  ConsoleStockProduct,
  ProductVisibilityBody,
  SellerMoveBody,
  StockChangeBody,
  StockIdPath,
  StockQuery,
  StockSearchAnswer,
} from '@sulit/contracts/ops-stock';
import { listSellers, moveSeller, sellerDetail, setSellerProductVisibility } from './console-sellers';
import { searchStock, setStoreStock } from './console-stock';
import type { OpsDeps } from './ops-deps';

/**
 * The console's stock per store and sellers routes (issue 35, decision 035), each named by its id in the domain's
 * policy table and guarded like every console route.
 */
export function registerStockAndSellerRoutes(deps: OpsDeps): void {
  const { route } = deps.guard;

  route(
    'stock.search',
    {
      summary: 'Products by sku or name with their stock at each of the staff member’s stores',
      querystring: StockQuery,
      response: StockSearchAnswer,
    },
    ({ staff, query }) => searchStock(deps, staff, query),
  );
  route(
    'stock.update',
    {
      summary: 'Set a product’s quantity at a store, from the quantity the operator saw (409 if it changed)',
      params: StockIdPath.shape,
      body: StockChangeBody,
      response: ConsoleStockProduct,
    },
    ({ staff, params, body }) => setStoreStock(deps, staff, params.id, body),
  );

  route('sellers.list', { summary: 'Third-party sellers and their standing', response: ConsoleSellerList }, () =>
    listSellers(deps),
  );
  route(
    'sellers.detail',
    {
      summary: 'One seller, its possible moves and its products',
      params: ConsoleSellerPath.shape,
      response: ConsoleSellerDetail,
    },
    ({ params }) => sellerDetail(deps, params.id),
  );
  route(
    'sellers.move',
    {
      summary: 'Approve, suspend or reinstate a seller',
      params: ConsoleSellerPath.shape,
      body: SellerMoveBody,
      response: ConsoleSellerDetail,
    },
    ({ staff, params, body }) => moveSeller(deps, staff, params.id, body.action),
  );
  route(
    'sellers.product',
    {
      summary: 'Hide one of a seller’s products from the storefront and search, or show it again',
      params: ConsoleSellerProductPath.shape,
      body: ProductVisibilityBody,
      response: ConsoleSellerDetail,
    },
    ({ staff, params, body }) =>
      setSellerProductVisibility(deps, staff, {
        seller: params.id,
        product: params.product,
        visibility: body.visibility,
      }),
  );
}

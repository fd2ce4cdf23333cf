import type { ConsoleStockProduct, StockChangeBody, StockSearchAnswer } from '@sulit/contracts/ops-stock';
import type { StockProduct } from '@sulit/db';
import {
  DomainError,
  PRODUCT_SHOWN,
  scopeCovers,
  shownStock,
  SOURCE_CODES,
  STOCK_MESSAGES,
  storesToRead,
} from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

/** Products a search answers at most: staff look for one product, not browse the catalogue. */
const SEARCH_LIMIT = 20;

function viewOf(product: StockProduct): ConsoleStockProduct {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    seller_id: product.seller_id,
    on_sale: product.status === PRODUCT_SHOWN,
    stock: product.stock.map((s) => ({
      store: s.source_code,
      raw: s.qty,
      qty: shownStock(s.qty),
    })),
  };
}

/** The stores a caller reads stock at: the one asked for if in scope, else all in scope (never another's). */
function storesOf(staff: StaffCaller, asked: string | undefined): readonly string[] {
  const stores = storesToRead(staff.scope, asked);
  return stores === 'every' ? SOURCE_CODES : stores;
}

/**
 * Products by sku or name with their stock at each store the staff member is scoped to (issue 35): Otis staff see
 * Otis's column only, and asking for Alabang gives them no columns at all.
 */
export async function searchStock(
  deps: OpsDeps,
  staff: StaffCaller,
  query: { q: string; store?: string | undefined },
): Promise<StockSearchAnswer> {
  const found = await deps.stock.stockSearch({ q: query.q }, storesOf(staff, query.store), SEARCH_LIMIT);
  return { items: found.map(viewOf) };
}

/**
 * Sets a product's quantity at one store of the caller's scope, absolutely, on condition that the store still
 * holds what the operator saw (`from`); its audit row commits with it. The same repository call as
 * `npm run operator -- restock`, so the back-in-stock detector sees a console restock as it sees the tool's.
 */
export async function setStoreStock(
  deps: OpsDeps,
  staff: StaffCaller,
  productId: number,
  change: StockChangeBody,
): Promise<ConsoleStockProduct> {
  if (!scopeCovers(staff.scope, change.store)) throw new DomainError('forbidden', STOCK_MESSAGES.storeRefused);
  const product = await deps.stock.stockOf(productId, [change.store]);
  if (!product) throw new DomainError('not_found', STOCK_MESSAGES.productNotFound);
  const outcome = await deps.stock.setStock(productId, change.store, change.qty, {
    expected: change.from,
    audit: { staff_id: staff.id, action: 'stock.update' },
    now: deps.clock().toISOString(),
  });
  if (outcome.kind === 'changed_meanwhile')
    throw new DomainError('conflict', STOCK_MESSAGES.changedMeanwhile(shownStock(outcome.now)), {
      raw: outcome.now,
    });
  deps.catalogChanged();
  const after = await deps.stock.stockOf(productId, storesOf(staff, undefined));
  return viewOf(after ?? product);
}

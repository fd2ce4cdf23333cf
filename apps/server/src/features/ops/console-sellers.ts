import type { ConsoleSeller, ConsoleSellerDetail, ConsoleSellerList } from '@sulit/contracts/ops-stock';
import {
  DomainError,
  PRODUCT_SHOWN,
  PRODUCT_VISIBILITY_MOVES,
  type ProductVisibility,
  SELLER_ACTION_LABELS,
  SELLER_CONSOLE_MESSAGES,
  SELLER_STATUS_LABELS,
  SELLER_STANDING_TRANSITIONS,
  type SellerAction,
  type SellerStanding,
  sellerActionsFrom,
  sellerSells,
} from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

/** Products a seller's page lists (the seed's largest seller has about a hundred). */
const PRODUCTS_SHOWN = 200;

function sellerOf(row: SellerStanding): ConsoleSeller {
  return {
    id: row.id,
    shop_name: row.shop_name,
    status: row.status,
    status_label: SELLER_STATUS_LABELS[row.status],
    sells: row.sells,
    joined_at: row.joined_at,
    contact_email: row.contact_email,
    product_count: row.product_count,
    hidden_count: row.hidden_count,
  };
}

/** Every third-party seller with its standing (issue 35); the own store is not a seller here. */
export async function listSellers(deps: OpsDeps): Promise<ConsoleSellerList> {
  return { items: (await deps.sellers.list()).map(sellerOf) };
}

async function sellerRow(deps: OpsDeps, id: string): Promise<SellerStanding> {
  const row = await deps.sellers.byId(id);
  if (!row) throw new DomainError('not_found', SELLER_CONSOLE_MESSAGES.sellerNotFound);
  return row;
}

/** One seller, the moves the transition table offers from its status, and its products shown or hidden. */
export async function sellerDetail(deps: OpsDeps, id: string): Promise<ConsoleSellerDetail> {
  const row = await sellerRow(deps, id);
  const products = await deps.sellers.products(id, PRODUCTS_SHOWN + 1);
  return {
    ...sellerOf(row),
    actions: sellerActionsFrom(row.status).map((action) => ({ action, label: SELLER_ACTION_LABELS[action] })),
    products: products.slice(0, PRODUCTS_SHOWN).map((p) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      price: p.price,
      shown: p.status === PRODUCT_SHOWN,
    })),
    more_products: products.length > PRODUCTS_SHOWN,
  };
}

/**
 * Approve, suspend or reinstate along the domain's table: one conditional update from the table's `from` states,
 * audited; a suspended seller's shop, products and brands leave the storefront with the catalogue's caches.
 */
export async function moveSeller(
  deps: OpsDeps,
  staff: StaffCaller,
  id: string,
  action: SellerAction,
): Promise<ConsoleSellerDetail> {
  const row = await sellerRow(deps, id);
  const transition = SELLER_STANDING_TRANSITIONS[action];
  const refused = (status: typeof row.status) =>
    new DomainError('conflict', SELLER_CONSOLE_MESSAGES.sellerRefused(action, status));
  if (!transition.from.includes(row.status)) throw refused(row.status);
  const moved = await deps.sellers.move(
    id,
    { ...transition, sells: sellerSells(transition.to) },
    { staff_id: staff.id, action: 'sellers.move' },
    deps.clock().toISOString(),
  );
  // another administrator moved it between the read and the write: say where it is now
  if (!moved) throw refused((await sellerRow(deps, id)).status);
  deps.catalogChanged();
  return sellerDetail(deps, id);
}

/** Hides or shows one of the seller's products: off (or back on) the storefront and search at once, audited. */
export async function setSellerProductVisibility(
  deps: OpsDeps,
  staff: StaffCaller,
  input: { seller: string; product: number; visibility: ProductVisibility },
): Promise<ConsoleSellerDetail> {
  await sellerRow(deps, input.seller);
  const product = await deps.sellers.productOf(input.seller, input.product);
  if (!product) throw new DomainError('not_found', SELLER_CONSOLE_MESSAGES.productNotFound);
  const changed = await deps.sellers.setProductStatus(
    input.seller,
    input.product,
    PRODUCT_VISIBILITY_MOVES[input.visibility],
    { staff_id: staff.id, action: 'sellers.product' },
    deps.clock().toISOString(),
  );
  if (!changed) throw new DomainError('conflict', SELLER_CONSOLE_MESSAGES.productAlready(input.visibility));
  deps.catalogChanged();
  return sellerDetail(deps, input.seller);
}

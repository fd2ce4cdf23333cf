import type {
  ConsoleDiscountId,
  ConsoleDiscountIdList,
  QualifyingProduct,
  QualifyingProductList,
} from '@sulit/contracts/discounts';
import {
  type DiscountId,
  DISCOUNT_ID_KIND_LABELS,
  DISCOUNT_ID_MESSAGES,
  type DiscountIdStatus,
  DomainError,
} from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

/** How many IDs and products one console page lists. */
const PAGE = 50;

function idOf(id: DiscountId): ConsoleDiscountId {
  return {
    id: id.id,
    customer_id: id.customer_id,
    kind: id.kind,
    kind_label: DISCOUNT_ID_KIND_LABELS[id.kind],
    id_number: id.id_number,
    holder_name: id.holder_name,
    status: id.status,
    reason: id.reason,
    submitted_at: id.created_at,
    decided_at: id.decided_at,
    photo_url: `/api/ops/discount-ids/${id.id}/photo`,
  };
}

/** The IDs of one status: pending ones oldest first (the queue), decided ones newest first. */
export async function listDiscountIds(deps: OpsDeps, status: DiscountIdStatus): Promise<ConsoleDiscountIdList> {
  return { status, ids: (await deps.discounts.listIds(status, PAGE)).map(idOf) };
}

/** The ID's photo, for the managers the policy table lets call this route; a shopper never reads it back. */
export async function discountIdPhoto(deps: OpsDeps, id: number) {
  const photo = await deps.discounts.idPhoto(id);
  if (!photo) throw new DomainError('not_found', DISCOUNT_ID_MESSAGES.notFound);
  return photo;
}

/**
 * Verify or reject a pending ID (the domain's transition table gives the `from`), audited in the same transaction;
 * a second decision on the same ID (two operators at once) answers 409.
 */
export async function decideDiscountId(
  deps: OpsDeps,
  staff: StaffCaller,
  id: number,
  move: 'verify' | 'reject',
  reason: string | null,
): Promise<ConsoleDiscountId> {
  if (!(await deps.discounts.idById(id))) throw new DomainError('not_found', DISCOUNT_ID_MESSAGES.notFound);
  const decided = await deps.discounts.decideId(id, move, {
    staff_id: staff.id,
    reason: move === 'reject' ? reason : null,
    now: deps.clock().toISOString(),
  });
  if (!decided) throw new DomainError('conflict', DISCOUNT_ID_MESSAGES.alreadyDecided);
  return idOf(decided);
}

/** The goods by name or SKU and whether each qualifies, qualifying ones first. */
export async function listQualifyingProducts(
  deps: OpsDeps,
  query: { q?: string | undefined; only?: '1' | '0' | undefined },
): Promise<QualifyingProductList> {
  const products = await deps.qualifyingProducts.list({ q: query.q || null, only: query.only === '1', limit: PAGE });
  return { products };
}

/** Marks a product as a basic necessity or prime commodity (its category) or takes it off the list (null). */
export async function markQualifyingProduct(
  deps: OpsDeps,
  staff: StaffCaller,
  productId: number,
  category: string | null,
): Promise<QualifyingProduct> {
  const done = await deps.qualifyingProducts.mark(productId, category, staff.id, deps.clock().toISOString());
  if (!done) throw new DomainError('not_found', DISCOUNT_ID_MESSAGES.productNotFound);
  const [row] = await deps.qualifyingProducts.list({ q: null, only: false, limit: 1, productId });
  return row!;
}

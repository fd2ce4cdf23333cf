import type { ConsoleOrderDetail } from '@sulit/contracts/ops';
import {
  consolePartMoves,
  DomainError,
  mayCall,
  type Order,
  type OrderLine,
  OWN_SELLER_ID,
  type SellerOrderStatus,
  SELLER_PART_LABELS,
  sellerPartLabel,
} from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

/**
 * Third-party sellers' parts of an order as the console shows them (issue 35, decision 037): one per seller with
 * its lines, its seller code and the codes this staff member may move it to (its own table, SELLER_TRANSITIONS).
 */
export async function consoleParts(
  deps: OpsDeps,
  staff: StaffCaller,
  order: Order,
  lines: readonly OrderLine[],
): Promise<ConsoleOrderDetail['parts']> {
  const mayMove = mayCall(staff.roles, 'orders.part-move') && order.status !== 'pending';
  const sellers = await deps.orders.sellers(order.id);
  return sellers
    .filter((s) => s.seller_id !== OWN_SELLER_ID)
    .map((s) => ({
      number: s.sub_increment_id,
      seller_id: s.seller_id,
      shop_name: s.shop_name,
      status: s.status,
      status_label: sellerPartLabel(s.status),
      items_qty: s.items_qty,
      grand_total: s.grand_total,
      lines: lines
        .filter((l) => l.seller_id === s.seller_id)
        .map((l) => ({ sku: l.sku, name: l.name, qty: l.qty, row_total: l.row_total })),
      next: mayMove ? consolePartMoves(s.status).map((to) => ({ to, label: SELLER_PART_LABELS[to] })) : [],
    }));
}

/**
 * One step of a seller's part along its table, through the orders feature's change-status (which records who
 * and when and mails the shopper), audited. The part must be of this order, in the staff member's stores.
 */
export async function moveConsolePart(
  deps: OpsDeps,
  staff: StaffCaller,
  order: Order,
  input: { part: string; to: SellerOrderStatus },
): Promise<void> {
  const part = (await deps.orders.sellers(order.id)).find(
    (s) => s.sub_increment_id === input.part && s.seller_id !== OWN_SELLER_ID,
  );
  if (!part) throw new DomainError('not_found', 'Sub-order not found');
  if (order.status === 'pending' || !consolePartMoves(part.status).includes(input.to))
    throw new DomainError(
      'conflict',
      `Sub-order ${part.sub_increment_id} cannot go from ${sellerPartLabel(part.status)} to ${SELLER_PART_LABELS[input.to]}.`,
    );
  await deps.ordersPort.changeStatus(part.sub_increment_id, input.to, `staff:${staff.id}`);
  await deps.staff.audit(
    {
      staff_id: staff.id,
      action: 'orders.part-move',
      entity: `order:${part.sub_increment_id}`,
      before: { status: part.status },
      after: { status: input.to },
    },
    deps.clock().toISOString(),
  );
}

import type { Adjustment, Order, OrderLine, OrderStatus, SubOrder } from '@sulit/domain';
import type { Kysely } from 'kysely';
import { stockSourcesOf } from '../catalog/stock-steps';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';
import { createOrderRecords, type OrderMail } from '../orders/order-records';
import { createCheckoutSessionRepository } from './checkout-session-repository';
import { createIdempotencyRepository } from './idempotency-repository';
import { createSaleUnitOfWork } from './sale-steps';
import { createSlotRepository } from './slot-repository';

/** A line to order: the order line's columns and what it takes from stock, from where. */
export type OrderLineInput = Omit<OrderLine, 'id' | 'order_id' | 'stock_source_code' | 'campaign_id'> & {
  /** units taken from stock (0 for membership cards) */
  stock_qty: number;
  /** the campaign the line was priced with (domain stockPoolOf): its stock is taken; null takes the source's */
  campaign_id: number | null;
};

export interface PlaceOrderInput {
  cart_id: number;
  /** buying the membership alone: these membership lines leave `cart_id` for a cart of the order's own */
  membership_apart?: readonly string[];
  customer_id: number;
  customer_email: string;
  /** the shopper's first name, for the confirmation mail */
  customer_firstname: string | null;
  now: string;
  status: OrderStatus;
  payment_method: string;
  payment_title: string;
  /** the order's totals: `orderTotals` over the lines and `adjustments` */
  amounts: Pick<Order, 'subtotal' | 'discount_amount' | 'shipping_amount' | 'fee' | 'grand_total'>;
  adjustments: readonly Adjustment[];
  coupon_code: string | null;
  /** the member's rebate the order spends (centavos, 0 for none): written to the ledger in the same transaction */
  rebate?: number;
  /** the senior/PWD special discount the order takes of its holder's weekly cap (decision 038), checked in the sale */
  special_discount?: { discount_id: number; week_start: string; purchase_amount: number; discount_amount: number };
  /** the voucher to use once; per-customer limit checked in the same transaction */
  voucher: { id: number; usage_limit_per_customer: number | null } | null;
  delivery_type: Order['delivery_type'];
  shipping_address: string | null;
  pickup_source_code: string | null;
  source_code: string;
  /** the slot to book: through the cart's live hold when it has one on this slot, else directly */
  slot: {
    id: number;
    date: string;
    period: string;
    label: string;
    cutoff_after: string;
    cutoff_minutes: number | null;
  } | null;
  cancellation: { key: string; value: string } | null;
  delivery_instruction: string | null;
  device_type: string | null;
  lines: readonly OrderLineInput[];
  /** one sub-order per seller: its columns but the order and the sub-order number (from `numbers`) */
  sellers: readonly Omit<SubOrder, 'id' | 'order_id' | 'sub_increment_id'>[];
  /** the order number from the row id, and sub-order numbers per seller */
  numbers: (rowId: number) => { increment_id: string; sub: ReadonlyMap<string, string> };
  /** the mail the placed order sends now (cash and free orders' confirmation), written in the sale's transaction */
  confirmation?: OrderMail | null;
}

export type PlaceOrderOutcome =
  | { kind: 'placed'; order: Order }
  | { kind: 'already_ordered'; order: Order | undefined }
  | { kind: 'out_of_stock'; skus: string[] }
  | { kind: 'slot_unavailable' }
  | { kind: 'voucher_used_up' }
  | { kind: 'rebate_unavailable' }
  | { kind: 'special_discount_changed' };

/**
 * Checkout's data: slots and holds, the shopper's choices, Idempotency-Keys, the order's records, and the sale
 * itself. Every change of stock, slot capacity and voucher use is a conditional update inside the one
 * transaction that creates the order, so parallel requests can neither oversell, overbook nor double-spend.
 */
export function createCheckoutRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  const orders = createOrderRecords(db);
  const sale = createSaleUnitOfWork(db, engine);

  /**
   * Place order as the list of its steps, in one transaction: claim the cart (the first write: SQLite's lock,
   * PostgreSQL's row lock; it switches the cart off), write the order, spend the rebate, take the special
   * discount's weekly cap, forget the checkout choices (unless a payment is awaited), write the confirmation mail
   * to the outbox, turn the cart's slot hold into the booking; then, last, the rows every shopper shares: take
   * stock (from the campaign each line was priced with), confirm the slot, use the voucher. Those stay locked
   * until the commit, so taking them last keeps a popular product, slot or voucher locked for a few statements,
   * not the whole sale (issue 34); always in that order (as `giveBackOrder` gives them back), so two sales never
   * deadlock. Any shortfall rolls all of it back.
   */
  async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
    const outcome = await sale<PlaceOrderOutcome, Exclude<PlaceOrderOutcome, { kind: 'placed' }>>(
      async (steps, abort) => {
        const apartId = input.membership_apart
          ? await steps.setMembershipApart({ ...input, line_ids: input.membership_apart })
          : undefined;
        if (apartId === null) return abort({ kind: 'already_ordered', order: undefined });
        const cartId = apartId ?? input.cart_id;
        /** whose cart, when: what every step records */
        const buyer = { cart_id: cartId, customer_id: input.customer_id, now: input.now };
        if (apartId === undefined && !(await steps.claimCart(buyer)))
          return abort({ kind: 'already_ordered', order: undefined });
        const takes = input.lines.map((l) => ({
          product_id: l.product_id,
          sku: l.sku,
          qty: l.stock_qty,
          campaign_id: l.campaign_id,
        }));
        const written = await steps.writeOrder(
          newOrderOf({ ...input, cart_id: cartId }),
          stockSourcesOf(takes, input.source_code),
        );
        const { order } = written;
        if (input.rebate !== undefined && input.rebate > 0) {
          const spent = await steps.spendRebate({
            customer_id: input.customer_id,
            order_id: order.id,
            order_number: order.increment_id,
            order_type: input.delivery_type,
            amount: input.rebate,
            now: input.now,
          });
          if (!spent) return abort({ kind: 'rebate_unavailable' });
        }
        if (input.special_discount) {
          const taken = await steps.takeSpecialDiscount({
            ...input.special_discount,
            order_id: order.id,
            customer_id: input.customer_id,
            now: input.now,
          });
          if (!taken) return abort({ kind: 'special_discount_changed' });
        }
        if (order.status !== 'pending') await steps.forgetCheckoutChoices(cartId);
        if (input.confirmation)
          await steps.queueOrderMail(written, input.customer_firstname, input.confirmation, input.now);

        const booking = input.slot && {
          ...buyer,
          slot_id: input.slot.id,
          cutoff_after: input.slot.cutoff_after,
          cutoff_minutes: input.slot.cutoff_minutes,
          order_id: order.id,
        };
        const held = booking ? await steps.convertHold(booking) : false;

        const stock = await steps.takeStock(takes, input.source_code, input.now);
        if (!stock.ok) return abort({ kind: 'out_of_stock', skus: stock.skus });
        if (booking && !(await steps.confirmSlot(booking, held))) return abort({ kind: 'slot_unavailable' });
        if (input.voucher) {
          const used = await steps.useVoucher({
            ...buyer,
            voucher_id: input.voucher.id,
            usage_limit_per_customer: input.voucher.usage_limit_per_customer,
            order_ref: order.increment_id,
          });
          if (!used) return abort({ kind: 'voucher_used_up' });
        }
        return { kind: 'placed', order };
      },
    );
    if (outcome.kind === 'already_ordered')
      return { kind: 'already_ordered', order: await orders.latestOrderOfCart(input.cart_id) };
    return outcome;
  }

  return {
    engine,
    ...createSlotRepository(db, engine),
    ...createCheckoutSessionRepository(db),
    ...createIdempotencyRepository(db),
    ...orders,
    placeOrder,
  };
}

/** The order's own columns from the place-order input. */
function newOrderOf(input: PlaceOrderInput) {
  return {
    customer_id: input.customer_id,
    customer_email: input.customer_email,
    cart_id: input.cart_id,
    status: input.status,
    payment_method: input.payment_method,
    payment_title: input.payment_title,
    ...input.amounts,
    coupon_code: input.coupon_code,
    voucher_id: input.voucher?.id ?? null,
    delivery_type: input.delivery_type,
    shipping_address: input.shipping_address,
    pickup_source_code: input.pickup_source_code,
    source_code: input.source_code,
    slot_id: input.slot?.id ?? null,
    slot_date: input.slot?.date ?? null,
    slot_period: input.slot?.period ?? null,
    slot_label: input.slot?.label ?? null,
    cancellation_key: input.cancellation?.key ?? null,
    cancellation_value: input.cancellation?.value ?? null,
    delivery_instruction: input.delivery_instruction,
    device_type: input.device_type,
    now: input.now,
    lines: input.lines.map(({ stock_qty: _s, campaign_id: _c, ...line }) => line),
    sellers: input.sellers,
    adjustments: input.adjustments,
    numbers: input.numbers,
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;

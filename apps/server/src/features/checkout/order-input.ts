import type { PlaceOrderInput } from '@sulit/db';
import {
  bookableStartsAfter,
  CHECKOUT_MESSAGES,
  checkSlotChoice,
  DomainError,
  orderIncrementId,
  rebateSpentBy,
  type OrderStatus,
  OWN_SELLER_ID,
  stockPoolOf,
  subOrderNumbers,
  voucherAtOrder,
  voucherFailureMessage,
} from '@sulit/domain';
import { cancellationOf, type CheckoutContext, periodOf, timeslotView } from './checkout-context';
import type { CheckoutDeps } from './checkout-deps';

/** The order's shipping address as it was when ordered (later edits of the address book do not move it). */
async function addressSnapshot(deps: CheckoutDeps, ctx: CheckoutContext): Promise<string | null> {
  const session = ctx.session;
  if (!session) return null;
  if (session.delivery_type === 'pickup')
    return JSON.stringify({ store_pickup: true, source_code: session.pickup_source_code });
  if (session.address_id === null) return null;
  const address = await deps.addresses.addressOf(ctx.customer.id, session.address_id);
  if (!address) return null;
  return JSON.stringify({
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: [address.street],
    building_name: address.building_name,
    landmark: address.landmark,
    telephone: address.telephone,
    township: address.barangay_name,
    township_id: address.barangay_id,
    city: address.city_name,
    city_id: address.city_id,
    region: address.province_name,
    region_id: address.province_id,
    postcode: address.postcode,
    country_id: address.country_id,
  });
}

/** The slot to book: the one the cart holds, at the order's store and of its kind (spec §4 Timeslot step). */
function slotToBook(ctx: CheckoutContext, source: string): PlaceOrderInput['slot'] {
  const choice = checkSlotChoice({ skipped: ctx.skipsTimeslot, hasSlot: ctx.hold !== null });
  if (!choice.ok) {
    const expired = (ctx.session?.slot_hold_id ?? null) !== null;
    throw new DomainError(
      expired ? 'conflict' : 'bad_request',
      expired ? CHECKOUT_MESSAGES.slotHoldExpired : choice.message,
      { step: 'delivery-timeslots' },
    );
  }
  if (choice.skipped || !ctx.hold) return null;
  const held = ctx.hold.slot;
  if (held.source_code !== source || held.is_store_pickup !== (ctx.fulfilment === 'pickup'))
    throw new DomainError('conflict', CHECKOUT_MESSAGES.timeslotInvalid, { step: 'delivery-timeslots' });
  return {
    id: held.id,
    date: held.slot_date,
    period: periodOf(held),
    label: timeslotView(held).value,
    cutoff_after: bookableStartsAfter(ctx.now, held.cutoff_minutes),
    cutoff_minutes: held.cutoff_minutes,
  };
}

/**
 * The order the checkout context describes, as the sale's steps take it: lines at the prices the cart was priced
 * at, each taking stock from where it was priced (`stockPoolOf`), the order's adjustments and the totals
 * `orderTotals` made of them, one sub-order per seller.
 */
export async function orderInputOf(
  deps: CheckoutDeps,
  ctx: CheckoutContext,
  order: {
    source: string;
    status: OrderStatus;
    method: string;
    methodTitle: string;
    cancellationKey: string | undefined;
    deliveryInstruction: string | null | undefined;
    confirmation: PlaceOrderInput['confirmation'];
  },
): Promise<PlaceOrderInput> {
  const { cart, session } = ctx;
  let voucher: PlaceOrderInput['voucher'] = null;
  const atOrder = voucherAtOrder(cart.coupon_code, ctx.priced.totals.voucherMessage);
  if ('refuse' in atOrder) throw new DomainError('conflict', atOrder.refuse, { reason: 'voucher' });
  if (atOrder.use && cart.coupon_code) {
    const record = await deps.carts.voucherByCode(cart.coupon_code);
    if (!record) throw new DomainError('conflict', voucherFailureMessage(cart.coupon_code, 'not_found'));
    voucher = { id: record.id, usage_limit_per_customer: record.usage_limit_per_customer };
  }
  const shippingTypes = session?.shipping_types ? (JSON.parse(session.shipping_types) as Record<string, string>) : {};
  // the cart's sellers with lines in this order (buying the membership alone leaves the groceries' sellers out)
  const stores = ctx.priced.totals.stores.filter((s) => ctx.totals.sellers.has(s.seller_id));
  const sellerIds = stores.map((s) => s.seller_id);
  return {
    cart_id: cart.id,
    customer_id: ctx.customer.id,
    customer_email: ctx.customer.email,
    customer_firstname: ctx.customer.firstname,
    now: ctx.now.toISOString(),
    status: order.status,
    payment_method: order.method,
    payment_title: order.methodTitle,
    confirmation: order.confirmation,
    amounts: ctx.totals.order,
    adjustments: ctx.adjustments,
    rebate: rebateSpentBy(ctx.adjustments),
    ...(ctx.specialDiscount && {
      special_discount: {
        discount_id: ctx.specialDiscount.discount_id,
        week_start: ctx.specialDiscount.week_start,
        purchase_amount: ctx.specialDiscount.result.purchase,
        discount_amount: ctx.specialDiscount.result.discount,
      },
    }),
    coupon_code: voucher ? cart.coupon_code : null,
    voucher,
    delivery_type: ctx.fulfilment,
    shipping_address: await addressSnapshot(deps, ctx),
    pickup_source_code: ctx.fulfilment === 'pickup' ? (session?.pickup_source_code ?? null) : null,
    source_code: order.source,
    slot: slotToBook(ctx, order.source),
    cancellation: ctx.isMembershipOnly ? null : cancellationOf(order.cancellationKey ?? session?.cancellation_key),
    delivery_instruction: order.deliveryInstruction?.trim() || session?.delivery_instruction || null,
    device_type: session?.device_type ?? null,
    lines: ctx.lines.map((l) => {
      const product = ctx.priced.products.get(l.product_id);
      return {
        seller_id: l.seller_id,
        product_id: l.product_id,
        sku: l.sku,
        name: l.name,
        product_type: l.product_type,
        qty: l.qty,
        unit_price: l.final_price,
        row_total: l.row_total,
        discount_amount: (l.promotion?.promotion_row_saved ?? 0) + (l.discount_amount ?? 0),
        special_instruction: l.specialInstruction,
        stock_qty: l.is_membership ? 0 : l.qty,
        campaign_id: product ? stockPoolOf(product, ctx.now).campaign_id : null,
      };
    }),
    sellers: stores.map((s) => {
      // orderTotals made one per seller of these same lines
      const money = ctx.totals.sellers.get(s.seller_id);
      if (!money) throw new Error(`no totals for seller ${s.seller_id}`);
      return {
        seller_id: s.seller_id,
        shop_name: s.shop_name,
        status: s.seller_id === OWN_SELLER_ID ? order.status : 'created',
        shipping_type: shippingTypes[s.seller_id] ?? null,
        items_qty: ctx.membershipAlone
          ? ctx.lines.filter((l) => l.seller_id === s.seller_id).reduce((n, l) => n + l.qty, 0)
          : s.items_qty,
        subtotal: money.subtotal,
        discount_amount: money.discount_amount,
        shipping_amount: money.shipping_amount,
        grand_total: money.grand_total,
      };
    }),
    numbers: (rowId) => {
      const increment = orderIncrementId(rowId);
      return { increment_id: increment, sub: subOrderNumbers(increment, sellerIds) };
    },
  };
}

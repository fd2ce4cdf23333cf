import type { Order } from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';
import {
  claimCart,
  forgetCheckoutChoices,
  giveBackVoucher,
  reopenCart,
  setMembershipApart,
  useVoucher,
} from '../cart/cart-steps';
import { giveBackStock, type StockTake, takeStock } from '../catalog/stock-steps';
import { markReleased, type NewOrder, stockTakenBy, type WrittenOrder, writeOrder } from '../orders/order-steps';
import { unitOfWork } from '../unit-of-work';
import { confirmSlot, convertHold, releaseSlot, type SlotBooking } from './slot-steps';
import { type OrderMail, queueOrderMail } from '../orders/order-records';
import { giveBackRebate, reverseEarnsOfOrder, type RebateSpend, spendRebate } from '../rebates/rebate-steps';
import {
  giveBackSpecialDiscount,
  type SpecialDiscountTake,
  takeSpecialDiscount,
} from '../discounts/special-discount-steps';

/**
 * Gives back everything a not-delivered order took — stock, its slot's place, its voucher use, the rebate it
 * spent (and reverses any rebate it earned), its use of the special discount's weekly cap — and lets its
 * cart be ordered again, once (`markReleased` is the claim), in the caller's transaction. Cancelling, a failed
 * or expired payment and an operator's cancel all end here.
 */
export async function giveBackOrder(
  trx: Kysely<DB>,
  order: Pick<Order, 'id' | 'increment_id' | 'cart_id' | 'slot_id' | 'voucher_id'>,
  now: string,
): Promise<void> {
  if (!(await markReleased(trx, order.id, now))) return;
  await giveBackStock(trx, await stockTakenBy(trx, order.id));
  if (order.slot_id !== null) await releaseSlot(trx, { id: order.id, slot_id: order.slot_id }, now);
  if (order.voucher_id !== null) await giveBackVoucher(trx, order.voucher_id, order.increment_id);
  await giveBackRebate(trx, order.id, now);
  await reverseEarnsOfOrder(trx, order.id, now);
  await giveBackSpecialDiscount(trx, order.id, now);
  await reopenCart(trx, order.cart_id, now);
}

/** The steps of a sale, each owned by its feature, bound to one transaction. */
function saleStepsIn(trx: Kysely<DB>, engine: DatabaseEngine) {
  return {
    setMembershipApart: (apart: Parameters<typeof setMembershipApart>[1]) => setMembershipApart(trx, apart),
    claimCart: (claim: Parameters<typeof claimCart>[1]) => claimCart(trx, claim),
    takeStock: (takes: readonly StockTake[], source: string, now: string) => takeStock(trx, takes, source, now),
    writeOrder: (order: NewOrder, taken: Parameters<typeof writeOrder>[2]) => writeOrder(trx, order, taken),
    convertHold: (booking: SlotBooking) => convertHold(trx, booking),
    confirmSlot: (booking: SlotBooking, held: boolean) => confirmSlot(trx, booking, held, engine),
    useVoucher: (use: Parameters<typeof useVoucher>[1]) => useVoucher(trx, use),
    spendRebate: (spend: RebateSpend) => spendRebate(trx, spend),
    takeSpecialDiscount: (take: SpecialDiscountTake) => takeSpecialDiscount(trx, take),
    forgetCheckoutChoices: (cartId: number) => forgetCheckoutChoices(trx, cartId),
    /** the mail that reports this sale, in its transaction: it exists exactly when the sale does */
    queueOrderMail: (order: WrittenOrder, firstname: string | null, mail: OrderMail, now: string) =>
      queueOrderMail(trx, order.order, mail, now, { lines: order.lines, sellers: order.sellers, firstname }),
  };
}

/** Runs a sale's steps in one transaction (see `unitOfWork`): place order is the list of them. */
export function createSaleUnitOfWork(db: Kysely<DB>, engine: DatabaseEngine) {
  return unitOfWork(db, (trx) => saleStepsIn(trx, engine));
}

/**
 * The shoppers the capacity measurements use (issue 34), shared by `capacity.ts` (wall clock through HAProxy)
 * and `tools/bench/src/signed-in-cpu.ts` (CPU and SQL per request in process): three plain goods with stock that
 * never runs out, a roomy delivery slot, and members with a 3-line cart, ready to the last checkout step when asked.
 */
import { createCheckoutRepository, type Database } from '@sulit/db';
import { bookableStartsAfter, holdExpiresAt } from '@sulit/domain';
import { testShopper } from '../../testing/test-shoppers';

export const CAPACITY_SOURCE = 'balintawak';

export type CapacityShopper = Awaited<ReturnType<typeof testShopper>>;

export async function capacityShoppers(database: Database) {
  const now = new Date();
  const goods = await database.db
    .selectFrom('products as p')
    .innerJoin('product_stock as s', 's.product_id', 'p.id')
    .select(['p.id', 'p.sku'])
    .where('s.source_code', '=', CAPACITY_SOURCE)
    .where('p.status', '=', 1)
    .where('p.product_type', '=', 'simple')
    .where('p.promo_tag', 'is', null)
    .where('p.seller_id', '=', 'sulit')
    .orderBy('p.id')
    .limit(3)
    .execute();
  await database.db
    .updateTable('product_stock')
    .set({ qty: 100_000_000 })
    .where('source_code', '=', CAPACITY_SOURCE)
    .where(
      'product_id',
      'in',
      goods.map((g) => g.id),
    )
    .execute();
  const repo = createCheckoutRepository(database.db, database.engine);
  await repo.rollForwardSlots(now);
  const slot = await database.db
    .selectFrom('delivery_slots')
    .selectAll()
    .where('source_code', '=', CAPACITY_SOURCE)
    .where('is_store_pickup', '=', 0)
    .where('starts_at', '>', new Date(now.getTime() + 24 * 3_600_000).toISOString())
    .orderBy('starts_at')
    .executeTakeFirstOrThrow();
  await database.db.updateTable('delivery_slots').set({ capacity: 10_000_000 }).where('id', '=', slot.id).execute();

  /** A member with a 3-line cart; `hold` readies it for place order (delivery, address, cash, a held slot). */
  async function shopperWithCart(hold: boolean): Promise<CapacityShopper> {
    const at = new Date().toISOString();
    const who = await testShopper(database, at, {
      tag: 'cap',
      member: true,
      address: true,
      cartSource: CAPACITY_SOURCE,
    });
    await database.db
      .insertInto('cart_items')
      .values(
        goods.map((g, position) => ({
          cart_id: who.cartId!,
          line_id: g.sku,
          sku: g.sku,
          product_id: g.id,
          qty: 1 + position,
          special_instruction: null,
          position,
        })),
      )
      .execute();
    if (hold) {
      await repo.saveSession(
        who.cartId!,
        who.customerId,
        {
          delivery_type: 'delivery',
          address_id: who.addressId!,
          source_code: CAPACITY_SOURCE,
          payment_method: 'cashondelivery',
        },
        at,
      );
      const held = await repo.holdSlot({
        slot_id: slot.id,
        customer_id: who.customerId,
        cart_id: who.cartId!,
        now: at,
        expires_at: new Date(holdExpiresAt(new Date()).getTime() + 3_600_000).toISOString(),
        cutoff_after: bookableStartsAfter(new Date(), slot.cutoff_minutes),
        cutoff_minutes: slot.cutoff_minutes,
      });
      if (!held) throw new Error('no hold');
    }
    return who;
  }

  /** A cart sync body: one of the goods at a quantity that changes with `n`. */
  const syncBody = (n: number) => ({ cart_items: [{ sku: goods[n % goods.length]!.sku, qty: 1 + (n % 3) }] });
  return { goods, slot, shopperWithCart, syncBody };
}

import { OWN_SELLER_ID } from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { giveBackStock, takeStock, type TakeStockOutcome, type TakenStock } from '../catalog/stock-steps';

/**
 * Stock follows what the order sells after picking (decision 039), through the stock feature's own steps, in the
 * settling transaction (so once: the settlement row is its claim). A line swapped or refunded gives back what it
 * took when the order was placed (the ordered item is not sold); a swap that stands takes its pieces from the
 * store's stock (the order's source, at the price the picker recorded, never a campaign's own stock). A shortfall
 * answers its skus and the caller rolls back.
 */
export async function moveSettledStock(
  trx: Kysely<DB>,
  order: { id: number; source_code: string },
  now: string,
): Promise<TakeStockOutcome> {
  const picked = await trx
    .selectFrom('order_lines as l')
    .innerJoin('order_line_picks as p', 'p.order_line_id', 'l.id')
    .select([
      'l.product_id',
      'l.qty',
      'l.stock_source_code',
      'l.campaign_id',
      'p.outcome',
      'p.substitute_product_id',
      'p.substitute_sku',
      'p.substitute_qty',
      'p.rejected_at',
    ])
    .where('l.order_id', '=', order.id)
    .where('l.seller_id', '=', OWN_SELLER_ID)
    .execute();
  const swaps = picked.flatMap((p) =>
    p.outcome === 'substituted' && p.rejected_at === null && p.substitute_product_id !== null
      ? [{ product_id: p.substitute_product_id, sku: p.substitute_sku ?? '', qty: p.substitute_qty, campaign_id: null }]
      : [],
  );
  const taken = await takeStock(trx, swaps, order.source_code, now);
  if (!taken.ok) return taken;
  await giveBackStock(
    trx,
    picked.map((p): TakenStock => ({
      product_id: p.product_id,
      qty: p.qty,
      source_code: p.stock_source_code,
      campaign_id: p.campaign_id,
    })),
  );
  return taken;
}

/** A swap turned down after settling: the substitute's pieces go back to the store's stock (the caller's claim). */
export async function giveBackSubstitute(
  trx: Kysely<DB>,
  order: { id: number; source_code: string },
  orderLineId: number,
): Promise<void> {
  const pick = await trx
    .selectFrom('order_line_picks')
    .select(['substitute_product_id', 'substitute_qty'])
    .where('order_line_id', '=', orderLineId)
    .where('order_id', '=', order.id)
    .where('outcome', '=', 'substituted')
    .executeTakeFirst();
  if (!pick?.substitute_product_id) return;
  await giveBackStock(trx, [
    {
      product_id: pick.substitute_product_id,
      qty: pick.substitute_qty,
      source_code: order.source_code,
      campaign_id: null,
    },
  ]);
}

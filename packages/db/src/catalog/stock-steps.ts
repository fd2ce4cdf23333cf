import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';
import { updatedRows } from '../affected-rows';

/** Units of one product an order takes, from the campaign it was priced with or (campaign_id null) the source. */
export interface StockTake {
  product_id: number;
  sku: string;
  qty: number;
  campaign_id: number | null;
}

/** What a take took, so giving it back returns it to the same place. */
export interface TakenStock {
  product_id: number;
  qty: number;
  source_code: string | null;
  campaign_id: number | null;
}

export type TakeStockOutcome = { ok: true; taken: TakenStock[] } | { ok: false; skus: string[] };

/** Where each take's units come from: its campaign's stock while priced with one, else the source's. */
export function stockSourcesOf(takes: readonly StockTake[], source: string): TakenStock[] {
  return takes
    .filter((take) => take.qty > 0)
    .map((take) => ({
      product_id: take.product_id,
      qty: take.qty,
      source_code: take.campaign_id === null ? source : null,
      campaign_id: take.campaign_id,
    }));
}

/**
 * Takes every line's units in one go (the caller's transaction): a campaign's own stock while that campaign is
 * still open at `now`, else the source's; each a conditional update (`stock >= n`), in product order so two
 * orders never lock each other. Any shortfall names its skus and the caller rolls back.
 */
export async function takeStock(
  trx: Kysely<DB>,
  takes: readonly StockTake[],
  source: string,
  now: string,
): Promise<TakeStockOutcome> {
  const short: string[] = [];
  for (const take of [...takes].sort((a, b) => a.product_id - b.product_id)) {
    if (take.qty <= 0) continue;
    const changed =
      take.campaign_id !== null
        ? await updatedRows(
            trx
              .updateTable('product_campaigns')
              .set({ stock: sql`stock - ${take.qty}` })
              .where('id', '=', take.campaign_id)
              .where('product_id', '=', take.product_id)
              .where('start_time', '<=', now)
              .where('end_time', '>', now)
              .where('stock', '>=', take.qty),
          )
        : await updatedRows(
            trx
              .updateTable('product_stock')
              .set({ qty: sql`qty - ${take.qty}` })
              .where('product_id', '=', take.product_id)
              .where('source_code', '=', source)
              .where('qty', '>=', take.qty),
          );
    if (changed !== 1) short.push(take.sku);
  }
  return short.length > 0 ? { ok: false, skus: short } : { ok: true, taken: stockSourcesOf(takes, source) };
}

/** Puts taken units back where they came from (a cancelled or unpaid order). */
export async function giveBackStock(trx: Kysely<DB>, taken: readonly TakenStock[]): Promise<void> {
  for (const line of [...taken].sort((a, b) => a.product_id - b.product_id)) {
    if (line.campaign_id !== null) {
      await trx
        .updateTable('product_campaigns')
        .set({ stock: sql`stock + ${line.qty}` })
        .where('id', '=', line.campaign_id)
        .execute();
    } else if (line.source_code !== null) {
      await trx
        .updateTable('product_stock')
        .set({ qty: sql`qty + ${line.qty}` })
        .where('product_id', '=', line.product_id)
        .where('source_code', '=', line.source_code)
        .execute();
    }
  }
}

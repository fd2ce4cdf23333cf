import type { SellerProductEntry, SellerStanding, SellerStatus } from '@sulit/domain';
import type { Kysely } from 'kysely';
import { type OpsAuditEntry, writeOpsAudit } from '../ops/ops-audit';
import type { DB } from '../schema';

type Audit = Pick<OpsAuditEntry, 'staff_id' | 'action'>;

/**
 * Third-party sellers for the operator console (issue 35, decision 035): their standing and their products'
 * visibility. Every change is one conditional update (its `from` comes from the domain's tables) with its
 * ops_audit row in one transaction, so of two staff members acting at once one changes the row.
 */
export function createSellerConsoleRepository(db: Kysely<DB>, ownSellerId: string) {
  const sellers = () =>
    db
      .selectFrom('sellers as s')
      .leftJoin('products as p', 'p.seller_id', 's.id')
      .select(['s.id', 's.shop_name', 's.status', 's.is_active', 's.created_at', 's.contact_email'])
      .select((eb) => [
        eb.fn.count<number>('p.id').as('product_count'),
        eb.fn.sum<number>(eb.case().when('p.status', '<>', 1).then(1).else(0).end()).as('hidden_count'),
      ])
      .where('s.id', '<>', ownSellerId)
      .groupBy(['s.id', 's.shop_name', 's.status', 's.is_active', 's.created_at', 's.contact_email']);
  const standingOf = (r: Awaited<ReturnType<ReturnType<typeof sellers>['execute']>>[number]): SellerStanding => ({
    id: r.id,
    shop_name: r.shop_name,
    status: r.status as SellerStatus,
    sells: r.is_active === 1,
    joined_at: r.created_at,
    contact_email: r.contact_email,
    product_count: Number(r.product_count),
    hidden_count: Number(r.hidden_count ?? 0),
  });

  return {
    /** Every third-party seller, A–Z (a marketplace has dozens, not thousands). */
    async list(): Promise<SellerStanding[]> {
      return (await sellers().orderBy('s.shop_name').orderBy('s.id').execute()).map(standingOf);
    },

    async byId(id: string): Promise<SellerStanding | undefined> {
      const row = await sellers().where('s.id', '=', id).executeTakeFirst();
      return row && standingOf(row);
    },

    /** A seller's products A–Z (shown and hidden), at most `limit`. */
    async products(sellerId: string, limit: number): Promise<SellerProductEntry[]> {
      return db
        .selectFrom('products')
        .select(['id', 'sku', 'name', 'price', 'status'])
        .where('seller_id', '=', sellerId)
        .orderBy('name')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * Moves a seller from one of `from` to `to`; is_active follows (1 only while approved), so the storefront's
     * readers need no change. Answers false when the seller was in none of `from` (someone moved it meanwhile).
     */
    async move(
      id: string,
      move: { from: readonly SellerStatus[]; to: SellerStatus; sells: boolean },
      audit: Audit,
      now: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('sellers').select('status').where('id', '=', id).executeTakeFirst();
        const result = await trx
          .updateTable('sellers')
          .set({ status: move.to, is_active: move.sells ? 1 : 0 })
          .where('id', '=', id)
          .where('id', '<>', ownSellerId)
          .where('status', 'in', [...move.from])
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await writeOpsAudit(
          trx,
          { ...audit, entity: `seller:${id}`, before: { status: before?.status }, after: { status: move.to } },
          now,
        );
        return true;
      });
    },

    /** Hides or shows one of the seller's products (products.status from → to), audited; false if it was not. */
    async setProductStatus(
      sellerId: string,
      productId: number,
      move: { from: number; to: number },
      audit: Audit,
      now: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('products')
          .set({ status: move.to })
          .where('id', '=', productId)
          .where('seller_id', '=', sellerId)
          .where('status', '=', move.from)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await writeOpsAudit(
          trx,
          { ...audit, entity: `product:${productId}`, before: { status: move.from }, after: { status: move.to } },
          now,
        );
        return true;
      });
    },

    async productOf(sellerId: string, productId: number): Promise<SellerProductEntry | undefined> {
      return db
        .selectFrom('products')
        .select(['id', 'sku', 'name', 'price', 'status'])
        .where('id', '=', productId)
        .where('seller_id', '=', sellerId)
        .executeTakeFirst();
    },
  };
}

export type SellerConsoleRepository = ReturnType<typeof createSellerConsoleRepository>;

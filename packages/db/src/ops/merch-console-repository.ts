import type { CampaignWindow, VoucherTerms } from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import type { VoucherTable } from '../cart/cart-tables';
import type { DB } from '../schema';
import { writeOpsAudit } from './ops-audit';

/** A campaign row with the product it prices (sku, name, regular price). */
export interface CampaignOnProduct extends CampaignWindow {
  id: number;
  product_id: number;
  sku: string;
  name: string;
  regular_price: number;
}

export type VoucherRecord = Selectable<VoucherTable>;

/** Who changes what: the staff member and the policy's route id, for the audit row written with the change. */
export interface MerchActor {
  staff_id: number;
  action: string;
  now: string;
}

/** Decides, inside the write's transaction, whether the campaign may be saved (the domain's campaignProblem). */
export type CampaignJudge = (others: (CampaignWindow & { id: number })[]) => string | null;

export type CampaignWrite =
  { kind: 'saved'; campaign: CampaignOnProduct } | { kind: 'refused'; message: string } | { kind: 'not_found' };

/**
 * The console's campaign prices and vouchers (issue 35, decision 036): the very `product_campaigns` and `vouchers`
 * rows the catalogue prices from and the cart applies, each change with its `ops_audit` row in one transaction.
 */
export function createMerchConsoleRepository(db: Kysely<DB>) {
  const campaignQuery = (q: Kysely<DB>) =>
    q
      .selectFrom('product_campaigns as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select([
        'c.id',
        'c.product_id',
        'p.sku',
        'p.name',
        'p.price as regular_price',
        'c.price',
        'c.stock',
        'c.start_time',
        'c.end_time',
      ]);

  const windowsOf = (q: Kysely<DB>, productId: number) =>
    q
      .selectFrom('product_campaigns')
      .select(['id', 'start_time', 'end_time', 'price', 'stock'])
      .where('product_id', '=', productId)
      .execute();

  return {
    async campaigns(filter: { sku?: string | undefined }): Promise<CampaignOnProduct[]> {
      return campaignQuery(db)
        .$if(filter.sku !== undefined, (q) => q.where('p.sku', '=', filter.sku!))
        .orderBy('c.end_time', 'desc')
        .orderBy('c.id', 'desc')
        .limit(300)
        .execute();
    },

    campaignById: (id: number) => campaignQuery(db).where('c.id', '=', id).executeTakeFirst(),

    productBySku: (sku: string) =>
      db.selectFrom('products').select(['id', 'sku', 'name', 'price']).where('sku', '=', sku).executeTakeFirst(),

    /** A new campaign on a product, judged against the product's other campaigns read in the same transaction. */
    async createCampaign(
      productId: number,
      window: CampaignWindow,
      judge: CampaignJudge,
      actor: MerchActor,
    ): Promise<CampaignWrite> {
      return db.transaction().execute(async (trx) => {
        const message = judge(await windowsOf(trx, productId));
        if (message) return { kind: 'refused' as const, message };
        const { id } = await trx
          .insertInto('product_campaigns')
          .values({ product_id: productId, ...window })
          .returning('id')
          .executeTakeFirstOrThrow();
        const campaign = (await campaignQuery(trx)
          .where('c.id', '=', id)
          .executeTakeFirstOrThrow()) as CampaignOnProduct;
        await writeOpsAudit(
          trx,
          { staff_id: actor.staff_id, action: actor.action, entity: `campaign:${id}`, before: null, after: window },
          actor.now,
        );
        return { kind: 'saved' as const, campaign };
      });
    },

    /** Changes campaign `id`'s window, price or stock (ending is a change of its end), judged as a new one is. */
    async changeCampaign(
      id: number,
      change: (before: CampaignOnProduct) => Partial<CampaignWindow> | string,
      judge: CampaignJudge,
      actor: MerchActor,
    ): Promise<CampaignWrite> {
      return db.transaction().execute(async (trx) => {
        const before = await campaignQuery(trx).where('c.id', '=', id).executeTakeFirst();
        if (!before) return { kind: 'not_found' as const };
        const set = change(before);
        if (typeof set === 'string') return { kind: 'refused' as const, message: set };
        const message = judge(await windowsOf(trx, before.product_id));
        if (message) return { kind: 'refused' as const, message };
        await trx.updateTable('product_campaigns').set(set).where('id', '=', id).execute();
        const after = await campaignQuery(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
        const pick = (c: CampaignOnProduct) => ({
          start_time: c.start_time,
          end_time: c.end_time,
          price: c.price,
          stock: c.stock,
        });
        await writeOpsAudit(
          trx,
          {
            staff_id: actor.staff_id,
            action: actor.action,
            entity: `campaign:${id}`,
            before: pick(before),
            after: pick(after),
          },
          actor.now,
        );
        return { kind: 'saved' as const, campaign: after };
      });
    },

    vouchers: (): Promise<VoucherRecord[]> =>
      db.selectFrom('vouchers').selectAll().orderBy('id', 'desc').limit(500).execute(),

    /** A new voucher; null when its code (stored upper-case, unique) is taken. */
    async createVoucher(code: string, terms: VoucherTerms, actor: MerchActor): Promise<VoucherRecord | null> {
      return db.transaction().execute(async (trx) => {
        const taken = await trx.selectFrom('vouchers').select('id').where('code', '=', code).executeTakeFirst();
        if (taken) return null;
        const row = await trx
          .insertInto('vouchers')
          .values({ code, ...terms, is_active: 1, times_used: 0, seller_id: null, created_at: actor.now })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeOpsAudit(
          trx,
          {
            staff_id: actor.staff_id,
            action: actor.action,
            entity: `voucher:${row.id}`,
            before: null,
            after: { code, ...terms },
          },
          actor.now,
        );
        return row;
      });
    },

    /** Switches voucher `id` off (a conditional update: only an active one); carts holding it hear it is not valid. */
    async disableVoucher(
      id: number,
      actor: MerchActor,
    ): Promise<{ kind: 'disabled' | 'already_off'; voucher: VoucherRecord } | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('vouchers')
          .set({ is_active: 0 })
          .where('id', '=', id)
          .where('is_active', '=', 1)
          .returningAll()
          .executeTakeFirst();
        if (!row) {
          const existing = await trx.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
          return existing ? { kind: 'already_off' as const, voucher: existing } : null;
        }
        await writeOpsAudit(
          trx,
          {
            staff_id: actor.staff_id,
            action: actor.action,
            entity: `voucher:${id}`,
            before: { is_active: true },
            after: { is_active: false },
          },
          actor.now,
        );
        return { kind: 'disabled' as const, voucher: row };
      });
    },
  };
}

export type MerchConsoleRepository = ReturnType<typeof createMerchConsoleRepository>;

import type { CampaignColumns, MailMessage, ProductCampaign } from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import { campaignColumns, openCampaignJoin, withCampaign } from '../catalog/product-at-store-repository';
import { insertedRow } from '../inserted-row';
import { queueMail } from '../mail/outbox-repository';
import { queuePushes } from '../engagement/push-repository';
import type { DB } from '../schema';
import { deletedAny, updatedRows } from '../affected-rows';
import { countedRows } from '../counted-rows';

/** What an alert says about a product, and where it links. */
export interface AlertProduct {
  product_id: number;
  sku: string;
  name: string;
  url_key: string;
  root_category_slug: string;
}

/** A price-watch subscription as the detector reads it: the product's price facts at the subscriber's store. */
export interface WatchedPrice extends AlertProduct {
  id: number;
  customer_id: number;
  email: string;
  firstname: string;
  last_price: number;
  /** 1 while the product is sold; a disabled product's price is not watched */
  status: number;
  price: number;
  special_price: number | null;
  campaign: ProductCampaign | null;
}

/** A product at a store that someone waits for, with its stock facts and what the detector saw last. */
export interface WatchedStock {
  product_id: number;
  source_code: string;
  product_type: string;
  source_qty: number | null;
  campaign: ProductCampaign | null;
  /** 1 seen in stock, 0 seen out (or never seen) */
  in_stock: number;
}

export interface NewAlert {
  customer_id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

const alertProductColumns = sql`p.id as product_id, p.sku, p.name, p.url_key, root.url_path as root_category_slug`;

/**
 * Price-watch, back-in-stock, the alerts centre and push tokens (issue 15). The detectors page through the
 * subscriptions by key (never a whole table per call) and claim each drop or return with a conditional
 * update, so several instances checking at once still alert once.
 */
export function createAlertsRepository(db: Kysely<DB>) {
  /** Alerts and, with them, their pushes to the customers' web devices (issue 31). */
  async function insertAlerts(trx: Kysely<DB>, alerts: readonly NewAlert[], now: string) {
    if (!alerts.length) return;
    await trx
      .insertInto('notifications')
      .values(alerts.map((a) => ({ ...a, created_at: now })))
      .execute();
    await queuePushes(trx, alerts, now);
  }

  return {
    async product(productId: number): Promise<AlertProduct | undefined> {
      const row = await sql<AlertProduct>`select ${alertProductColumns} from products p
        join categories root on root.id = p.root_category_id where p.id = ${productId} and p.status = 1`.execute(db);
      return row.rows[0];
    },

    /** Adds a price-watch; false when the customer already watches the product. */
    async watchPrice(customerId: number, productId: number, source: string, price: number, now: string) {
      return insertedRow(
        db
          .insertInto('price_subscriptions')
          .values({
            customer_id: customerId,
            product_id: productId,
            source_code: source,
            last_price: price,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing()),
      );
    },

    async unwatchPrice(customerId: number, productId: number): Promise<boolean> {
      return deletedAny(
        db.deleteFrom('price_subscriptions').where('customer_id', '=', customerId).where('product_id', '=', productId),
      );
    },

    async priceSubscriptions(customerId: number) {
      return db
        .selectFrom('price_subscriptions')
        .select(['id', 'product_id', 'source_code', 'last_price', 'created_at'])
        .where('customer_id', '=', customerId)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    },

    /** Adds a back-in-stock wait and marks the product out at the store; false when already waiting. */
    async waitForStock(customerId: number, productId: number, source: string, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('stock_subscriptions')
          .select(['id', 'notified_at'])
          .where('customer_id', '=', customerId)
          .where('product_id', '=', productId)
          .where('source_code', '=', source)
          .executeTakeFirst();
        if (existing && existing.notified_at === null) return false;
        if (existing) {
          // Heard about an earlier return: waiting again joins the end of the queue.
          await trx.deleteFrom('stock_subscriptions').where('id', '=', existing.id).execute();
        }
        const added = await insertedRow(
          trx
            .insertInto('stock_subscriptions')
            .values({ customer_id: customerId, product_id: productId, source_code: source, created_at: now })
            .onConflict((oc) => oc.columns(['customer_id', 'product_id', 'source_code']).doNothing()),
        );
        await trx
          .insertInto('stock_watch')
          .values({ product_id: productId, source_code: source, in_stock: 0 })
          .onConflict((oc) => oc.columns(['product_id', 'source_code']).doUpdateSet({ in_stock: 0 }))
          .execute();
        return added;
      });
    },

    async stopWaiting(customerId: number, productId: number): Promise<boolean> {
      return deletedAny(
        db
          .deleteFrom('stock_subscriptions')
          .where('customer_id', '=', customerId)
          .where('product_id', '=', productId)
          .where('notified_at', 'is', null),
      );
    },

    async stockSubscriptions(customerId: number) {
      return db
        .selectFrom('stock_subscriptions')
        .select(['id', 'product_id', 'source_code', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('notified_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    },

    /**
     * One page of price-watches after `afterId` (the page is cut from price_subscriptions first, so each page costs
     * its own rows), with each product's price facts now.
     */
    async watchedPrices(afterId: number, limit: number, now: string): Promise<WatchedPrice[]> {
      const { rows } = await sql<
        Omit<WatchedPrice, 'campaign'> & CampaignColumns
      >`select ps.id, ps.customer_id, cu.email, cu.firstname, ps.last_price, p.status, p.price, p.special_price, ${alertProductColumns},
          ${campaignColumns}
        from (select * from price_subscriptions where id > ${afterId} order by id limit ${limit}) ps
        join products p on p.id = ps.product_id
        join categories root on root.id = p.root_category_id
        join customers cu on cu.id = ps.customer_id
        ${openCampaignJoin(now)}
        order by ps.id`.execute(db);
      return rows.map(withCampaign);
    },

    /** Moves a subscription's last seen price; true only for the caller that moved it from `from` (the claim). */
    /** A drop's alert and its mail are written with the move, in its transaction (issue 27 item 1). */
    async movePrice(
      id: number,
      from: number,
      to: number,
      drop: { alert: NewAlert; mail: MailMessage } | null,
      now: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const claimed =
          (await updatedRows(
            trx
              .updateTable('price_subscriptions')
              .set({ last_price: to })
              .where('id', '=', id)
              .where('last_price', '=', from),
          )) === 1;
        if (claimed && drop) {
          await insertAlerts(trx, [drop.alert], now);
          await queueMail(trx, drop.mail, now);
        }
        return claimed;
      });
    },

    /**
     * One page of (product, store) pairs someone waits for, after the key (product_id, source_code), with the
     * stock facts now and what the detector saw last.
     */
    async watchedStock(after: { product_id: number; source_code: string }, limit: number, now: string) {
      const { rows } = await sql<Omit<WatchedStock, 'campaign'> & CampaignColumns>`select w.product_id, w.source_code,
          p.product_type, st.qty as source_qty, coalesce(sw.in_stock, 0) as in_stock, ${campaignColumns}
        from (select distinct product_id, source_code from stock_subscriptions
              where notified_at is null and (product_id > ${after.product_id}
                or (product_id = ${after.product_id} and source_code > ${after.source_code}))
              order by product_id, source_code limit ${limit}) w
        join products p on p.id = w.product_id
        left join product_stock st on st.product_id = w.product_id and st.source_code = w.source_code
        left join stock_watch sw on sw.product_id = w.product_id and sw.source_code = w.source_code
        ${openCampaignJoin(now)}
        order by w.product_id, w.source_code`.execute(db);
      return rows.map((row) => ({ ...withCampaign(row), in_stock: Number(row.in_stock) }));
    },

    /** The detector saw the product out of stock at the store. */
    async markOut(productId: number, source: string): Promise<void> {
      await db
        .updateTable('stock_watch')
        .set({ in_stock: 0 })
        .where('product_id', '=', productId)
        .where('source_code', '=', source)
        .where('in_stock', '=', 1)
        .execute();
    },

    /**
     * Claims one stock return (out → in, once across instances) and serves the first `serve` waiting subscribers
     * in subscription order: marks them notified and files their alerts. Answers who was served (empty when
     * another run claimed the return).
     */
    async serveReturn(
      productId: number,
      source: string,
      serve: (waiting: { id: number; customer_id: number; email: string; firstname: string }[]) => {
        served: { id: number; customer_id: number; email: string; firstname: string }[];
        alert: (customerId: number) => NewAlert;
        /** each served subscriber's mail, written with their alert */
        mail: (subscriber: { email: string; firstname: string }) => MailMessage;
      },
      limit: number,
      now: string,
    ) {
      return db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto('stock_watch')
          .values({ product_id: productId, source_code: source, in_stock: 1 })
          .onConflict((oc) =>
            oc
              .columns(['product_id', 'source_code'])
              .doUpdateSet({ in_stock: 1 })
              .where('stock_watch.in_stock', '=', 0),
          )
          .returning('product_id')
          .execute();
        if (claim.length === 0) return [];
        const waiting = await trx
          .selectFrom('stock_subscriptions as s')
          .innerJoin('customers as cu', 'cu.id', 's.customer_id')
          .select(['s.id', 's.customer_id', 'cu.email', 'cu.firstname'])
          .where('s.product_id', '=', productId)
          .where('s.source_code', '=', source)
          .where('s.notified_at', 'is', null)
          .orderBy('s.id')
          .limit(limit)
          .execute();
        const { served, alert, mail } = serve(waiting);
        if (served.length === 0) return [];
        await trx
          .updateTable('stock_subscriptions')
          .set({ notified_at: now })
          .where(
            'id',
            'in',
            served.map((s) => s.id),
          )
          .execute();
        await insertAlerts(
          trx,
          served.map((s) => alert(s.customer_id)),
          now,
        );
        // one after the other: a transaction is one connection
        for (const subscriber of served) await queueMail(trx, mail(subscriber), now);
        return served;
      });
    },

    /** Files alerts outside a detector (a list shared by e-mail). */
    async addAlerts(alerts: readonly NewAlert[], now: string): Promise<void> {
      await db.transaction().execute((trx) => insertAlerts(trx, alerts, now));
    },

    async notifications(customerId: number, limit: number, beforeId: number | null) {
      let query = db
        .selectFrom('notifications')
        .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
        .where('customer_id', '=', customerId);
      if (beforeId !== null) query = query.where('id', '<', beforeId);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    async unreadCount(customerId: number): Promise<number> {
      return countedRows(
        db.selectFrom('notifications').where('customer_id', '=', customerId).where('read_at', 'is', null),
      );
    },

    /** Marks the given alerts (or all) read; only the customer's own. */
    async markRead(customerId: number, ids: readonly number[] | 'all', now: string): Promise<number> {
      let query = db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('customer_id', '=', customerId)
        .where('read_at', 'is', null);
      if (ids !== 'all') query = query.where('id', 'in', ids.length ? [...ids] : [-1]);
      return updatedRows(query);
    },

    async savePushToken(row: { customer_id: number; device_id: string; platform: string; token: string }, now: string) {
      await db
        .insertInto('push_tokens')
        .values({ ...row, updated_at: now })
        .onConflict((oc) =>
          oc
            .columns(['customer_id', 'device_id'])
            .doUpdateSet({ platform: row.platform, token: row.token, updated_at: now }),
        )
        .execute();
    },

    async deletePushToken(customerId: number, deviceId: string): Promise<boolean> {
      return deletedAny(
        db.deleteFrom('push_tokens').where('customer_id', '=', customerId).where('device_id', '=', deviceId),
      );
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;

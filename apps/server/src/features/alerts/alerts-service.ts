import { type AlertsRepository, cardsOfLines, type NewAlert, type ProductAtStoreReader } from '@sulit/db';
import {
  DEFAULT_SOURCE_CODE,
  DomainError,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
  priceAt,
  PRODUCT_ALERT_MESSAGES,
  productPath,
  stockAt,
} from '@sulit/domain';
import { detectPriceDrops, detectStockReturns } from './alert-detectors';

export interface AlertsDeps {
  alerts: AlertsRepository;
  products: ProductAtStoreReader;
  clock: () => Date;
  publicUrl: string;
}

/**
 * Price-watch, back-in-stock, the alerts centre and push tokens (issue 15). Subscriptions are kept at the
 * shopper's store (the default store when none is chosen), which is where the detectors look.
 */
export function createAlertsService(deps: AlertsDeps) {
  const { alerts, clock } = deps;
  const now = () => clock().toISOString();

  async function productAt(productId: number, source: string, notFoundMessage: string) {
    const product = await deps.products.one(productId, source, clock());
    if (!product) throw new DomainError('not_found', notFoundMessage);
    return product;
  }

  /** Subscriptions listed with their products as the store sells them now (gone products drop out). */
  async function withProducts<T extends { product_id: number; source_code: string }>(rows: T[]) {
    const at = clock();
    const cards = await cardsOfLines(deps.products, rows, null, at);
    return rows.flatMap((row) => {
      const card = cards.get(row.product_id);
      return card
        ? [{ row, card, url: productPath(card.root_category_slug, card.url_key, card.sku, card.id), at }]
        : [];
    });
  }

  return {
    async watchPrice(customerId: number, productId: number, source: string | null) {
      const store = source ?? DEFAULT_SOURCE_CODE;
      const product = await productAt(productId, store, PRODUCT_ALERT_MESSAGES.subscribeFailed);
      await alerts.watchPrice(customerId, productId, store, priceAt(product, clock()), now());
      return { message: PRODUCT_ALERT_MESSAGES.priceWatchSaved };
    },

    async unwatchPrice(customerId: number, productId: number) {
      if (!(await alerts.unwatchPrice(customerId, productId))) {
        throw new DomainError('not_found', 'This product is not on your price watch.');
      }
      return { message: PRODUCT_ALERT_MESSAGES.priceWatchRemoved };
    },

    async priceSubscriptions(customerId: number) {
      const listed = await withProducts(await alerts.priceSubscriptions(customerId));
      return {
        items: listed.map(({ row, card, url, at }) => ({
          product_id: card.id,
          sku: card.sku,
          name: card.name,
          url,
          watched_price: row.last_price,
          price: priceAt(card, at),
          source_code: row.source_code,
          created_at: row.created_at,
        })),
      };
    },

    /**
     * Back-in-stock at the shopper's store: only for a product out of stock there. Already waiting is the
     * already-subscribed notice, not an error.
     */
    async waitForStock(customerId: number, productId: number, source: string | null) {
      const store = source ?? DEFAULT_SOURCE_CODE;
      const product = await productAt(productId, store, PRODUCT_ALERT_MESSAGES.subscribeFailed);
      if (stockAt(product, store, clock()) > 0) {
        throw new DomainError('unprocessable', PRODUCT_ALERT_MESSAGES.subscribeFailed, { reason: 'in_stock' });
      }
      const created = await alerts.waitForStock(customerId, productId, store, now());
      return {
        message: created ? PRODUCT_ALERT_MESSAGES.stockSubscribed : PRODUCT_ALERT_MESSAGES.alreadySubscribed,
        already_subscribed: !created,
      };
    },

    async stopWaiting(customerId: number, productId: number) {
      if (!(await alerts.stopWaiting(customerId, productId))) {
        throw new DomainError('not_found', 'You are not waiting for this product.');
      }
      return { message: 'You will not be told when this product is back.' };
    },

    async stockSubscriptions(customerId: number) {
      const listed = await withProducts(await alerts.stockSubscriptions(customerId));
      return {
        items: listed.map(({ row, card, url }) => ({
          product_id: card.id,
          sku: card.sku,
          name: card.name,
          url,
          source_code: row.source_code,
          created_at: row.created_at,
        })),
      };
    },

    async notifications(customerId: number, before: number | null) {
      const rows = await alerts.notifications(customerId, NOTIFICATIONS_PAGE_SIZE, before);
      return {
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind as NotificationKind,
          title: r.title,
          body: r.body,
          link: r.link,
          created_at: r.created_at,
          read: r.read_at !== null,
        })),
        unread: await alerts.unreadCount(customerId),
        next_before: rows.length === NOTIFICATIONS_PAGE_SIZE ? rows[rows.length - 1]!.id : null,
      };
    },

    unreadCount: (customerId: number) => alerts.unreadCount(customerId),

    async markRead(customerId: number, ids: number[] | 'all') {
      await alerts.markRead(customerId, ids, now());
      return { message: 'Marked as read', unread: await alerts.unreadCount(customerId) };
    },

    /** Files an alert from another feature (a list shared by e-mail). */
    file: (alert: NewAlert) => alerts.addAlerts([alert], now()),

    async savePushToken(customerId: number, body: { deviceID: string; platform: string; token: string }) {
      await alerts.savePushToken(
        { customer_id: customerId, device_id: body.deviceID, platform: body.platform, token: body.token },
        now(),
      );
      return { message: 'Device registered' };
    },

    async deletePushToken(customerId: number, deviceId: string) {
      await alerts.deletePushToken(customerId, deviceId);
      return { message: 'Device removed' };
    },

    /** The scheduler's jobs: idempotent, paged, claimed per drop or return. */
    jobs: {
      detectPriceDrops: (at: Date) => detectPriceDrops(deps, at),
      detectStockReturns: (at: Date) => detectStockReturns(deps, at),
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;

import type { AlertProduct, AlertsRepository } from '@sulit/db';
import { priceAt, priceChange, productPath, stockAt, subscribersServed } from '@sulit/domain';
import { backInStockMail, backInStockText, priceDropMail, priceDropText } from './alert-mail';

export interface DetectorDeps {
  alerts: AlertsRepository;
  publicUrl: string;
}

/** Rows per page of the detectors' keyset scans: bounded memory whatever the number of subscriptions. */
export const DETECTOR_PAGE = 1000;

/**
 * Walks a scan a page at a time, each page read after the last row of the one before (keyset paging), until a
 * short page ends it.
 */
async function* keysetPages<R, K>(first: K, read: (after: K) => Promise<R[]>, keyOf: (last: R) => K) {
  for (let after = first; ;) {
    const page = await read(after);
    if (page.length === 0) return;
    yield page;
    if (page.length < DETECTOR_PAGE) return;
    after = keyOf(page[page.length - 1]!);
  }
}

const pathOf = (p: AlertProduct) => productPath(p.root_category_slug, p.url_key, p.sku, p.product_id);

/**
 * Price drops (a campaign opening counts): every price-watch is compared with the price it last saw at the
 * subscriber's store. A drop is claimed by moving last_price with a conditional update, so it is alerted once
 * (one notification, one e-mail) however often, and by however many instances, it is checked. A rise only
 * moves last_price, so the next drop alerts again.
 */
export async function detectPriceDrops(deps: DetectorDeps, now: Date): Promise<{ scanned: number; drops: number }> {
  const iso = now.toISOString();
  let scanned = 0;
  let drops = 0;
  const pages = keysetPages(
    0,
    (after) => deps.alerts.watchedPrices(after, DETECTOR_PAGE, iso),
    (last) => last.id,
  );
  for await (const page of pages) {
    scanned += page.length;
    for (const row of page) {
      if (row.status !== 1) continue;
      const current = priceAt(row, now);
      const change = priceChange(row.last_price, current);
      if (change === 'same') continue;
      if (change === 'rise') {
        await deps.alerts.movePrice(row.id, row.last_price, current, null, iso);
        continue;
      }
      const link = pathOf(row);
      const claimed = await deps.alerts.movePrice(
        row.id,
        row.last_price,
        current,
        {
          alert: {
            customer_id: row.customer_id,
            kind: 'price_drop',
            ...priceDropText(row.name, row.last_price, current),
            link,
          },
          mail: priceDropMail({
            to: row.email,
            firstname: row.firstname,
            name: row.name,
            from: row.last_price,
            price: current,
            link: deps.publicUrl + link,
          }),
        },
        iso,
      );
      if (claimed) drops += 1;
    }
  }
  return { scanned, drops };
}

/**
 * Stock returns: for each product and store someone waits for, out → in stock is one return, claimed once
 * (stock_watch). It serves the waiting subscribers in subscription order, only as many as the returned stock
 * can serve; the rest keep waiting for the next return.
 */
export async function detectStockReturns(deps: DetectorDeps, now: Date): Promise<{ scanned: number; served: number }> {
  const iso = now.toISOString();
  let scanned = 0;
  let served = 0;
  const pages = keysetPages(
    { product_id: 0, source_code: '' },
    (after) => deps.alerts.watchedStock(after, DETECTOR_PAGE, iso),
    (last) => ({ product_id: last.product_id, source_code: last.source_code }),
  );
  for await (const page of pages) {
    scanned += page.length;
    for (const row of page) {
      const stock = stockAt(row, row.source_code, now);
      if (stock <= 0) {
        if (row.in_stock === 1) await deps.alerts.markOut(row.product_id, row.source_code);
        continue;
      }
      if (row.in_stock === 1) continue;
      const product = await deps.alerts.product(row.product_id);
      if (!product) continue;
      const link = pathOf(product);
      const text = backInStockText(product.name);
      const heard = await deps.alerts.serveReturn(
        row.product_id,
        row.source_code,
        (waiting) => ({
          served: subscribersServed(waiting, stock),
          alert: (customerId) => ({ customer_id: customerId, kind: 'back_in_stock', ...text, link }),
          mail: (subscriber) =>
            backInStockMail({
              to: subscriber.email,
              firstname: subscriber.firstname,
              name: product.name,
              link: deps.publicUrl + link,
            }),
        }),
        Math.min(stock, DETECTOR_PAGE),
        iso,
      );
      served += heard.length;
    }
  }
  return { scanned, served };
}

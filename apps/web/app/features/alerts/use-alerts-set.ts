import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/http/browser-client';
import { signedInBrowser } from '../../lib/http/signed-in';
import { getPriceSubscriptions } from './api/get-price-subscriptions';
import { getStockSubscriptions } from './api/get-stock-subscriptions';

/** Which alerts a signed-in shopper already has on one product; null until known (and always for guests). */
export interface AlertsSet {
  watching: boolean;
  waiting: boolean;
}

/**
 * Read after hydration from the shopper's own price watch and back-in-stock lists: the product page is cached for
 * everyone, so what this shopper has set cannot be in its HTML.
 */
export function useAlertsSet(productId: number): [AlertsSet | null, (next: AlertsSet) => void] {
  const [set, setSet] = useState<AlertsSet | null>(null);
  useEffect(() => {
    if (!signedInBrowser()) return;
    let live = true;
    Promise.all([getPriceSubscriptions(browserApi), getStockSubscriptions(browserApi)])
      .then(([prices, stock]) => {
        if (!live) return;
        setSet({
          watching: prices.items.some((item) => item.product_id === productId),
          waiting: stock.items.some((item) => item.product_id === productId),
        });
      })
      // unknown stays unknown: the buttons then offer to set the alert, which the server answers idempotently
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [productId]);
  return [set, setSet];
}

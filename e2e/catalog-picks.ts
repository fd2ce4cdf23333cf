import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';

/** Evidence of what the shopper saw: e2e/.screenshots/{project}-{name}.png (git-ignored). */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}

/** A product tile as the catalogue's JSON answers list it (the fields the walks pick by). */
export interface Tile {
  id: number;
  sku: string;
  name: string;
  url: string;
  final_price: number;
  stock_qty: number;
  seller_id: string;
  shop_name: string;
  promo_tag: string | null;
}

/**
 * The 50 best sellers. Through a page's request context they are the shopper's chosen store's; through the
 * test's own `request` (no cookies) the whole catalogue's.
 */
export async function bestSellers(request: APIRequestContext): Promise<Tile[]> {
  const res = await request.get('/api/product/top-selling?limit=50');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: Tile[] }).items;
}

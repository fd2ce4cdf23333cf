import type { SellerRowInsert } from './catalog-rows';
import { MARKETPLACE_SELLERS, OWN_STORE, type SellerProfile } from './seller-data';

const DAY_MS = 86_400_000;

/** The own store first, then the marketplace shops; logos and banners are SVGs the server renders. */
export function buildSellers(now: Date): SellerRowInsert[] {
  const nowMs = Math.floor(now.getTime() / 1000) * 1000;
  return [OWN_STORE, ...MARKETPLACE_SELLERS].map((seller: SellerProfile) => ({
    id: seller.id,
    shop_name: seller.shopName,
    description: seller.description,
    logo_url: `/media/seller/${seller.id}/logo.svg`,
    banner_url: `/media/seller/${seller.id}/banner.svg`,
    color: seller.color,
    is_active: 1,
    created_at: new Date(nowMs - seller.daysOnPlatform * DAY_MS).toISOString(),
  }));
}

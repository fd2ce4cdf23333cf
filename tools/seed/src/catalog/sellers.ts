import {
  formatPeso,
  OWN_SELLER_ID,
  OWN_STORE_DELIVERY_FEE,
  OWN_STORE_FREE_DELIVERY_THRESHOLD,
  SELLER_DELIVERY_FEE,
  SELLER_DELIVERY_RANGE,
  SELLER_FREE_DELIVERY_THRESHOLD,
} from '@sulit/domain';
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
    policies: JSON.stringify(policiesOf(seller.id)),
    contact_email: seller.id === OWN_SELLER_ID ? 'help@sulitclub.ph' : `${seller.id}@sellers.sulitclub.ph`,
    contact_phone: seller.id === OWN_SELLER_ID ? '+63 2 8888 7858' : '',
  }));
}

/** A shop's policies as its info page shows them; the fees are the ones the cart charges (cart-constants). */
function policiesOf(id: string): { title: string; text: string }[] {
  if (id === OWN_SELLER_ID) {
    return [
      {
        title: 'Delivery',
        text: `${formatPeso(OWN_STORE_DELIVERY_FEE)} per order, free from ${formatPeso(OWN_STORE_FREE_DELIVERY_THRESHOLD)}; delivered from the next day in the slot you choose, or ready for pickup at any of our five stores.`,
      },
      {
        title: 'Returns',
        text: 'Tell us within 7 days if an item arrives damaged, wrong or expired and we replace or refund it.',
      },
    ];
  }
  return [
    {
      title: 'Delivery',
      text: `${formatPeso(SELLER_DELIVERY_FEE)} per order from this shop, free from ${formatPeso(SELLER_FREE_DELIVERY_THRESHOLD)}; delivered by the seller in ${SELLER_DELIVERY_RANGE}.`,
    },
    {
      title: 'Returns',
      text: 'Items that arrive damaged or not as described can be returned within 7 days of delivery, unused and in their packaging. Contact the seller through the Help Center with your order number.',
    },
    {
      title: 'Warranty',
      text: 'Products carry their manufacturer’s warranty where one is given; the seller handles claims.',
    },
  ];
}

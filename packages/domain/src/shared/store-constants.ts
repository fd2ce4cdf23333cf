/** Facts about the store itself (DESIGN §0 and spec §1, §2, §9). */

/** The own store's seller id: the spec's '{product}' seller constant and default marketplace_provider_code. */
export const OWN_SELLER_ID = 'sulit';
export const STORE_BRAND = 'Sulit Club';
export const CURRENCY = 'PHP';
export const COUNTRY_ID = 'PH';
export const TIME_ZONE = 'Asia/Manila';

/** Spec §9 defaults. */
export const DEFAULT_STORE_VIEW_CODE = 'default';
export const DEFAULT_STORE_ID = 1;
export const DEFAULT_SHOP_ID = '0';
export const HOME_PAGE_SLUG = 'new-home';
export const BUY_2_FOR_1_PROMO_TAG = 'BUY 2 FOR THE PRICE OF 1';
export const MEMBERSHIP_ITEM_STOCK = 99999;

export type SourceCode = 'balintawak' | 'otis' | 'arcovia' | 'alabang' | 'cebu';

export interface PhysicalStore {
  sourceCode: SourceCode;
  name: string;
  /** spec §2 contact block */
  hours: string;
}

/** Spec §2: store hours 9am-6pm (Balintawak, Otis, Arcovia, Alabang) and 9am-8pm (Cebu). */
export const PHYSICAL_STORES: readonly PhysicalStore[] = [
  { sourceCode: 'balintawak', name: 'Balintawak', hours: '9am-6pm' },
  { sourceCode: 'otis', name: 'Otis', hours: '9am-6pm' },
  { sourceCode: 'arcovia', name: 'Arcovia', hours: '9am-6pm' },
  { sourceCode: 'alabang', name: 'Alabang', hours: '9am-6pm' },
  { sourceCode: 'cebu', name: 'Cebu', hours: '9am-8pm' },
];

export const SOURCE_CODES: readonly SourceCode[] = PHYSICAL_STORES.map((s) => s.sourceCode);
/** The store that serves a shopper who has chosen no location yet (the first of the stores). */
export const DEFAULT_SOURCE_CODE: SourceCode = 'balintawak';

export function isSourceCode(value: string): value is SourceCode {
  return (SOURCE_CODES as readonly string[]).includes(value);
}

/** Spec §2: online service 7am-9pm Monday to Sunday excluding holidays. */
export const ONLINE_SERVICE_HOURS = '7am-9pm, Monday to Sunday (excluding holidays)';

export const SOCIAL_LINKS: readonly { network: string; url: string }[] = [
  { network: 'Facebook', url: 'https://www.facebook.com/sulitclub' },
  { network: 'Instagram', url: 'https://www.instagram.com/sulitclub' },
  { network: 'TikTok', url: 'https://www.tiktok.com/@sulitclub' },
];

/**
 * Shopping lists, price-watch and back-in-stock (issue 15; spec §3 Shopping list, §4 Shopping list, §8 Lists
 * and Products, §9). Pure rules: the server enforces them, the web shows them.
 */

/** Spec §8 "Lists", word for word. */
export const LIST_MESSAGES = {
  updated: 'List has been updated',
  created: 'A new list has been created',
  removed: 'This list has been removed',
  itemRemoved: 'This item has been removed from the list',
  /**
   * The spec's words are 'share this list error'; issue 29 found them meant for developers, so the shopper is
   * told what to check instead.
   */
  shareFailed: 'We could not share this list. Check that the e-mail address belongs to another Sulit Club account.',
  itemAdded: 'Item added to your list',
  copied: 'Added list to the new list',
} as const;

/** Spec §8 "{email} is added to shared list". */
export function sharedWithMessage(email: string): string {
  return `${email} is added to shared list`;
}

/** Spec §8 "Products": the price-watch and out-of-stock subscription messages, word for word. */
export const PRODUCT_ALERT_MESSAGES = {
  priceWatchSaved: 'Item saved to price watch',
  priceWatchRemoved: 'Item removed from price watch',
  stockSubscribed: "We'll send you an email as soon as the product is available again",
  alreadySubscribed: 'You are already subscribed to this product.',
  subscribeFailed: 'Subscribe product failed, try again or contact support',
} as const;

/** Whoever else reads a list sees its owner's first name only, never the e-mail (issue 29). */
export function sharerName(firstname: string | null): string {
  const name = (firstname ?? '').trim().replace(/\s+/g, ' ');
  return name || 'A Sulit Club shopper';
}

/** The list every customer has; created on first use. */
export const DEFAULT_LIST_NAME = 'My Shopping List';
export const LIST_NAME_MAX = 60;
export const LIST_NOTE_MAX = 255;
export const LIST_ITEM_MAX_QTY = 999;
/** A customer's lists and a list's items are bounded so one request never loads an unbounded table. */
export const MAX_LISTS_PER_CUSTOMER = 50;
export const MAX_ITEMS_PER_LIST = 200;

/** Spec §9: shopping list detail page_size 0 (= all), default sort ASC, page 1. */
export const LIST_DETAIL_PAGE_SIZE = 0;
export const LIST_DEFAULT_DIR = 'ASC';
export const LIST_DEFAULT_PAGE = 1;
/** Spec §3 filter field product_list_order: what the items are sorted by. */
export const LIST_ORDERS = ['position', 'name', 'price'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];
export const LIST_DIRS = ['ASC', 'DESC'] as const;
export type ListDir = (typeof LIST_DIRS)[number];
/** Spec §3 filter field ld_display: all items, or only those the store can sell now. */
export const LIST_DISPLAYS = ['all', 'in_stock'] as const;
export type ListDisplay = (typeof LIST_DISPLAYS)[number];

export interface SortableListItem {
  /** when it was added (position order) */
  item_id: number;
  name: string;
  /** centavos, at the shopper's store now */
  price: number;
  in_stock: boolean;
}

/** Spec §3 filter: ld_display, then product_list_order in product_list_dir (ties by when added). */
export function arrangeListItems<T extends SortableListItem>(
  items: readonly T[],
  filter: { display: ListDisplay; order: ListOrder; dir: ListDir },
): T[] {
  const shown = filter.display === 'in_stock' ? items.filter((i) => i.in_stock) : [...items];
  const sign = filter.dir === 'DESC' ? -1 : 1;
  const key = (a: T, b: T): number => {
    if (filter.order === 'name') return a.name.localeCompare(b.name, 'en');
    if (filter.order === 'price') return a.price - b.price;
    return a.item_id - b.item_id;
  };
  return shown.sort((a, b) => sign * key(a, b) || a.item_id - b.item_id);
}

/** Spec §9 page_size 0 means every item; otherwise the page's slice (pages from 1). */
export function pageOf<T>(items: readonly T[], pageSize: number, page: number): T[] {
  if (pageSize <= 0) return [...items];
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** A share link's tk token: 32 random bytes (256 bits, ≥128 required), base64url. */
export const SHARE_TOKEN_BYTES = 32;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Opening shared lists: at most this many tries per address per window (guessing is pointless, and slowed). */
export const SHARE_OPEN_LIMIT = 30;
export const SHARE_OPEN_WINDOW_MS = 60_000;

/** The price-watch verdict for one subscription: a drop is alerted once, because last_price moves with it. */
export function priceChange(lastPrice: number, currentPrice: number): 'drop' | 'rise' | 'same' {
  if (currentPrice < lastPrice) return 'drop';
  return currentPrice > lastPrice ? 'rise' : 'same';
}

/**
 * A stock return serves the waiting subscribers in subscription order, only as many as the returned stock can
 * serve (one unit each), first.
 */
export function subscribersServed<T>(waitingInOrder: readonly T[], returnedStock: number): T[] {
  return waitingInOrder.slice(0, Math.max(0, Math.floor(returnedStock)));
}

/** The alerts centre's kinds (order updates join later). */
export const NOTIFICATION_KINDS = ['price_drop', 'back_in_stock', 'list_shared'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** Spec-style page size for the alerts centre. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

import { createHash } from 'node:crypto';
import type { ListSummary } from '@sulit/contracts/lists';
import type { ListsRepository, NewAlert, ProductAtStoreReader, ThrottleRepository } from '@sulit/db';
import { DomainError, type ListDir, type ListDisplay, type ListOrder } from '@sulit/domain';

/** The cart, as the composition root hands it in: adds quantities to the customer's cart at their store. */
export interface ListCartPort {
  addToCart(
    customerId: number,
    source: string | null,
    items: readonly { sku: string; qty: number }[],
  ): Promise<{ failures: { sku: string; message: string }[]; items_qty: number }>;
}

/** What every lists use-case works with (built once by registerListsFeature). */
export interface ListsDeps {
  lists: ListsRepository;
  products: ProductAtStoreReader;
  throttle: ThrottleRepository;
  cart: ListCartPort;
  /** files an alert in the alerts centre (a list shared by e-mail) */
  notify: (alert: NewAlert) => Promise<void>;
  clock: () => Date;
  publicUrl: string;
}

export interface ListFilter {
  ld_display: ListDisplay;
  product_list_order: ListOrder;
  product_list_dir: ListDir;
  curPage: number;
  page_size: number;
}

/** One message for every list another customer cannot see: it does not exist for them. */
const LIST_NOT_FOUND = 'This list does not exist.';
export const listNotFound = () => new DomainError('not_found', LIST_NOT_FOUND);
export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function summaryOf(row: {
  id: number;
  name: string;
  is_default: boolean;
  item_count?: number;
  shared_by?: string | null;
}): ListSummary {
  return {
    list_id: row.id,
    list_name: row.name,
    is_default: row.is_default,
    item_count: row.item_count ?? 0,
    shared_by: row.shared_by ?? null,
  };
}

/** The customer's own list, or 404 (someone else's list does not exist for them). */
export async function ownedList({ lists }: ListsDeps, customerId: number, listId: number) {
  const list = await lists.owned(customerId, listId);
  if (!list) throw listNotFound();
  return list;
}

/** A list the customer owns or had shared with them by e-mail, or 404. */
export async function readableList({ lists }: ListsDeps, customerId: number, listId: number) {
  const list = await lists.readable(customerId, listId);
  if (!list) throw listNotFound();
  return list;
}

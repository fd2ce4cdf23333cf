import type { Generated } from 'kysely';

/**
 * The shopping list and alert tables (issue 15, migration 0012-lists-and-alerts). Booleans are 0/1, money
 * integer centavos, times ISO-8601 UTC.
 */
export interface ShoppingListTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  is_default: number;
  /** the customer id on their default list, null on named lists (unique: one default each) */
  default_of: number | null;
  created_at: string;
  updated_at: string;
}

export interface ShoppingListItemTable {
  id: Generated<number>;
  list_id: number;
  product_id: number;
  qty: number;
  note: string | null;
  created_at: string;
}

export interface ShoppingListLinkTable {
  id: Generated<number>;
  list_id: number;
  /** SHA-256 (hex) of the share link's tk token */
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
}

export interface ShoppingListRecipientTable {
  list_id: number;
  customer_id: number;
  created_at: string;
}

export interface PriceSubscriptionTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  source_code: string;
  /** centavos: the price the detector last saw at source_code */
  last_price: number;
  created_at: string;
}

export interface StockSubscriptionTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  source_code: string;
  created_at: string;
  notified_at: string | null;
}

export interface StockWatchTable {
  product_id: number;
  source_code: string;
  in_stock: number;
}

export interface NotificationTable {
  id: Generated<number>;
  customer_id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface PushTokenTable {
  customer_id: number;
  device_id: string;
  platform: string;
  token: string;
  updated_at: string;
}

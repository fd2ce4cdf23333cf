/** A shopping list as its reader sees it (issue 15). */
export interface ShoppingList {
  id: number;
  customer_id: number;
  name: string;
  /** the customer's one default list (created on first use) */
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

/** A list in the reader's overview: whose it is, how many products, and who shared it when not their own. */
export interface ShoppingListSummary extends ShoppingList {
  item_count: number;
  /** the owner's first name (`sharerName`) when the list was shared with the reader, else null */
  shared_by: string | null;
}

export interface ShoppingListItem {
  item_id: number;
  product_id: number;
  qty: number;
  note: string | null;
}

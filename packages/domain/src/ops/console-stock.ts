/**
 * Stock per store source as staff set it (issue 35): the console and `npm run operator -- restock` share these
 * rules. A quantity is set absolutely, never by a delta, and the console sends the quantity it saw: the write is
 * conditional on it, so two operators editing one row at once cannot overwrite each other blindly.
 */

/** The largest quantity a store may hold of one product (the operator tool's bound since issue 15). */
export const STOCK_QTY_MAX = 1_000_000;

/** A quantity staff may set: a whole number from 0 to STOCK_QTY_MAX. */
export function isStockQty(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= STOCK_QTY_MAX;
}

/**
 * What the console shows for a raw stock row: a store without a row holds none, and a negative raw quantity
 * (an oversold row, spec §4) is shown as 0 — but the conditional write compares with the raw value it read.
 */
export function shownStock(raw: number | null): number {
  return raw === null ? 0 : Math.max(0, raw);
}

export const STOCK_MESSAGES = {
  productNotFound: 'Product not found',
  changedMeanwhile: (now: number) =>
    `Someone changed this stock meanwhile: it is now ${now}. Check the new quantity and save again.`,
  storeRefused: 'Your roles do not cover that store.',
} as const;

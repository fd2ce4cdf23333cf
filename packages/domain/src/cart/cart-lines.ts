/**
 * Cart lines and quantities (spec §3 "Local temp items: sku, qty, specialInstruction, product_id"; §4 Cart;
 * §5 "Special instructions kept per sku; some skus get indexed temporary ids so duplicates coexist").
 * Pure: stock is resolved by the caller (catalog-pricing `availableStock`) and passed in.
 */
import { BUY_2_FOR_1_PROMO_TAG } from '../shared/store-constants';
import {
  CART_MAX_LINES,
  CART_MAX_LINE_QTY,
  GUEST_CART_MAX_LINES,
  GUEST_LIMIT_MESSAGE,
  OUT_OF_STOCK_MESSAGE,
  SPECIAL_INSTRUCTION_MAX_LENGTH,
} from './cart-constants';

/** One line of a cart. The same sku appears on two lines only with two different instructions. */
export interface CartLine {
  /** the first line of a sku uses the sku itself; more lines of that sku get `${sku}#${n}` (n = 1, 2, …) */
  line_id: string;
  sku: string;
  product_id: number;
  /** always a whole number from 1 to CART_MAX_LINE_QTY inside a cart */
  qty: number;
  /** the spec's specialInstruction; null when there is none */
  specialInstruction: string | null;
}

/** What a cart change did, for the spec's added / updated / deleted notifications. */
export type CartChangeKind = 'added' | 'updated' | 'removed' | 'unchanged';

export type CartLineFailure =
  | { ok: false; code: 'invalid_quantity'; message: string }
  | { ok: false; code: 'out_of_stock'; message: string; sku: string; available_qty: 0 }
  | { ok: false; code: 'limited_stock'; message: string; sku: string; available_qty: number }
  | { ok: false; code: 'unknown_line'; message: string }
  | { ok: false; code: 'cart_full'; message: string }
  | { ok: false; code: 'guest_limit'; message: string; max_lines: number };

export type CartChangeResult =
  { ok: true; lines: CartLine[]; line_id: string; qty: number; change: CartChangeKind } | CartLineFailure;

function invalidQuantityMessage(min: 0 | 1): string {
  return `Please enter a quantity from ${min} to ${CART_MAX_LINE_QTY}.`;
}

/** Decided wording of the limited-stock modal. */
function limitedStockMessage(available: number): string {
  return `Only ${available} ${available === 1 ? 'item is' : 'items are'} left in your selected store.`;
}

const UNKNOWN_LINE_MESSAGE = 'This item is no longer in your cart.';
const CART_FULL_MESSAGE = `Your cart can hold up to ${CART_MAX_LINES} different items.`;

export type QuantityResult = { ok: true; qty: number } | Extract<CartLineFailure, { code: 'invalid_quantity' }>;

/**
 * A quantity is a whole number from `min` (0 when setting, where 0 removes the line; 1 when adding) to
 * CART_MAX_LINE_QTY (999). Anything else (negative, fractional, huge, NaN, strings) is invalid.
 */
export function validateQuantity(raw: unknown, min: 0 | 1 = 0): QuantityResult {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > CART_MAX_LINE_QTY) {
    return { ok: false, code: 'invalid_quantity', message: invalidQuantityMessage(min) };
  }
  return { ok: true, qty: raw };
}

/** Spec §9 promo tag 'BUY 2 FOR THE PRICE OF 1'. */
export function isBuyTwoForOne(promoTag: string | null | undefined): boolean {
  return typeof promoTag === 'string' && promoTag.trim().toUpperCase() === BUY_2_FOR_1_PROMO_TAG;
}

/**
 * Spec §4 "Row totals: buy-2-for-1 halves the paid quantity". Every pair costs one unit; an unpaired last
 * unit costs full price: paid = ceil(qty / 2) (2 → 1, 3 → 2, 1 → 1).
 */
export function paidQuantity(qty: number, promoTag: string | null | undefined): number {
  return isBuyTwoForOne(promoTag) ? Math.ceil(qty / 2) : qty;
}

/**
 * Spec §4 "A buy-2-for-1 promo tag makes the quantity 2 (adjusted for odd stock)". Decided rule for adding a
 * tagged product: the requested quantity is rounded up to whole pairs (1 → 2, 3 → 4), then limited to the
 * stock that is left. So stock 1 gives 1 (paid at full price, no free unit), stock 3 with a request of 3
 * gives 3 (one pair plus one full-price unit), stock 5 with a request of 3 gives 4. A request larger than
 * the stock itself is still a limited-stock failure, as for any product. Untagged products are unchanged.
 */
export function addQuantityFor(requested: number, stockLeft: number, promoTag: string | null | undefined): number {
  if (!isBuyTwoForOne(promoTag) || requested <= 0) return requested;
  const pairs = requested + (requested % 2);
  return Math.max(requested, Math.min(pairs, stockLeft, CART_MAX_LINE_QTY));
}

/** Checks `qty` against the stock left for it: out of stock at 0, limited below the request. */
function checkStock(
  sku: string,
  qty: number,
  stockLeft: number,
): { ok: true } | Extract<CartLineFailure, { code: 'out_of_stock' | 'limited_stock' }> {
  const left = Math.max(0, Math.floor(stockLeft));
  if (qty <= left) return { ok: true };
  if (left === 0) return { ok: false, code: 'out_of_stock', message: OUT_OF_STOCK_MESSAGE, sku, available_qty: 0 };
  return { ok: false, code: 'limited_stock', message: limitedStockMessage(left), sku, available_qty: left };
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Trims a special instruction, folds runs of white space into one space, drops control characters and
 * keeps at most 255 characters. Empty means none (null).
 */
export function normalizeSpecialInstruction(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const cleaned = raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (cleaned === '') return null;
  return [...cleaned].slice(0, SPECIAL_INSTRUCTION_MAX_LENGTH).join('');
}

/** Two instructions are the same line when they match after normalising, ignoring letter case. */
export function instructionKey(instruction: string | null | undefined): string {
  return (normalizeSpecialInstruction(instruction) ?? '').toLowerCase();
}

/** The line of `sku` with this instruction, if any. */
export function findLine(
  lines: readonly CartLine[],
  sku: string,
  instruction: string | null | undefined,
): CartLine | undefined {
  const key = instructionKey(instruction);
  return lines.find((line) => line.sku === sku && instructionKey(line.specialInstruction) === key);
}

/**
 * The temporary id of a new line of `sku`: the sku itself when no line uses it, else `${sku}#${n}` with the
 * smallest free n ≥ 1, so the same sku with two instructions coexists as two lines.
 */
export function nextLineId(lines: readonly CartLine[], sku: string): string {
  const taken = new Set(lines.map((line) => line.line_id));
  if (!taken.has(sku)) return sku;
  for (let n = 1; ; n++) {
    const id = `${sku}#${n}`;
    if (!taken.has(id)) return id;
  }
}

/** Spec §4 "only qty above 0 is kept": drops lines whose quantity is not a positive whole number. */
export function keepPositiveLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => Number.isInteger(line.qty) && line.qty > 0);
}

/** Units of `sku` on the other lines (duplicates share one stock). */
function qtyOnOtherLines(lines: readonly CartLine[], sku: string, exceptLineId: string | null): number {
  return lines.reduce((sum, line) => (line.sku === sku && line.line_id !== exceptLineId ? sum + line.qty : sum), 0);
}

export interface SetQuantityRequest {
  sku: string;
  product_id: number;
  /** untrusted: validated here */
  qty: unknown;
  specialInstruction?: string | null;
  /** target an existing line by id instead of by sku + instruction */
  line_id?: string;
  /** stock of the sku at the shopper's source (catalog-pricing `availableStock`: membership 99999) */
  stock: number;
  promo_tag?: string | null;
  /** 'add' from a product tile or page (buy-2-for-1 rounds to pairs, minimum 1); 'set' from a stepper */
  mode: 'add' | 'set';
  /** a guest's cart: a new line beyond GUEST_CART_MAX_LINES is the guest limit */
  guest?: boolean;
}

/**
 * Spec §4 "adding sets the qty of the sku; qty 0 removes it; only qty above 0 is kept". Setting a quantity
 * sets it (never adds to it). The line is found by line_id, else by sku + special instruction; a new
 * instruction for a sku already in the cart makes a second line with an indexed temporary id. All lines of
 * one sku together may not exceed its stock. Expected failures come back as values.
 */
export function setLineQuantity(lines: readonly CartLine[], request: SetQuantityRequest): CartChangeResult {
  const valid = validateQuantity(request.qty, request.mode === 'add' ? 1 : 0);
  if (!valid.ok) return valid;
  const current = keepPositiveLines(lines);
  let target: CartLine | undefined;
  if (request.line_id !== undefined) {
    target = current.find((line) => line.line_id === request.line_id);
    if (!target) return { ok: false, code: 'unknown_line', message: UNKNOWN_LINE_MESSAGE };
  } else {
    target = findLine(current, request.sku, request.specialInstruction);
  }
  const sku = target?.sku ?? request.sku;

  if (valid.qty === 0) {
    if (!target) return { ok: true, lines: current, line_id: request.line_id ?? sku, qty: 0, change: 'unchanged' };
    const id = target.line_id;
    return { ok: true, lines: current.filter((line) => line.line_id !== id), line_id: id, qty: 0, change: 'removed' };
  }

  const stockLeft = Math.max(0, request.stock - qtyOnOtherLines(current, sku, target?.line_id ?? null));
  const stock = checkStock(sku, valid.qty, stockLeft);
  if (!stock.ok) return stock;
  const qty = request.mode === 'add' ? addQuantityFor(valid.qty, stockLeft, request.promo_tag) : valid.qty;

  if (target) {
    const id = target.line_id;
    const change: CartChangeKind = target.qty === qty ? 'unchanged' : 'updated';
    return {
      ok: true,
      lines: current.map((line) => (line.line_id === id ? { ...line, qty } : line)),
      line_id: id,
      qty,
      change,
    };
  }
  if (request.guest === true && current.length >= GUEST_CART_MAX_LINES) {
    return { ok: false, code: 'guest_limit', message: GUEST_LIMIT_MESSAGE, max_lines: GUEST_CART_MAX_LINES };
  }
  if (current.length >= CART_MAX_LINES) return { ok: false, code: 'cart_full', message: CART_FULL_MESSAGE };
  const line: CartLine = {
    line_id: nextLineId(current, sku),
    sku,
    product_id: request.product_id,
    qty,
    specialInstruction: normalizeSpecialInstruction(request.specialInstruction),
  };
  return { ok: true, lines: [...current, line], line_id: line.line_id, qty, change: 'added' };
}

/** Removes a line (the cart's delete button). Removing a line that is not there changes nothing. */
export function removeLine(lines: readonly CartLine[], lineId: string): CartLine[] {
  return keepPositiveLines(lines).filter((line) => line.line_id !== lineId);
}

/**
 * Changes a line's special instruction. If another line of the same sku already has that instruction the
 * two lines become one (quantities added, at most 999) under the other line's id.
 */
export function setLineInstruction(
  lines: readonly CartLine[],
  lineId: string,
  instruction: string | null | undefined,
): { ok: true; lines: CartLine[]; line_id: string } | Extract<CartLineFailure, { code: 'unknown_line' }> {
  const current = keepPositiveLines(lines);
  const line = current.find((l) => l.line_id === lineId);
  if (!line) return { ok: false, code: 'unknown_line', message: UNKNOWN_LINE_MESSAGE };
  const normalized = normalizeSpecialInstruction(instruction);
  const twin = current.find(
    (l) =>
      l.line_id !== lineId && l.sku === line.sku && instructionKey(l.specialInstruction) === instructionKey(normalized),
  );
  if (twin) {
    const qty = Math.min(CART_MAX_LINE_QTY, twin.qty + line.qty);
    return {
      ok: true,
      lines: current.filter((l) => l.line_id !== lineId).map((l) => (l.line_id === twin.line_id ? { ...l, qty } : l)),
      line_id: twin.line_id,
    };
  }
  return {
    ok: true,
    lines: current.map((l) => (l.line_id === lineId ? { ...l, specialInstruction: normalized } : l)),
    line_id: lineId,
  };
}

export interface SkuAvailability {
  /** false when the sku is unknown, disabled or not sold at the selected source */
  sellable: boolean;
  /** catalog-pricing `availableStock` at the selected source */
  stock: number;
}

export interface CartStockValidation {
  invalid_qty: { sku: string; qty: number; available_qty: number }[];
  invalid_sku: string[];
}

/**
 * validate-cart (spec §4 checkout step 5, §5 "Stock validation returning invalid_qty or invalid_sku blocks
 * proceeding"): a sku that is unknown, disabled or has no stock at the source is an invalid_sku; a sku whose
 * units (summed over its lines) exceed the stock is an invalid_qty. Each sku is reported once, in sku order.
 */
export function validateCartStock(
  lines: readonly Pick<CartLine, 'sku' | 'qty'>[],
  availability: ReadonlyMap<string, SkuAvailability>,
): CartStockValidation {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.qty);
  const result: CartStockValidation = { invalid_qty: [], invalid_sku: [] };
  for (const sku of [...wanted.keys()].sort()) {
    const qty = wanted.get(sku) ?? 0;
    const facts = availability.get(sku);
    const stock = facts ? Math.max(0, Math.floor(facts.stock)) : 0;
    if (!facts || !facts.sellable || stock === 0) result.invalid_sku.push(sku);
    else if (qty > stock) result.invalid_qty.push({ sku, qty, available_qty: stock });
  }
  return result;
}

/** True when validate-cart lets the shopper proceed (spec §4 step 5: no invalid_qty and no invalid_sku). */
export function isCartStockValid(validation: CartStockValidation): boolean {
  return validation.invalid_qty.length === 0 && validation.invalid_sku.length === 0;
}

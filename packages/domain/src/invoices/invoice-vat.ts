/**
 * The BIR's VAT breakdown of an invoice (issue 29): prices are VAT-inclusive at 12 %, and an invoice shows
 * its VATable sales, the VAT, VAT-exempt sales and zero-rated sales, all in centavos, reconciling to the
 * centavo with what the shopper paid.
 *
 * Rounding is per document, not per line (decided, decision 025): the VAT-inclusive amounts of a class are
 * summed first and the VAT is taken once, `round(gross × 12 / 112)` half up, so VATable sales + VAT +
 * exempt + zero-rated is exactly the document's total, and a document of many small lines carries no
 * drift of one centavo per line.
 */
import { OWN_SELLER_ID } from '../shared/store-constants';

export const VAT_RATE_PERCENT = 12;

export const VAT_CLASSES = ['vatable', 'exempt', 'zero_rated'] as const;
export type VatClass = (typeof VAT_CLASSES)[number];

export function isVatClass(value: string): value is VatClass {
  return (VAT_CLASSES as readonly string[]).includes(value);
}

/** One charge on the document: a goods line or a fee, VAT-inclusive, in centavos (≥ 0). */
export interface InvoiceCharge {
  amount: number;
  vatClass: VatClass;
}

export interface VatBreakdown {
  /** VATable sales net of VAT */
  vatableSales: number;
  vatAmount: number;
  exemptSales: number;
  zeroRatedSales: number;
  /** what the document totals: the sum of the four above, and of its charges after discounts */
  total: number;
}

/** The VAT inside a VAT-inclusive amount, rounded half up to the centavo. */
export function vatInside(grossCentavos: number): number {
  return Math.floor((grossCentavos * VAT_RATE_PERCENT * 2 + (100 + VAT_RATE_PERCENT)) / ((100 + VAT_RATE_PERCENT) * 2));
}

/**
 * Spreads a discount (centavos, ≥ 0) over charges in proportion to their amounts, largest remainder first
 * so the parts add up to the discount exactly; no charge goes below zero.
 */
export function spreadDiscount(amounts: readonly number[], discount: number): number[] {
  const base = amounts.reduce((t, a) => t + a, 0);
  const cut = Math.min(Math.max(discount, 0), base);
  if (base === 0 || cut === 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (a * cut) / base);
  const parts = exact.map(Math.floor);
  let left = cut - parts.reduce((t, p) => t + p, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    if (parts[i]! < amounts[i]!) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}

/**
 * The breakdown of one document: its goods lines take the document's discounts in proportion (a voucher
 * or promotion lowers what each class sold for), fees (delivery, service) are VATable services.
 */
export function vatBreakdown(goods: readonly InvoiceCharge[], discount: number, fees: readonly number[]): VatBreakdown {
  const cuts = spreadDiscount(
    goods.map((g) => g.amount),
    discount,
  );
  const gross: Record<VatClass, number> = { vatable: 0, exempt: 0, zero_rated: 0 };
  goods.forEach((g, i) => (gross[g.vatClass] += g.amount - cuts[i]!));
  for (const fee of fees) gross.vatable += fee;
  const vatAmount = vatInside(gross.vatable);
  return {
    vatableSales: gross.vatable - vatAmount,
    vatAmount,
    exemptSales: gross.exempt,
    zeroRatedSales: gross.zero_rated,
    total: gross.vatable + gross.exempt + gross.zero_rated,
  };
}

/**
 * Sec. 109(A) of the Tax Code exempts agricultural and marine food products in their original state and
 * rice: the shelves that hold them (by their category path) sell VAT-exempt; everything else is VATable.
 * Zero-rated sales (exports, PEZA buyers) do not arise in a domestic grocery, so the line shows ₱0.00.
 */
export const VAT_EXEMPT_SHELVES: readonly string[] = [
  'fresh-produce/',
  'meat-and-seafood/',
  'pantry/rice-and-grains',
  'dairy-and-eggs/eggs',
];

export function vatClassOfShelf(categoryPath: string): VatClass {
  return VAT_EXEMPT_SHELVES.some((p) => categoryPath.startsWith(p)) ? 'exempt' : 'vatable';
}

/** An invoice is offered only for an order that was sold: never a failed, cancelled or unpaid one. */
const INVOICED_STATUSES: readonly string[] = ['processing', 'out_for_delivery', 'complete', 'completed'];
export function invoiceOffered(status: string): boolean {
  return INVOICED_STATUSES.includes(status);
}

/** A seller's serial number as printed: the seller's own series, nine digits (e.g. 000000042). */
export function invoiceSerial(serial: number): string {
  return String(serial).padStart(9, '0');
}

/** Whose registration the own store's document carries (the order-wide fees are the own store's). */
export const takesOrderFees = (sellerId: string) => sellerId === OWN_SELLER_ID;

/** A TIN as the BIR prints it: 000-000-000-00000 (nine digits and a branch code of three to five). */
export const TIN_PATTERN = /^\d{3}-\d{3}-\d{3}-\d{3,5}$/;

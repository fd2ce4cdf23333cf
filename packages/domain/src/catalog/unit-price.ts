/**
 * Unit prices (issue 29): what a product costs per kg, per 100 g, per litre, per 100 ml or per piece, read
 * from its net content (the catalogue's size label, "500g pack", "330ml x 12", "Pack of 6"), so pack sizes
 * compare at a glance. A label that gives no exact content ("Large", "per piece (approx. 1.5kg)", "55 inch")
 * gives no unit price: an estimate would mislead.
 */
import { formatPeso } from '../shared/money';

export type NetContentUnit = 'g' | 'ml' | 'piece';

/** The product's whole net content in grams, millilitres or pieces. */
export interface NetContent {
  amount: number;
  unit: NetContentUnit;
}

export type UnitPriceBasis = 'kg' | '100 g' | 'L' | '100 ml' | 'piece';

export interface UnitPrice {
  /** centavos per basis, rounded to the nearest centavo */
  centavos: number;
  basis: UnitPriceBasis;
}

/** Packs this small or smaller are compared per 100 g / 100 ml (spices, sachets); larger ones per kg / per L. */
const SMALL_PACK = 100;

const MEASURE = /(\d+(?:\.\d+)?)\s*(kg|g|ml|l)(?![a-z])/;
const COUNT_WORDS = '(?:pack|box|set|tray|case|bundle|carton) of';
/** "80g x 12", "12ml x 24 sachets" */
const TIMES_AFTER = /^\s*x\s*(\d+)(?:\s*[a-z]+)?\s*(?:\(case\))?\s*$/;
/** "2 x 1kg", "Twin Pack 2 x 600g", "50 sachets x 8g", "50 sticks x 2g" */
const TIMES_BEFORE = /(\d+)\s*(?:[a-z]+\s*)?x\s*$/;

function measureOf(quantity: number, unit: string): NetContent {
  if (unit === 'kg') return { amount: quantity * 1000, unit: 'g' };
  if (unit === 'l') return { amount: quantity * 1000, unit: 'ml' };
  return { amount: quantity, unit: unit as 'g' | 'ml' };
}

/** The net content a size label states exactly, or null. */
export function netContentOf(sizeLabel: string): NetContent | null {
  const label = sizeLabel.trim().toLowerCase();
  // ranges, estimates and qualified sizes ("(10 cups)", "approx.") are not exact contents
  if (label === '' || /approx|–|-\d|\((?!case\))/.test(label) || label.startsWith('per kg')) return null;
  if (/^per (piece|head)$/.test(label) || label === '1 pc') return { amount: 1, unit: 'piece' };

  const measure = MEASURE.exec(label);
  if (measure) {
    const content = measureOf(Number(measure[1]), measure[2]!);
    const before = label.slice(0, measure.index);
    const after = label.slice(measure.index + measure[0].length);
    const times = TIMES_AFTER.exec(after)?.[1] ?? TIMES_BEFORE.exec(before)?.[1];
    // anything else around the measure ("refill", "jar", "bag") must be a word, not another number
    if (!times && (/\d/.test(after) || /\d/.test(before))) return null;
    const amount = content.amount * (times ? Number(times) : 1);
    return amount > 0 ? { amount, unit: content.unit } : null;
  }

  const counted =
    new RegExp(`^(?:[a-z]+ )?${COUNT_WORDS} (\\d+)$`).exec(label) ?? /^(\d+) (?:pcs|pieces|rolls)$/.exec(label);
  if (counted) {
    const amount = Number(counted[1]);
    return amount > 0 ? { amount, unit: 'piece' } : null;
  }
  return null;
}

/** The unit price of a pack of this content at this price (centavos), or null when the content is unknown. */
export function unitPriceOf(priceCentavos: number, sizeLabel: string): UnitPrice | null {
  const content = netContentOf(sizeLabel);
  if (!content || priceCentavos <= 0) return null;
  if (content.unit === 'piece') {
    // a single piece's unit price is its price: nothing to compare
    if (content.amount === 1) return null;
    return { centavos: Math.round(priceCentavos / content.amount), basis: 'piece' };
  }
  const small = content.amount <= SMALL_PACK;
  const per = small ? 100 : 1000;
  const basis: UnitPriceBasis = content.unit === 'g' ? (small ? '100 g' : 'kg') : small ? '100 ml' : 'L';
  return { centavos: Math.round((priceCentavos * per) / content.amount), basis };
}

/** "₱12.50/kg": the unit price as tiles and product pages show it. */
export function unitPriceLabel(unitPrice: UnitPrice): string {
  return `${formatPeso(unitPrice.centavos)}/${unitPrice.basis}`;
}

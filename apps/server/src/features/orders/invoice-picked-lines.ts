import type { PickingLine } from '@sulit/db';
import { type OrderLine, pickedRowTotal, weighedLineLabel, weighedRowTotal } from '@sulit/domain';

/** An invoice line: what was sold, and, after picking, the ordered item it stands for. */
export interface InvoiceLine {
  seller_id: string;
  product_id: number;
  sku: string;
  name: string;
  qty: number;
  unit_price: number;
  amount: number;
  picking: {
    outcome: 'substituted' | 'refunded';
    ordered_sku: string;
    ordered_name: string;
    ordered_qty: number;
  } | null;
  /** goods sold by weight (decision 043): "1.08 kg × ₱450.00/kg", the amount being the weighed one */
  weight_label: string | null;
}

/** A weighed line's reading: grams on the scale and its price per kg. */
export interface WeighedReading {
  grams: number;
  perKg: number;
}

/**
 * The lines an invoice lists (decision 025's BIR shape, decision 039): as ordered until the order is settled at
 * picking; then as picked, beside the settled total: a standing swap names the substitute sold (its pieces, price
 * and amount, the one rule `pickedRowTotal`) and the item it replaced; a refunded or rejected line stays, at 0.
 */
export function invoiceLinesOf(
  lines: readonly OrderLine[],
  picked: readonly PickingLine[] | null,
  weighed: ReadonlyMap<number, WeighedReading> = new Map(),
): InvoiceLine[] {
  const pickOf = new Map((picked ?? []).flatMap((l) => (l.pick ? [[l.id, l.pick] as const] : [])));
  return lines.map((line) => {
    const reading = weighed.get(line.id);
    const asOrdered = {
      seller_id: line.seller_id,
      product_id: line.product_id,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      unit_price: line.unit_price,
      amount: reading ? weighedRowTotal(reading.grams, reading.perKg) : line.row_total,
      picking: null,
      weight_label: reading ? weighedLineLabel(reading.grams, reading.perKg) : null,
    };
    const pick = picked ? pickOf.get(line.id) : undefined;
    if (!pick) return asOrdered;
    const ordered = { ordered_sku: line.sku, ordered_name: line.name, ordered_qty: line.qty };
    if (pick.outcome === 'refunded' || pick.rejected)
      return { ...asOrdered, amount: 0, picking: { outcome: 'refunded', ...ordered }, weight_label: null };
    return {
      ...asOrdered,
      product_id: pick.substitute_product_id,
      sku: pick.substitute_sku ?? line.sku,
      name: pick.substitute_name ?? line.name,
      qty: pick.substitute_qty,
      unit_price: pick.substitute_unit_price,
      amount: pickedRowTotal(line, pick),
      picking: { outcome: 'substituted', ...ordered },
      weight_label: null,
    };
  });
}

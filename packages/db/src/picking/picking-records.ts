import type { Adjustment, LinePick, MoneyTotals, PickableLine, WeighedLine } from '@sulit/domain';
import type { PaymentHold } from './weighed-lines-repository';

/** The picking repository's answers (issue 36, decision 039): lines, refunds, the one settlement per order. */

/** An own-store order line as the picker and the shopper read it: the choice and what was done with it. */
export interface PickingLine extends PickableLine {
  sku: string;
  name: string;
  pick: (LinePick & { substitute_sku: string | null; substitute_name: string | null; created_at: string }) | null;
}

export interface PickingRefund {
  idempotency_key: string;
  order_id: number;
  payment_ref: string;
  amount: number;
  reason: string;
  status: string;
}

export interface Settlement {
  original_total: number;
  final_total: number;
  settled_at: string;
}

/** What the settlement's rule gets to read, inside the settling transaction. */
export interface SettlementState {
  lines: PickingLine[];
  adjustments: Adjustment[];
  order: { grand_total: number; paid: boolean; payment_ref: string | null };
  settlement: Settlement | null;
  refundedSoFar: number;
  /** goods sold by weight (decision 043): what the scale read, and whether the card is held (captured after) */
  weighing: { weighed: WeighedLine[]; held: boolean; hold: PaymentHold | null };
}

/** What the rule decided: the order's new totals (and its own part's), and a refund to send, if any. */
export interface SettlementPlan {
  order: MoneyTotals;
  own: MoneyTotals | undefined;
  refund: { key: string; amount: number; reason: 'settlement' | 'rejection' } | null;
  /** a held card's one capture (decision 043), claimed in the settling transaction; 0 voids the hold */
  capture: { key: string; amount: number; capped: boolean } | null;
}

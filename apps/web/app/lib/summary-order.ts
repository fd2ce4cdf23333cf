import type { CheckoutOrderView } from '@sulit/contracts/checkout';

export type SummaryItem = CheckoutOrderView['sellers'][number]['items'][number] & {
  /** how much, when a count times a price does not say it: "1.08 kg × ₱353.00/kg" (goods sold by weight) */
  measure?: string;
};

/** The order as the summary shows it: its lines may carry their own measure (the order page's weighed lines). */
export type SummaryOrder = Omit<CheckoutOrderView, 'sellers'> & {
  special_discount?: number;
  sellers: (Omit<CheckoutOrderView['sellers'][number], 'items'> & { items: SummaryItem[] })[];
};

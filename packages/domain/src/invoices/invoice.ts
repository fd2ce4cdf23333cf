import type { VatClass } from './invoice-vat';

/** A seller's registration with the BIR, as its invoices print it. */
export interface SellerTaxRegistration {
  seller_id: string;
  registered_name: string;
  business_address: string;
  /** 000-000-000-00000 */
  tin: string;
}

/** A Business member's registered name and TIN, printed as the buyer's on their invoices. */
export interface BuyerTaxRegistration {
  customer_id: number;
  registered_name: string;
  tin: string;
  updated_at: string;
}

/** The serial number a seller gave one order's invoice, once. */
export interface IssuedInvoice {
  order_id: number;
  seller_id: string;
  serial_number: number;
  issued_at: string;
}

/** A product's VAT class when it is not VATable (no row: VATable). */
export interface ProductVatClass {
  product_id: number;
  vat_class: VatClass;
}

import type { BuyerTaxRegistration, IssuedInvoice, SellerTaxRegistration } from '@sulit/domain';

/**
 * The invoice tables (migration 0019-invoices), added to the one `DB` interface by declaration merging so
 * this feature's types live beside its repository, declared from the domain records they mirror.
 */
declare module '../schema' {
  interface DB {
    seller_tax_registrations: SellerTaxRegistration;
    product_vat_classes: ProductVatClassTable;
    buyer_tax_registrations: BuyerTaxRegistration;
    invoice_serials: InvoiceSerialTable;
    invoices: IssuedInvoice;
  }
}

/** A product's VAT class as stored: text, checked against the domain's classes when read. */
export interface ProductVatClassTable {
  product_id: number;
  vat_class: string;
}

/** Each seller's last serial number given. */
export interface InvoiceSerialTable {
  seller_id: string;
  last_serial: number;
}

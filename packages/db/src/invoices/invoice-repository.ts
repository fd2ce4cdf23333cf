import {
  type BuyerTaxRegistration,
  type IssuedInvoice,
  isVatClass,
  type SellerTaxRegistration,
  type VatClass,
} from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';

/** The invoice was issued meanwhile by another request: this transaction's serial is given back. */
class AlreadyIssued extends Error {}

/**
 * Invoices (issue 29): registrations of sellers and Business buyers, the VAT class of products that are
 * not VATable, and each seller's serial numbers. A serial is taken in one transaction whose first
 * statement bumps the seller's counter (SQLite's write lock at once, PostgreSQL's row lock), then records
 * the invoice; if the order already had one, the transaction rolls back, so the counter never skips.
 */
export function createInvoiceRepository(db: Kysely<DB>) {
  const issuedOf = (orderId: number) =>
    db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).orderBy('seller_id').execute();

  return {
    async sellerRegistrations(sellerIds: readonly string[]): Promise<SellerTaxRegistration[]> {
      if (sellerIds.length === 0) return [];
      return db
        .selectFrom('seller_tax_registrations')
        .selectAll()
        .where('seller_id', 'in', [...sellerIds])
        .execute();
    },

    /** The VAT class of each product; a product without a row is VATable. */
    async vatClassesOf(productIds: readonly number[]): Promise<Map<number, VatClass>> {
      const classes = new Map<number, VatClass>(productIds.map((id) => [id, 'vatable']));
      if (productIds.length === 0) return classes;
      const rows = await db
        .selectFrom('product_vat_classes')
        .selectAll()
        .where('product_id', 'in', [...new Set(productIds)])
        .execute();
      for (const row of rows) if (isVatClass(row.vat_class)) classes.set(row.product_id, row.vat_class);
      return classes;
    },

    async buyerRegistration(customerId: number): Promise<BuyerTaxRegistration | undefined> {
      return db
        .selectFrom('buyer_tax_registrations')
        .selectAll()
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
    },

    async saveBuyerRegistration(registration: BuyerTaxRegistration): Promise<void> {
      const { customer_id: _id, ...change } = registration;
      await db
        .insertInto('buyer_tax_registrations')
        .values(registration)
        .onConflict((oc) => oc.column('customer_id').doUpdateSet(change))
        .execute();
    },

    /** The invoices an order already has, one per seller. */
    async issuedOf(orderId: number): Promise<IssuedInvoice[]> {
      return issuedOf(orderId);
    },

    /** The seller's invoice of the order: its serial if issued, else the seller's next number, once. */
    async issue(orderId: number, sellerId: string, now: string): Promise<IssuedInvoice> {
      const existing = (await issuedOf(orderId)).find((i) => i.seller_id === sellerId);
      if (existing) return existing;
      try {
        return await db.transaction().execute(async (trx) => {
          const counter = await trx
            .insertInto('invoice_serials')
            .values({ seller_id: sellerId, last_serial: 1 })
            .onConflict((oc) =>
              oc.column('seller_id').doUpdateSet({ last_serial: sql`${sql.ref('invoice_serials.last_serial')} + 1` }),
            )
            .returning('last_serial')
            .executeTakeFirstOrThrow();
          const issued = await trx
            .insertInto('invoices')
            .values({ order_id: orderId, seller_id: sellerId, serial_number: counter.last_serial, issued_at: now })
            .onConflict((oc) => oc.columns(['order_id', 'seller_id']).doNothing())
            .returningAll()
            .executeTakeFirst();
          if (!issued) throw new AlreadyIssued();
          return issued;
        });
      } catch (error) {
        if (!(error instanceof AlreadyIssued)) throw error;
        const issued = (await issuedOf(orderId)).find((i) => i.seller_id === sellerId);
        if (!issued) throw error;
        return issued;
      }
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;

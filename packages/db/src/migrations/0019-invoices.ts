import type { Kysely } from 'kysely';

/**
 * Invoices as the BIR asks (issue 29, decision 025): each seller's registered name, address and TIN; the VAT
 * class of the products that are not VATable; the buyer's registered name and TIN for Business members;
 * and one serial number per seller and order, sequential and gap-free per seller, assigned once
 * (`invoice_serials` holds each seller's last number; `invoices` the numbers given, unique per seller).
 */
export function invoices() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('seller_tax_registrations')
        .addColumn('seller_id', 'text', (c) => c.primaryKey())
        .addColumn('registered_name', 'text', (c) => c.notNull())
        .addColumn('business_address', 'text', (c) => c.notNull())
        .addColumn('tin', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('product_vat_classes')
        .addColumn('product_id', 'integer', (c) => c.primaryKey())
        .addColumn('vat_class', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('buyer_tax_registrations')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
        .addColumn('registered_name', 'text', (c) => c.notNull())
        .addColumn('tin', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('invoice_serials')
        .addColumn('seller_id', 'text', (c) => c.primaryKey())
        .addColumn('last_serial', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('invoices')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('serial_number', 'integer', (c) => c.notNull())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('invoices_pk', ['order_id', 'seller_id'])
        .addUniqueConstraint('invoices_serial_once', ['seller_id', 'serial_number'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'invoices',
        'invoice_serials',
        'buyer_tax_registrations',
        'product_vat_classes',
        'seller_tax_registrations',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}

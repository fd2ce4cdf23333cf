import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Checkout (issue 10): delivery and pickup slots with capacity, slot holds, the checkout choices of a
 * cart, orders with their lines and per-seller sub-orders, and idempotency keys.
 * - delivery_slots.used_count counts bookings AND live holds; it is only ever changed by conditional
 *   updates (`used_count < capacity`), so parallel bookings cannot pass the capacity.
 * - order_lines remember where their stock came from (source or campaign), so a cancelled or failed order
 *   gives back exactly what it took.
 * - idempotency_keys: one row per (customer, key); state in_flight until the first answer is stored.
 * Frozen once merged: later changes are new migrations.
 */
export function checkout(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('delivery_slots')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('source_code', 'text', (c) => c.notNull())
        /** 1 for a store-pickup slot, 0 for a delivery slot */
        .addColumn('is_store_pickup', 'integer', (c) => c.notNull().defaultTo(0))
        /** the Asia/Manila calendar date, YYYY-MM-DD */
        .addColumn('slot_date', 'text', (c) => c.notNull())
        .addColumn('interval_id', 'integer', (c) => c.notNull())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_closed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('delivery_slots_unique', ['source_code', 'is_store_pickup', 'slot_date', 'interval_id'])
        .execute();

      await db.schema
        .createTable('slot_holds')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('slot_id', 'integer', (c) => c.notNull().references('delivery_slots.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        /** held | booked | released */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // One live hold per cart: choosing another slot releases the first.
      await db.schema
        .createIndex('slot_holds_one_per_cart')
        .on('slot_holds')
        .column('cart_id')
        .unique()
        .where(sql.ref('status'), '=', 'held')
        .execute();
      await db.schema.createIndex('slot_holds_expiry').on('slot_holds').columns(['status', 'expires_at']).execute();

      await db.schema
        .createTable('checkout_sessions')
        .addColumn('cart_id', 'integer', (c) => c.primaryKey().references('carts.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        /** delivery | pickup */
        .addColumn('delivery_type', 'text', (c) => c.notNull().defaultTo('delivery'))
        .addColumn('address_id', 'integer')
        .addColumn('pickup_source_code', 'text')
        .addColumn('source_code', 'text')
        .addColumn('shipping_zone_code', 'text')
        .addColumn('slot_hold_id', 'integer')
        .addColumn('payment_method', 'text')
        .addColumn('saved_card_id', 'text')
        .addColumn('cancellation_key', 'text')
        .addColumn('delivery_instruction', 'text')
        /** JSON {seller_id: shipping type} for third-party goods */
        .addColumn('shipping_types', 'text')
        .addColumn('device_type', 'text')
        .addColumn('allow_go_green', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('po_number', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('orders')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('increment_id', 'text', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_method', 'text', (c) => c.notNull())
        .addColumn('payment_title', 'text', (c) => c.notNull())
        /** the provider's payment id (online methods) */
        .addColumn('payment_ref', 'text')
        .addColumn('payment_redirect_url', 'text')
        .addColumn('payment_started_at', 'text')
        .addColumn('subtotal', 'integer', (c) => c.notNull())
        .addColumn('discount_amount', 'integer', (c) => c.notNull())
        .addColumn('shipping_amount', 'integer', (c) => c.notNull())
        /** the non-member extra fee */
        .addColumn('fee', 'integer', (c) => c.notNull())
        .addColumn('grand_total', 'integer', (c) => c.notNull())
        .addColumn('coupon_code', 'text')
        .addColumn('voucher_id', 'integer')
        /** delivery | pickup | none (membership and gas-only orders) */
        .addColumn('delivery_type', 'text', (c) => c.notNull())
        /** JSON snapshot of the delivery or pickup address */
        .addColumn('shipping_address', 'text')
        .addColumn('pickup_source_code', 'text')
        .addColumn('source_code', 'text', (c) => c.notNull())
        .addColumn('slot_id', 'integer')
        .addColumn('slot_date', 'text')
        .addColumn('slot_period', 'text')
        .addColumn('slot_label', 'text')
        .addColumn('cancellation_key', 'text')
        .addColumn('cancellation_value', 'text')
        .addColumn('delivery_instruction', 'text')
        .addColumn('device_type', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        /** set once stock, slot and voucher went back (failed, expired or cancelled) */
        .addColumn('released_at', 'text')
        .execute();
      await db.schema
        .createIndex('orders_customer_created')
        .on('orders')
        .columns(['customer_id', 'created_at'])
        .execute();
      await db.schema.createIndex('orders_cart').on('orders').column('cart_id').execute();
      await db.schema
        .createIndex('orders_status_payment')
        .on('orders')
        .columns(['status', 'payment_started_at'])
        .execute();
      await db.schema.createIndex('orders_payment_ref').on('orders').column('payment_ref').execute();

      await db.schema
        .createTable('order_sellers')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('shop_name', 'text', (c) => c.notNull())
        /** the main increment id for the own store; `<increment_id>-<n>` for a third-party seller */
        .addColumn('sub_increment_id', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('shipping_type', 'text')
        .addColumn('items_qty', 'integer', (c) => c.notNull())
        .addColumn('subtotal', 'integer', (c) => c.notNull())
        .addColumn('discount_amount', 'integer', (c) => c.notNull())
        .addColumn('shipping_amount', 'integer', (c) => c.notNull())
        .addColumn('grand_total', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_sellers_order').on('order_sellers').column('order_id').execute();
      await db.schema
        .createIndex('order_sellers_seller')
        .on('order_sellers')
        .columns(['seller_id', 'order_id'])
        .execute();

      await db.schema
        .createTable('order_lines')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('product_type', 'text', (c) => c.notNull())
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .addColumn('row_total', 'integer', (c) => c.notNull())
        .addColumn('discount_amount', 'integer', (c) => c.notNull())
        .addColumn('special_instruction', 'text')
        /** where the stock was taken: a source's product_stock row, or a campaign's own stock */
        .addColumn('stock_source_code', 'text')
        .addColumn('campaign_id', 'integer')
        .execute();
      await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('idem_key', 'text', (c) => c.notNull())
        /** the call it was used for, e.g. place-order */
        .addColumn('scope', 'text', (c) => c.notNull())
        /** SHA-256 of method, path and canonical body */
        .addColumn('request_hash', 'text', (c) => c.notNull())
        /** in_flight | done */
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('idempotency_keys_unique', ['customer_id', 'idem_key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'idempotency_keys',
        'order_lines',
        'order_sellers',
        'orders',
        'checkout_sessions',
        'slot_holds',
        'delivery_slots',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}

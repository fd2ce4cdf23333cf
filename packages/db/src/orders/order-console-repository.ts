import { OWN_SELLER_ID } from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';
import { orderStatusOf } from './order-rows';

/** The console's filter: stores in the staff member's scope ('every' or a list), and what the page asks. */
export interface ConsoleOrderFilter {
  stores: readonly string[] | 'every';
  status?: string | undefined;
  /** the own store's tracking step; 'created' also matches orders never moved (null step) */
  step?: string | undefined;
  slot_date?: string | undefined;
  number?: string | undefined;
  email?: string | undefined;
  /** keyset: the last row of the previous page */
  after?: { created_at: string; id: number } | undefined;
  limit: number;
}

/** One row of the console's order list. */
export interface ConsoleOrderRow {
  id: number;
  increment_id: string;
  status: ReturnType<typeof orderStatusOf>;
  tracking_step: string;
  source_code: string;
  delivery_type: string;
  slot_date: string | null;
  slot_label: string | null;
  customer_email: string;
  grand_total: number;
  created_at: string;
}

/**
 * The operator console's reads over the orders tables (issue 35): the order list newest first with keyset
 * pagination (indexes of migration 0032: (source_code, status, created_at, id) and its prefixes), and the
 * picking list of one store's slot. Store scoping is a WHERE here, never a filter after the read.
 */
export function createOrderConsoleRepository(db: Kysely<DB>) {
  const stepOf = sql<string>`coalesce(tracking_step, 'created')`;
  return {
    async list(filter: ConsoleOrderFilter): Promise<{ rows: ConsoleOrderRow[]; more: boolean }> {
      if (filter.stores !== 'every' && filter.stores.length === 0) return { rows: [], more: false };
      const { stores, after } = filter;
      const rows = await db
        .selectFrom('orders')
        .select([
          'id',
          'increment_id',
          'status',
          'tracking_step',
          'source_code',
          'delivery_type',
          'slot_date',
          'slot_label',
          'customer_email',
          'grand_total',
          'created_at',
        ])
        .$if(stores !== 'every', (q) => q.where('source_code', 'in', [...stores]))
        .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
        .$if(filter.step !== undefined, (q) => q.where(stepOf, '=', filter.step!))
        .$if(filter.slot_date !== undefined, (q) => q.where('slot_date', '=', filter.slot_date!))
        .$if(filter.number !== undefined, (q) => q.where('increment_id', '=', filter.number!))
        .$if(filter.email !== undefined, (q) => q.where('customer_email', '=', filter.email!))
        .$if(after !== undefined, (q) =>
          q.where((eb) =>
            eb.or([
              eb('created_at', '<', after!.created_at),
              eb.and([eb('created_at', '=', after!.created_at), eb('id', '<', after!.id)]),
            ]),
          ),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit + 1)
        .execute();
      return {
        rows: rows.slice(0, filter.limit).map((r) => ({
          ...r,
          status: orderStatusOf(r.status),
          tracking_step: r.tracking_step ?? 'created',
        })),
        more: rows.length > filter.limit,
      };
    },

    /**
     * What to pick at a store for a slot date (and one slot, when given): the own store's lines of orders that
     * are placed and paid or cash (processing) and not yet packed, with each order's step.
     */
    async pickingLines(input: { source_code: string; slot_date: string; slot_id?: number | undefined }) {
      return db
        .selectFrom('orders as o')
        .innerJoin('order_lines as l', 'l.order_id', 'o.id')
        .select([
          'o.id as order_id',
          'o.increment_id',
          'o.slot_id',
          'o.slot_label',
          'o.delivery_type',
          sql<string>`coalesce(o.tracking_step, 'created')`.as('step'),
          'l.sku',
          'l.name',
          'l.qty',
          'l.special_instruction',
        ])
        .where('o.source_code', '=', input.source_code)
        .where('o.slot_date', '=', input.slot_date)
        .$if(input.slot_id !== undefined, (q) => q.where('o.slot_id', '=', input.slot_id!))
        .where('o.status', '=', 'processing')
        .where(sql`coalesce(o.tracking_step, 'created')`, 'in', ['created', 'verifying', 'accepted', 'fulfilling'])
        .where('l.seller_id', '=', OWN_SELLER_ID)
        .where('l.product_id', '>', 0)
        .orderBy('o.slot_id')
        .orderBy('o.id')
        .orderBy('l.id')
        .limit(2000)
        .execute();
    },
  };
}

export type OrderConsoleRepository = ReturnType<typeof createOrderConsoleRepository>;

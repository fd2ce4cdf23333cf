import type { Cart, CartLine, CartPromotion, Voucher } from '@sulit/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import { type ProductAtStoreReader, productAtStoreReader } from '../catalog/product-at-store-repository';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';
import type { CartTable, VoucherTable } from './cart-tables';
import { countedRows } from '../counted-rows';
import { cartRebateFacts } from '../rebates/cart-rebate-facts';
import { cartSpecialDiscountFacts } from '../discounts/cart-special-discount-facts';

/**
 * Carts, cart lines, vouchers and the catalogue facts a cart is priced from (issue 5). The catalogue facts
 * (price, special price, campaign, stock per source, seller, flags) always come from here, never from a
 * client. Writes to one cart run inside `inCartTransaction`, which locks the cart row on PostgreSQL
 * (`select … for update`); SQLite runs one write transaction at a time, so parallel syncs queue up
 * instead of losing updates.
 */
type CartRow = Pick<Selectable<CartTable>, (typeof cartColumns)[number]>;

const cartOf = (row: CartRow): Cart => ({ ...row, is_active: row.is_active === 1 });
const maybeCart = (row: CartRow | undefined): Cart | undefined => row && cartOf(row);

/** A voucher as the domain reads it, with its id (usage is recorded against the id). */
export type StoredVoucher = Voucher & { id: number };

type VoucherRow = Omit<Selectable<VoucherTable>, 'created_at'>;

function toVoucher(row: VoucherRow): StoredVoucher {
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discount_type === 'percent' ? 'percent' : 'fixed',
    discount_value: row.discount_value,
    max_discount: row.max_discount,
    min_spend: row.min_spend,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    is_active: row.is_active === 1,
    usage_limit: row.usage_limit,
    times_used: row.times_used,
    usage_limit_per_customer: row.usage_limit_per_customer,
    seller_id: row.seller_id,
  };
}

const cartColumns = [
  'id',
  'mask_hash',
  'customer_id',
  'is_active',
  'source_code',
  'coupon_code',
  'updated_at',
] as const;

export function createCartRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  return {
    ...cartQueries(db, engine),

    /** Runs `work` in one transaction holding the cart's row lock (PostgreSQL) or the write lock (SQLite). */
    async inCartTransaction<T>(cartId: number, work: (repo: CartQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        if (engine === 'postgres') {
          await sql`select id from carts where id = ${cartId} for update`.execute(trx);
        } else {
          // Take SQLite's write lock first, so two transactions never read the same lines and both write.
          await trx
            .updateTable('carts')
            .set({ version: sql`version + 1` })
            .where('id', '=', cartId)
            .execute();
        }
        return work(cartQueries(trx, engine));
      });
    },
  };
}

/** Every read and write of carts, vouchers and catalogue facts, on a connection or inside a transaction. */
function cartQueries(db: Kysely<DB>, engine: DatabaseEngine) {
  const cartQuery = () => db.selectFrom('carts').select(cartColumns);
  return {
    /**
     * The product-at-store read model on this connection or transaction: the cart prices and stocks from the
     * same read as the catalogue (SQLite has one connection, so a read inside the cart transaction must use it).
     */
    products: productAtStoreReader(db, engine) as ProductAtStoreReader,

    /**
     * What a membership card costs this customer depends on their membership (decision 010): their card and
     * the membership products, read on this connection or transaction.
     */
    async membershipPricing(customerId: number | null) {
      const [card, products] = await Promise.all([
        customerId === null
          ? Promise.resolve(undefined)
          : db
              .selectFrom('customer_memberships')
              .select(['code', 'card_type', 'package', 'expires_on', 'starts_on'])
              .where('customer_id', '=', customerId)
              .where('status', '=', 'active')
              .executeTakeFirst(),
        db
          .selectFrom('membership_products')
          .select(['sku', 'package', 'type', 'price', 'renew_price', 'extend_price', 'upgrade_price', 'final_price'])
          .orderBy('sort_order')
          .execute(),
      ]);
      return { card: card ?? null, products };
    },

    /** A member's rebate facts for pricing their cart (decision 028), on this connection or transaction. */
    rebateFacts: (cartId: number, customerId: number, year: number) => cartRebateFacts(db, cartId, customerId, year),
    /** a verified senior / PWD holder's discount facts for the lines' products, null for anyone else (decision 038) */
    specialDiscountFacts: (customerId: number, productIds: readonly number[], weekStart: string) =>
      cartSpecialDiscountFacts(db, customerId, productIds, weekStart),

    async createCart(input: {
      mask_hash: string | null;
      customer_id: number | null;
      source_code: string | null;
      now: string;
    }): Promise<Cart> {
      const row = await db
        .insertInto('carts')
        .values({
          mask_hash: input.mask_hash,
          customer_id: input.customer_id,
          is_active: 1,
          source_code: input.source_code,
          coupon_code: null,
          ordered_at: null,
          created_at: input.now,
          updated_at: input.now,
        })
        .returning(cartColumns)
        .executeTakeFirstOrThrow();
      return cartOf(row);
    },

    async activeGuestCart(maskHash: string): Promise<Cart | undefined> {
      return maybeCart(
        await cartQuery()
          .where('mask_hash', '=', maskHash)
          .where('customer_id', 'is', null)
          .where('is_active', '=', 1)
          .executeTakeFirst(),
      );
    },

    async activeCustomerCart(customerId: number): Promise<Cart | undefined> {
      return maybeCart(
        await cartQuery()
          .where('customer_id', '=', customerId)
          .where('is_active', '=', 1)
          .orderBy('id', 'desc')
          .executeTakeFirst(),
      );
    },

    /** A customer's cart by id; undefined when it belongs to someone else (callers answer 404). */
    async customerCartById(cartId: number, customerId: number): Promise<Cart | undefined> {
      return maybeCart(
        await cartQuery().where('id', '=', cartId).where('customer_id', '=', customerId).executeTakeFirst(),
      );
    },

    /** The customer's most recent inactive cart that still has lines (restore after a failed payment). */
    async lastInactiveCustomerCart(customerId: number): Promise<Cart | undefined> {
      return maybeCart(
        await cartQuery()
          .where('customer_id', '=', customerId)
          .where('is_active', '=', 0)
          .where('ordered_at', 'is', null)
          .where(({ exists, selectFrom }) =>
            exists(selectFrom('cart_items').select('line_id').whereRef('cart_items.cart_id', '=', 'carts.id')),
          )
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst(),
      );
    },

    async lines(cartId: number): Promise<CartLine[]> {
      const rows = await db
        .selectFrom('cart_items')
        .select(['line_id', 'sku', 'product_id', 'qty', 'special_instruction'])
        .where('cart_id', '=', cartId)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({
        line_id: row.line_id,
        sku: row.sku,
        product_id: row.product_id,
        qty: row.qty,
        specialInstruction: row.special_instruction,
      }));
    },

    /** Replaces the cart's lines with `lines` (in order) and stamps the cart. */
    async replaceLines(cartId: number, lines: readonly CartLine[], now: string): Promise<void> {
      await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
      if (lines.length > 0) {
        await db
          .insertInto('cart_items')
          .values(
            lines.map((line, position) => ({
              cart_id: cartId,
              position,
              line_id: line.line_id,
              sku: line.sku,
              product_id: line.product_id,
              qty: line.qty,
              special_instruction: line.specialInstruction,
            })),
          )
          .execute();
      }
      await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
    },

    async updateCart(
      cartId: number,
      changes: { coupon_code?: string | null; is_active?: boolean; source_code?: string | null },
      now: string,
    ): Promise<void> {
      const { is_active, ...rest } = changes;
      await db
        .updateTable('carts')
        .set({ ...rest, ...(is_active !== undefined ? { is_active: is_active ? 1 : 0 } : {}), updated_at: now })
        .where('id', '=', cartId)
        .execute();
    },

    /** Switches off every active cart of a customer except `keepId`. */
    async deactivateOtherCarts(customerId: number, keepId: number, now: string): Promise<void> {
      await db
        .updateTable('carts')
        .set({ is_active: 0, updated_at: now })
        .where('customer_id', '=', customerId)
        .where('is_active', '=', 1)
        .where('id', '!=', keepId)
        .execute();
    },

    /** Active promotions that list any of the products, with all their products. */
    async promotionsFor(productIds: readonly number[]): Promise<CartPromotion[]> {
      if (productIds.length === 0) return [];
      const ids = await db
        .selectFrom('promotion_products')
        .select('promotion_id')
        .distinct()
        .where('product_id', 'in', productIds)
        .execute();
      if (ids.length === 0) return [];
      const promotionIds = ids.map((r) => r.promotion_id);
      const [promotions, products] = await Promise.all([
        db
          .selectFrom('promotions')
          .select([
            'id',
            'promotion_type',
            'name',
            'buy_qty',
            'get_qty',
            'discount_percent',
            'start_time',
            'end_time',
            'is_active',
          ])
          .where('id', 'in', promotionIds)
          .where('is_active', '=', 1)
          .execute(),
        db
          .selectFrom('promotion_products')
          .select(['promotion_id', 'product_id', 'role'])
          .where('promotion_id', 'in', promotionIds)
          .execute(),
      ]);
      return promotions.map((p) => ({
        id: p.id,
        promotion_type: p.promotion_type === 'bundle' ? 'bundle' : 'buyxgety',
        name: p.name,
        buy_qty: p.buy_qty,
        get_qty: p.get_qty,
        discount_percent: p.discount_percent,
        start_time: p.start_time,
        end_time: p.end_time,
        is_active: p.is_active === 1,
        products: products
          .filter((x) => x.promotion_id === p.id)
          .map((x) => ({
            product_id: x.product_id,
            role: x.role === 'get' ? 'get' : x.role === 'bundle' ? 'bundle' : 'buy',
          })),
      }));
    },

    async voucherByCode(code: string): Promise<StoredVoucher | undefined> {
      const row = await db
        .selectFrom('vouchers')
        .select([
          'id',
          'code',
          'discount_type',
          'discount_value',
          'max_discount',
          'min_spend',
          'starts_at',
          'ends_at',
          'is_active',
          'usage_limit',
          'usage_limit_per_customer',
          'times_used',
          'seller_id',
        ])
        .where('code', '=', code)
        .executeTakeFirst();
      return row ? toVoucher(row) : undefined;
    },

    /**
     * Records one use of a voucher (order placement calls this inside its transaction). The total limit is
     * enforced atomically by a conditional update, so two orders racing for the last use cannot both win;
     * false means the limit was reached. The per-customer limit is checked by the caller in the same
     * transaction (customerVoucherUses).
     */
    async recordVoucherUse(input: {
      voucher_id: number;
      customer_id: number | null;
      order_ref: string | null;
      now: string;
    }): Promise<boolean> {
      const updated = await db
        .updateTable('vouchers')
        .set({ times_used: sql`times_used + 1` })
        .where('id', '=', input.voucher_id)
        .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await db
        .insertInto('voucher_usages')
        .values({
          voucher_id: input.voucher_id,
          customer_id: input.customer_id,
          order_ref: input.order_ref,
          used_at: input.now,
        })
        .execute();
      return true;
    },

    async customerVoucherUses(voucherId: number, customerId: number): Promise<number> {
      return countedRows(
        db.selectFrom('voucher_usages').where('voucher_id', '=', voucherId).where('customer_id', '=', customerId),
      );
    },
  };
}

export type CartQueries = ReturnType<typeof cartQueries>;
export type CartRepository = ReturnType<typeof createCartRepository>;

import {
  isReviewStatus,
  type ListedReview,
  type MyReview,
  type NewProductReview,
  type OrderLineForReview,
  type ProductReview,
  type ReviewStatus,
} from '@sulit/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import { updatedAny } from '../affected-rows';
import { countedRows } from '../counted-rows';
import { insertedRow } from '../inserted-row';
import type { DB } from '../schema';
import type { ProductReviewTable } from './review-tables';

function reviewOf(row: Selectable<ProductReviewTable>): ProductReview {
  return {
    ...row,
    verified_purchase: row.verified_purchase === 1,
    status: isReviewStatus(row.status) ? row.status : 'pending',
  };
}

const REVIEW_COLUMNS = [
  'r.id',
  'r.product_id',
  'r.customer_id',
  'r.order_id',
  'r.order_line_id',
  'r.store_id',
  'r.rating',
  'r.nickname',
  'r.title',
  'r.detail',
  'r.verified_purchase',
  'r.status',
  'r.created_at',
  'r.moderated_at',
  'r.moderated_by',
] as const;

/**
 * Product reviews (issue 31): one per order line (the unique order_line_id decides a race), moderation as
 * conditional updates whose `from` states the caller takes from the domain's table, helpful votes once per
 * shopper (the primary key decides), and the product page's summary in one indexed query. Order lines are read
 * with their order and sub-order, only the customer's own.
 */
export function createReviewsRepository(db: Kysely<DB>) {
  function linesQuery(customerId: number) {
    return db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .leftJoin('order_sellers as s', (j) =>
        j.onRef('s.order_id', '=', 'l.order_id').onRef('s.seller_id', '=', 'l.seller_id'),
      )
      .leftJoin('product_reviews as r', 'r.order_line_id', 'l.id')
      .where('o.customer_id', '=', customerId)
      .select([
        'l.id as order_line_id',
        'l.order_id',
        'o.increment_id as order_number',
        'l.product_id',
        'l.sku',
        'l.name',
        'l.seller_id',
        'l.product_type',
        'o.status as order_status',
        's.status as seller_status',
        'r.id as review_id',
        'r.status as review_status',
      ]);
  }
  type LineRow = Awaited<ReturnType<ReturnType<typeof linesQuery>['execute']>>[number];
  const lineOf = (row: LineRow): OrderLineForReview => ({
    ...row,
    seller_status: row.seller_status ?? null,
    review_id: row.review_id ?? null,
    review_status: row.review_status && isReviewStatus(row.review_status) ? row.review_status : null,
  });

  return {
    /** One line of the customer's own orders (another customer's line is undefined). */
    async ownLine(customerId: number, orderLineId: number): Promise<OrderLineForReview | undefined> {
      const row = await linesQuery(customerId).where('l.id', '=', orderLineId).executeTakeFirst();
      return row && lineOf(row);
    },

    /** The lines of one of the customer's orders, by its number, in order. */
    async ownOrderLines(customerId: number, orderNumber: string): Promise<OrderLineForReview[]> {
      const rows = await linesQuery(customerId).where('o.increment_id', '=', orderNumber).orderBy('l.id').execute();
      return rows.map(lineOf);
    },

    /** Adds a pending review; null when the line already has one (the unique key decides between racers). */
    async insert(review: NewProductReview): Promise<number | null> {
      const inserted = await db
        .insertInto('product_reviews')
        .values({ ...review, verified_purchase: review.verified_purchase ? 1 : 0, status: 'pending' })
        .onConflict((oc) => oc.column('order_line_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },

    async byId(id: number): Promise<ProductReview | undefined> {
      const row = await db
        .selectFrom('product_reviews as r')
        .select(REVIEW_COLUMNS)
        .where('r.id', '=', id)
        .executeTakeFirst();
      return row && reviewOf(row);
    },

    /** Count and sum of a product's approved ratings: one query on product_reviews_summary_idx. */
    async approvedSummary(productId: number): Promise<{ count: number; sum: number }> {
      const row = await db
        .selectFrom('product_reviews')
        .where('product_id', '=', productId)
        .where('status', '=', 'approved')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.sum<number | string | null>('rating').as('total'),
        ])
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), sum: Number(row.total ?? 0) };
    },

    /** A page of a product's approved reviews, newest first, with helpful votes and the reader's own vote. */
    async approvedPage(
      productId: number,
      limit: number,
      offset: number,
      readerId: number | null,
    ): Promise<ListedReview[]> {
      const rows = await db
        .selectFrom('product_reviews as r')
        .select(REVIEW_COLUMNS)
        .select((eb) => [
          eb
            .selectFrom('review_helpful_votes as v')
            .whereRef('v.review_id', '=', 'r.id')
            .select((e) => e.fn.countAll<number | string>().as('n'))
            .as('helpful_count'),
          // a reader known only when signed in: the product page's shared answer has none, and asks nothing
          readerId === null
            ? sql<number>`0`.as('voted')
            : eb
                .selectFrom('review_helpful_votes as mine')
                .whereRef('mine.review_id', '=', 'r.id')
                .where('mine.customer_id', '=', readerId)
                .select((e) => e.fn.countAll<number | string>().as('n'))
                .as('voted'),
        ])
        .where('r.product_id', '=', productId)
        .where('r.status', '=', 'approved')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(({ helpful_count, voted, ...row }) => ({
        ...reviewOf(row),
        helpful_count: Number(helpful_count ?? 0),
        voted_by_me: Number(voted ?? 0) > 0,
      }));
    },

    /** The customer's own reviews, newest first, with the product's name as ordered. */
    async mine(customerId: number, limit: number, offset: number): Promise<{ items: MyReview[]; total: number }> {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('product_reviews as r')
          .innerJoin('order_lines as l', 'l.id', 'r.order_line_id')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .select(REVIEW_COLUMNS)
          .select(['l.name as product_name', 'o.increment_id as order_number'])
          .where('r.customer_id', '=', customerId)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        countedRows(db.selectFrom('product_reviews').where('customer_id', '=', customerId)),
      ]);
      return {
        items: rows.map(({ product_name, order_number, ...row }) => ({ ...reviewOf(row), product_name, order_number })),
        total,
      };
    },

    /** Reviews waiting for moderation, oldest first (the operator tool). */
    async pending(limit: number): Promise<ProductReview[]> {
      const rows = await db
        .selectFrom('product_reviews as r')
        .select(REVIEW_COLUMNS)
        .where('r.status', '=', 'pending')
        .orderBy('r.created_at')
        .orderBy('r.id')
        .limit(limit)
        .execute();
      return rows.map(reviewOf);
    },

    /** Moves a review to `to` only from the states the domain's table allows; false when it was elsewhere. */
    async moderate(
      id: number,
      to: ReviewStatus,
      from: readonly ReviewStatus[],
      by: string,
      now: string,
    ): Promise<boolean> {
      if (from.length === 0) return false;
      return updatedAny(
        db
          .updateTable('product_reviews')
          .set({ status: to, moderated_at: now, moderated_by: by })
          .where('id', '=', id)
          .where('status', 'in', [...from]),
      );
    },

    /** One helpful vote per shopper and review: true when this call's vote landed. */
    async vote(reviewId: number, customerId: number, now: string): Promise<boolean> {
      return insertedRow(
        db
          .insertInto('review_helpful_votes')
          .values({ review_id: reviewId, customer_id: customerId, created_at: now })
          .onConflict((oc) => oc.columns(['review_id', 'customer_id']).doNothing()),
      );
    },

    async helpfulCount(reviewId: number): Promise<number> {
      return countedRows(db.selectFrom('review_helpful_votes').where('review_id', '=', reviewId));
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

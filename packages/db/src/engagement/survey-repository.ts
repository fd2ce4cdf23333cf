import type { NpsSurveyFacts, NpsSurveyOrder, NpsSurveyRecord, OrderStatus } from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import { updatedAny } from '../affected-rows';
import { insertedRow } from '../inserted-row';
import type { DB } from '../schema';

/**
 * What the survey rule reads about a customer here: all but the support session, which the request knows, and
 * the staff role, which the operator console's port answers (the console owns staff_grants).
 */
export type SurveyFacts = Omit<NpsSurveyFacts, 'supportSession' | 'isStaff' | 'latestOrder'> & {
  latestOrder: NpsSurveyOrder | null;
};

/**
 * The NPS survey (issue 31): the facts its rule needs, the once-per-90-days claim and the answers. Reads the
 * orders, ratings and enquiry tables; owns nps_survey_claims and nps_surveys.
 */
export function createSurveyRepository(db: Kysely<DB>) {
  return {
    async facts(customerId: number): Promise<SurveyFacts> {
      const [openCase, order, rating, claim] = await Promise.all([
        db
          .selectFrom('enquiry_cases')
          .select('id')
          .where('customer_id', '=', customerId)
          .where('status', '!=', 'closed')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('orders')
          .select(['id', 'increment_id', 'status', 'updated_at'])
          .where('customer_id', '=', customerId)
          // a membership card bought alone is no delivery to ask about (decision 030)
          .where('delivery_type', '!=', 'none')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('order_ratings')
          .select(sql<string | null>`max(updated_at)`.as('at'))
          .where('customer_id', '=', customerId)
          .executeTakeFirst(),
        db.selectFrom('nps_survey_claims').select('asked_at').where('customer_id', '=', customerId).executeTakeFirst(),
      ]);
      return {
        openEnquiryCase: openCase !== undefined,
        latestOrder: order
          ? {
              id: order.id,
              increment_id: order.increment_id,
              status: order.status as OrderStatus,
              statusAt: order.updated_at,
            }
          : null,
        lastRatingAt: rating?.at ?? null,
        lastAskedAt: claim?.asked_at ?? null,
      };
    },

    /**
     * Offers the survey once: the claim row is inserted, or moved to `now` only when its last offer is older
     * than `askedSince`; only the request whose upsert changed the row writes the survey. Parallel offers (two
     * tabs, two phones) agree on one on both engines: the row's unique key serialises them.
     */
    async claim(customerId: number, orderId: number, now: string, askedSince: string): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const won = await insertedRow(
          trx
            .insertInto('nps_survey_claims')
            .values({ customer_id: customerId, asked_at: now })
            .onConflict((oc) =>
              oc
                .column('customer_id')
                .doUpdateSet({ asked_at: now })
                .where('nps_survey_claims.asked_at', '<', askedSince),
            ),
        );
        if (!won) return null;
        const row = await trx
          .insertInto('nps_surveys')
          .values({ customer_id: customerId, order_id: orderId, asked_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    async survey(id: number): Promise<NpsSurveyRecord | undefined> {
      return db
        .selectFrom('nps_surveys')
        .select(['id', 'customer_id', 'order_id', 'asked_at', 'score', 'answered_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Stores the answer once: false when the survey is not the customer's or was already answered. */
    async answer(
      id: number,
      customerId: number,
      answer: { score: number; comment: string | null },
      now: string,
    ): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('nps_surveys')
          .set({ score: answer.score, comment: answer.comment, answered_at: now })
          .where('id', '=', id)
          .where('customer_id', '=', customerId)
          .where('answered_at', 'is', null),
      );
    },
  };
}

export type SurveyRepository = ReturnType<typeof createSurveyRepository>;

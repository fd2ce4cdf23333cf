import type { Raffle, RaffleEntrant } from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import { updatedAny } from '../affected-rows';
import { insertedRow } from '../inserted-row';
import type { DB } from '../schema';
import type { RaffleTable } from './engagement-tables';

export interface RaffleTermsInput {
  title?: string | undefined;
  steps?: readonly string[] | undefined;
  permit_number?: string | null | undefined;
  starts_at?: string | null | undefined;
  ends_at?: string | null | undefined;
}

function stepsOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

const raffleOf = (row: Selectable<RaffleTable>): Raffle => ({
  id: row.id,
  title: row.title,
  steps: stepsOf(row.steps),
  permit_number: row.permit_number,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  enabled: row.enabled === 1,
  seed: row.seed,
  seed_commitment: row.seed_commitment,
  winner_entry_id: row.winner_entry_id,
  drawn_at: row.drawn_at,
});

/**
 * Raffles and their entries (issue 31). Entries are only ever inserted (the table's triggers refuse the rest);
 * switching on is a conditional update the table's CHECK also guards (permit and period); the draw is recorded
 * once.
 */
export function createRaffleRepository(db: Kysely<DB>) {
  return {
    async create(
      input: { title: string; steps: readonly string[]; seed: string; seed_commitment: string } & RaffleTermsInput,
      now: string,
    ): Promise<number> {
      const row = await db
        .insertInto('raffles')
        .values({
          title: input.title,
          steps: JSON.stringify(input.steps),
          permit_number: input.permit_number ?? null,
          starts_at: input.starts_at ?? null,
          ends_at: input.ends_at ?? null,
          enabled: 0,
          seed: input.seed,
          seed_commitment: input.seed_commitment,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async byId(id: number): Promise<Raffle | undefined> {
      const row = await db.selectFrom('raffles').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? raffleOf(row) : undefined;
    },

    /** Switched-on raffles not over yet at `now`, soonest end first (raffle/configs). */
    async current(now: string, limit: number): Promise<Raffle[]> {
      const rows = await db
        .selectFrom('raffles')
        .selectAll()
        .where('enabled', '=', 1)
        .where('ends_at', '>', now)
        .orderBy('ends_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(raffleOf);
    },

    /** Changes the terms of a raffle that is switched off (a running raffle's terms are what the permit covers). */
    async setTerms(id: number, terms: RaffleTermsInput, now: string): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('raffles')
          .set({
            ...(terms.title !== undefined ? { title: terms.title } : {}),
            ...(terms.steps !== undefined ? { steps: JSON.stringify(terms.steps) } : {}),
            ...(terms.permit_number !== undefined ? { permit_number: terms.permit_number } : {}),
            ...(terms.starts_at !== undefined ? { starts_at: terms.starts_at } : {}),
            ...(terms.ends_at !== undefined ? { ends_at: terms.ends_at } : {}),
            updated_at: now,
          })
          .where('id', '=', id)
          .where('enabled', '=', 0),
      );
    },

    async switchOn(id: number, now: string): Promise<boolean> {
      return updatedAny(
        db.updateTable('raffles').set({ enabled: 1, updated_at: now }).where('id', '=', id).where('enabled', '=', 0),
      );
    },

    async switchOff(id: number, now: string): Promise<boolean> {
      return updatedAny(
        db.updateTable('raffles').set({ enabled: 0, updated_at: now }).where('id', '=', id).where('enabled', '=', 1),
      );
    },

    /** One entry per customer per raffle: false when the customer had already joined. */
    async enter(raffleId: number, customerId: number, now: string): Promise<boolean> {
      return insertedRow(
        db
          .insertInto('raffle_entries')
          .values({ raffle_id: raffleId, customer_id: customerId, created_at: now })
          .onConflict((oc) => oc.columns(['raffle_id', 'customer_id']).doNothing()),
      );
    },

    async entryOf(raffleId: number, customerId: number): Promise<{ id: number; created_at: string } | undefined> {
      return db
        .selectFrom('raffle_entries')
        .select(['id', 'created_at'])
        .where('raffle_id', '=', raffleId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
    },

    /** Every entry of a raffle in the draw's order (ascending id), with who entered (the operator's export). */
    async entries(raffleId: number): Promise<RaffleEntrant[]> {
      return db
        .selectFrom('raffle_entries as e')
        .innerJoin('customers as c', 'c.id', 'e.customer_id')
        .select(['e.id', 'e.customer_id', 'c.firstname', 'c.lastname', 'c.email', 'e.created_at'])
        .where('e.raffle_id', '=', raffleId)
        .orderBy('e.id')
        .execute();
    },

    /** The draw, once: false when the raffle was already drawn. */
    async recordDraw(id: number, winnerEntryId: number, now: string): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('raffles')
          .set({ winner_entry_id: winnerEntryId, drawn_at: now, updated_at: now })
          .where('id', '=', id)
          .where('drawn_at', 'is', null),
      );
    },
  };
}

export type RaffleRepository = ReturnType<typeof createRaffleRepository>;

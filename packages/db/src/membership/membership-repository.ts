import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type {
  CustomerMembershipRow,
  CustomerMembershipTable,
  DB,
  MembershipCardRow,
  MembershipActivationTable,
  MembershipCardTable,
  MembershipProductRow,
} from '../schema';
import { insertedRow } from '../inserted-row';
import { updatedAny } from '../affected-rows';

export interface ReminderCandidate {
  customer_id: number;
  email: string;
  firstname: string;
  code: string;
  package: string;
  expires_on: string;
}

function membershipQueries(db: Kysely<DB>, engine: DatabaseEngine) {
  return {
    async ofCustomer(customerId: number, lock = false): Promise<CustomerMembershipRow | undefined> {
      let query = db.selectFrom('customer_memberships').selectAll().where('customer_id', '=', customerId);
      if (lock && engine === 'postgres') query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async byCode(code: string): Promise<CustomerMembershipRow | undefined> {
      return db.selectFrom('customer_memberships').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /** false when the customer already has a card or the code belongs to someone (unique indexes). */
    async insert(row: Insertable<CustomerMembershipTable>): Promise<boolean> {
      return insertedRow(
        db
          .insertInto('customer_memberships')
          .values(row)
          .onConflict((oc) => oc.doNothing()),
      );
    },

    async update(customerId: number, patch: Updateable<CustomerMembershipTable>): Promise<boolean> {
      return updatedAny(db.updateTable('customer_memberships').set(patch).where('customer_id', '=', customerId));
    },

    async card(code: string): Promise<MembershipCardRow | undefined> {
      return db.selectFrom('membership_cards').selectAll().where('code', '=', code).executeTakeFirst();
    },

    async insertCard(row: Insertable<MembershipCardTable>): Promise<boolean> {
      return insertedRow(
        db
          .insertInto('membership_cards')
          .values(row)
          .onConflict((oc) => oc.column('code').doNothing()),
      );
    },

    async updateCard(code: string, patch: Updateable<MembershipCardTable>): Promise<void> {
      await db.updateTable('membership_cards').set(patch).where('code', '=', code).execute();
    },

    /** Is this code taken, by a registry card or a customer's card? */
    async codeInUse(code: string): Promise<boolean> {
      const [card, owned] = await Promise.all([
        db.selectFrom('membership_cards').select('code').where('code', '=', code).executeTakeFirst(),
        db.selectFrom('customer_memberships').select('code').where('code', '=', code).executeTakeFirst(),
      ]);
      return card !== undefined || owned !== undefined;
    },

    /** The name for a card bought online: the customer's own. */
    async customerName(customerId: number): Promise<string> {
      const row = await db
        .selectFrom('customers')
        .select(['firstname', 'lastname'])
        .where('id', '=', customerId)
        .executeTakeFirst();
      if (!row) throw new Error(`No customer ${customerId}`);
      return `${row.firstname} ${row.lastname}`;
    },

    /** false when this order line was already applied. */
    async recordActivation(row: Insertable<MembershipActivationTable>): Promise<boolean> {
      return insertedRow(
        db
          .insertInto('membership_activations')
          .values(row)
          .onConflict((oc) => oc.columns(['order_ref', 'sku']).doNothing()),
      );
    },

    async activation(orderRef: string, sku: string) {
      return db
        .selectFrom('membership_activations')
        .selectAll()
        .where('order_ref', '=', orderRef)
        .where('sku', '=', sku)
        .executeTakeFirst();
    },
  };
}

/**
 * Membership: products, the card registry, customers' cards, reminder sends, activations and credit-card
 * sign-ups. The only SQL of the membership feature.
 */
export function createMembershipRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  return {
    ...membershipQueries(db, engine),

    /** Runs work in one transaction (the customer's membership row is locked on PostgreSQL). */
    async inTransaction<T>(work: (tx: MembershipQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(membershipQueries(trx, engine)));
    },

    async products(): Promise<MembershipProductRow[]> {
      return db.selectFrom('membership_products').selectAll().orderBy('sort_order').orderBy('id').execute();
    },

    async productBySku(sku: string): Promise<MembershipProductRow | undefined> {
      return db.selectFrom('membership_products').selectAll().where('sku', '=', sku).executeTakeFirst();
    },

    /** Memberships expiring between two dates (inclusive), with the customer's e-mail, in a stable order. */
    async expiringBetween(from: string, to: string, limit: number, afterCustomerId = 0): Promise<ReminderCandidate[]> {
      return db
        .selectFrom('customer_memberships as m')
        .innerJoin('customers as c', 'c.id', 'm.customer_id')
        .select(['m.customer_id', 'c.email', 'c.firstname', 'm.code', 'm.package', 'm.expires_on'])
        .where('m.status', '=', 'active')
        .where('m.expires_on', '>=', from)
        .where('m.expires_on', '<=', to)
        .where('m.customer_id', '>', afterCustomerId)
        .orderBy('m.customer_id')
        .limit(limit)
        .execute();
    },

    async remindersSent(customerId: number, expiresOn: string): Promise<number[]> {
      const rows = await db
        .selectFrom('membership_reminders')
        .select('kind')
        .where('customer_id', '=', customerId)
        .where('expires_on', '=', expiresOn)
        .execute();
      return rows.map((r) => r.kind);
    },

    /** Claims a reminder before it is sent: false when another run already claimed it. */
    async claimReminder(customerId: number, kind: number, expiresOn: string, sentAt: string): Promise<boolean> {
      return insertedRow(
        db
          .insertInto('membership_reminders')
          .values({ customer_id: customerId, kind, expires_on: expiresOn, sent_at: sentAt })
          .onConflict((oc) => oc.columns(['customer_id', 'kind', 'expires_on']).doNothing()),
      );
    },

    /** Gives a claim back when the e-mail could not be sent, so the next run tries again. */
    async releaseReminder(customerId: number, kind: number, expiresOn: string): Promise<void> {
      await db
        .deleteFrom('membership_reminders')
        .where('customer_id', '=', customerId)
        .where('kind', '=', kind)
        .where('expires_on', '=', expiresOn)
        .execute();
    },

    async insertCcSignup(row: {
      customer_id: number | null;
      firstname: string;
      lastname: string;
      email: string;
      phone: string;
      created_at: string;
    }): Promise<number> {
      const result = await db.insertInto('membership_cc_signups').values(row).returning('id').executeTakeFirstOrThrow();
      return result.id;
    },

    async hasCcSignup(customerId: number): Promise<boolean> {
      const row = await db
        .selectFrom('membership_cc_signups')
        .select('id')
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type MembershipQueries = ReturnType<typeof membershipQueries>;
export type MembershipRepository = ReturnType<typeof createMembershipRepository>;

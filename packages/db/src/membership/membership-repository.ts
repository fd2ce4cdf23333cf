import type {
  MailMessage,
  CreditCardSignup,
  CustomerMembership,
  CustomerMembershipChanges,
  MembershipActivationRecord,
  MembershipProductRecord,
  MembershipRecordStatus,
  NewCustomerMembership,
  RegisteredMembershipCard,
  ReminderCandidate,
} from '@sulit/domain';
import {
  type ActivationKind,
  isMembershipIdType,
  MEMBERSHIP_ID_TYPES,
  MEMBERSHIP_REMINDER_DAYS,
  type MembershipReminderKind,
} from '@sulit/domain';
import type { Kysely, Selectable, Updateable } from 'kysely';
import { updatedAny } from '../affected-rows';
import type { DatabaseEngine } from '../connection';
import { insertedRow } from '../inserted-row';
import { queueMail } from '../mail/outbox-repository';
import type { DB } from '../schema';
import type {
  CustomerMembershipTable,
  MembershipActivationTable,
  MembershipCardTable,
  MembershipProductTable,
} from './membership-tables';

// Rows become domain records here, next to the SQL (0/1 columns as booleans, statuses as their union).
const statusOf = (status: string): MembershipRecordStatus => (status === 'active' ? 'active' : 'cancelled');
const idTypeOf = (idType: string) => (isMembershipIdType(idType) ? idType : MEMBERSHIP_ID_TYPES.own);

function cardFieldsOf(row: Selectable<MembershipCardTable> | Selectable<CustomerMembershipTable>) {
  return {
    code: row.code,
    id_type: idTypeOf(row.id_type),
    card_type: row.card_type,
    package: row.package,
    name: row.name,
    status: statusOf(row.status),
    starts_on: row.starts_on,
    expires_on: row.expires_on,
    credit_card_applied: row.credit_card_applied === 1,
    qr_used: row.qr_used === 1,
  };
}

function customerMembershipOf(row: Selectable<CustomerMembershipTable>): CustomerMembership {
  return { ...cardFieldsOf(row), customer_id: row.customer_id, linked_at: row.linked_at };
}

function registeredCardOf(row: Selectable<MembershipCardTable>): RegisteredMembershipCard {
  return { ...cardFieldsOf(row), valid_id: row.valid_id, id_number: row.id_number };
}

function productOf(row: Selectable<MembershipProductTable>): MembershipProductRecord {
  return {
    sku: row.sku,
    name: row.name,
    package: row.package,
    type: row.type,
    description: row.description,
    price: row.price,
    renew_price: row.renew_price,
    extend_price: row.extend_price,
    upgrade_price: row.upgrade_price,
    final_price: row.final_price,
    promo_start: row.promo_start,
    promo_end: row.promo_end,
  };
}

function activationOf(row: Selectable<MembershipActivationTable>): MembershipActivationRecord {
  return {
    order_ref: row.order_ref,
    sku: row.sku,
    customer_id: row.customer_id,
    kind: row.kind as ActivationKind,
    code: row.code,
    expires_on: row.expires_on,
    activated_at: row.activated_at,
  };
}

function changesOf(changes: CustomerMembershipChanges): Updateable<CustomerMembershipTable> {
  const { credit_card_applied, qr_used, ...rest } = changes;
  return {
    ...rest,
    ...(credit_card_applied === undefined ? {} : { credit_card_applied: credit_card_applied ? 1 : 0 }),
    ...(qr_used === undefined ? {} : { qr_used: qr_used ? 1 : 0 }),
  };
}

function membershipQueries(db: Kysely<DB>, engine: DatabaseEngine) {
  return {
    async ofCustomer(customerId: number, lock = false): Promise<CustomerMembership | undefined> {
      let query = db.selectFrom('customer_memberships').selectAll().where('customer_id', '=', customerId);
      if (lock && engine === 'postgres') query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && customerMembershipOf(row);
    },

    async byCode(code: string): Promise<CustomerMembership | undefined> {
      const row = await db.selectFrom('customer_memberships').selectAll().where('code', '=', code).executeTakeFirst();
      return row && customerMembershipOf(row);
    },

    /** false when the customer already has a card or the code belongs to someone (unique indexes). */
    async insert(card: NewCustomerMembership): Promise<boolean> {
      return insertedRow(
        db
          .insertInto('customer_memberships')
          .values({ ...card, credit_card_applied: card.credit_card_applied ? 1 : 0, qr_used: card.qr_used ? 1 : 0 })
          .onConflict((oc) => oc.doNothing()),
      );
    },

    async update(customerId: number, changes: CustomerMembershipChanges): Promise<boolean> {
      return updatedAny(
        db.updateTable('customer_memberships').set(changesOf(changes)).where('customer_id', '=', customerId),
      );
    },

    async card(code: string): Promise<RegisteredMembershipCard | undefined> {
      const row = await db.selectFrom('membership_cards').selectAll().where('code', '=', code).executeTakeFirst();
      return row && registeredCardOf(row);
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
    async recordActivation(activation: MembershipActivationRecord): Promise<boolean> {
      return insertedRow(
        db
          .insertInto('membership_activations')
          .values(activation)
          .onConflict((oc) => oc.columns(['order_ref', 'sku']).doNothing()),
      );
    },

    async activation(orderRef: string, sku: string): Promise<MembershipActivationRecord | undefined> {
      const row = await db
        .selectFrom('membership_activations')
        .selectAll()
        .where('order_ref', '=', orderRef)
        .where('sku', '=', sku)
        .executeTakeFirst();
      return row && activationOf(row);
    },
  };
}

/**
 * Membership: products, the card registry, customers' cards, reminder sends, activations and credit-card
 * sign-ups. The only SQL of the membership feature; it answers the domain's membership records.
 */
export function createMembershipRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  return {
    ...membershipQueries(db, engine),

    /** Runs work in one transaction (the customer's membership row is locked on PostgreSQL). */
    async inTransaction<T>(work: (tx: MembershipQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(membershipQueries(trx, engine)));
    },

    async products(): Promise<MembershipProductRecord[]> {
      const rows = await db.selectFrom('membership_products').selectAll().orderBy('sort_order').orderBy('id').execute();
      return rows.map(productOf);
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

    async remindersSent(customerId: number, expiresOn: string): Promise<MembershipReminderKind[]> {
      const rows = await db
        .selectFrom('membership_reminders')
        .select('kind')
        .where('customer_id', '=', customerId)
        .where('expires_on', '=', expiresOn)
        .execute();
      return MEMBERSHIP_REMINDER_DAYS.filter((kind) => rows.some((r) => r.kind === kind));
    },

    /** Claims a reminder before it is sent: false when another run already claimed it. */
    /**
     * Claims a member's reminder and writes its mail to the outbox in one transaction (issue 27 item 1): of parallel
     * runs one claims it, and the claim exists exactly when its mail does. False when it was claimed already.
     */
    async claimReminder(
      customerId: number,
      kind: MembershipReminderKind,
      expiresOn: string,
      sentAt: string,
      mail: MailMessage,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const claimed = await insertedRow(
          trx
            .insertInto('membership_reminders')
            .values({ customer_id: customerId, kind, expires_on: expiresOn, sent_at: sentAt })
            .onConflict((oc) => oc.columns(['customer_id', 'kind', 'expires_on']).doNothing()),
        );
        if (claimed) await queueMail(trx, mail, sentAt);
        return claimed;
      });
    },

    async insertCcSignup(signup: CreditCardSignup): Promise<void> {
      await db.insertInto('membership_cc_signups').values(signup).execute();
    },
  };
}

export type MembershipQueries = ReturnType<typeof membershipQueries>;
export type MembershipRepository = ReturnType<typeof createMembershipRepository>;

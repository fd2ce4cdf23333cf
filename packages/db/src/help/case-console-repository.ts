import {
  type EnquiryCaseAction,
  enquiryCaseFromStates,
  ENQUIRY_CASE_ACTION_TARGETS,
  type MailMessage,
} from '@sulit/domain';
import type { Kysely } from 'kysely';
import { queueMail } from '../mail/outbox-repository';
import { writeOpsAudit } from '../ops/ops-audit';
import type { DB } from '../schema';

export interface CaseListItem {
  id: number;
  reference: string;
  created_at: string;
  status: string;
  topic: string;
  name: string;
  email: string;
  order_number: string | null;
  assigned_name: string | null;
  attachments: number;
}

export interface CaseRecord extends CaseListItem {
  phone: string;
  message: string;
  assigned_to: number | null;
  updated_at: string | null;
  files: { file_name: string; media_type: string; byte_size: number; storage_key: string }[];
  replies: { id: number; staff_name: string; body: string; created_at: string }[];
}

export type CaseMoveOutcome = { kind: 'changed' } | { kind: 'not_found' } | { kind: 'moved'; status: string };

const LIST_COLUMNS = [
  'c.id',
  'c.reference',
  'c.created_at',
  'c.status',
  'c.topic',
  'c.name',
  'c.email',
  'c.order_number',
] as const;

/**
 * Enquiry cases in the operator console (issue 35, decision 037): the list newest first (keyset on id), one case
 * with its files and replies, and the moves along the domain's case table. A move is a conditional update whose
 * `from` states come from that table, written with its reply, its mail (the outbox) and its audit row in one
 * transaction: a repeated or racing move changes nothing twice.
 */
export function createCaseConsoleRepository(db: Kysely<DB>) {
  const assignee = (id: number | null) =>
    id === null
      ? Promise.resolve(null)
      : db
          .selectFrom('customers')
          .select(['firstname', 'lastname'])
          .where('id', '=', id)
          .executeTakeFirst()
          .then((c) => (c ? `${c.firstname} ${c.lastname}` : null));

  return {
    async list(filter: { status?: string | undefined; before?: number | undefined; limit: number }) {
      const rows = await db
        .selectFrom('enquiry_cases as c')
        .leftJoin('customers as s', 's.id', 'c.assigned_to')
        .select(LIST_COLUMNS)
        .select(['s.firstname', 's.lastname'])
        .select((eb) =>
          eb
            .selectFrom('enquiry_attachments as a')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('a.case_id', '=', 'c.id')
            .as('attachments'),
        )
        .$if(filter.status !== undefined, (q) => q.where('c.status', '=', filter.status!))
        .$if(filter.before !== undefined, (q) => q.where('c.id', '<', filter.before!))
        .orderBy('c.id', 'desc')
        .limit(filter.limit)
        .execute();
      return rows.map(({ firstname, lastname, attachments, ...row }): CaseListItem => ({
        ...row,
        assigned_name: firstname === null ? null : `${firstname} ${lastname ?? ''}`.trim(),
        attachments: Number(attachments ?? 0),
      }));
    },

    async byReference(reference: string): Promise<CaseRecord | undefined> {
      const row = await db
        .selectFrom('enquiry_cases')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!row) return undefined;
      const [files, replies, assignedName] = await Promise.all([
        db
          .selectFrom('enquiry_attachments')
          .select(['file_name', 'media_type', 'byte_size', 'storage_key'])
          .where('case_id', '=', row.id)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('enquiry_replies')
          .select(['id', 'staff_name', 'body', 'created_at'])
          .where('case_id', '=', row.id)
          .orderBy('id')
          .execute(),
        assignee(row.assigned_to),
      ]);
      return {
        id: row.id,
        reference: row.reference,
        created_at: row.created_at,
        status: row.status,
        topic: row.topic,
        name: row.name,
        email: row.email,
        phone: row.phone,
        order_number: row.order_number,
        message: row.message,
        assigned_to: row.assigned_to,
        assigned_name: assignedName,
        updated_at: row.updated_at,
        attachments: files.length,
        files,
        replies,
      };
    },

    /** One file of a case by its storage key (never its id or its name). */
    async attachment(reference: string, storageKey: string) {
      return db
        .selectFrom('enquiry_attachments as a')
        .innerJoin('enquiry_cases as c', 'c.id', 'a.case_id')
        .select(['a.file_name', 'a.media_type', 'a.content'])
        .where('c.reference', '=', reference)
        .where('a.storage_key', '=', storageKey)
        .executeTakeFirst();
    },

    /**
     * Moves a case by `action`: assign takes it for `staff`, reply stores the reply and queues `mail` to the
     * shopper, close closes it. All with the audit row, in one transaction, or nothing when the case is not in a
     * state the action may start from.
     */
    async move(
      reference: string,
      action: EnquiryCaseAction,
      who: { staff_id: number; staff_name: string; route: string },
      now: string,
      reply?: { body: string; mail: MailMessage },
    ): Promise<CaseMoveOutcome> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('enquiry_cases')
          .select(['id', 'status', 'assigned_to'])
          .where('reference', '=', reference)
          .executeTakeFirst();
        if (!before) return { kind: 'not_found' as const };
        const to = ENQUIRY_CASE_ACTION_TARGETS[action];
        const moved = await trx
          .updateTable('enquiry_cases')
          .set({
            status: to,
            updated_at: now,
            ...(action === 'assign' ? { assigned_to: who.staff_id } : {}),
          })
          .where('id', '=', before.id)
          .where('status', 'in', enquiryCaseFromStates(action))
          // a case another move changed since it was read is left alone (no lost update of its assignee)
          .where('status', '=', before.status)
          .returning(['status', 'assigned_to'])
          .executeTakeFirst();
        if (!moved) {
          const now = await trx
            .selectFrom('enquiry_cases')
            .select('status')
            .where('id', '=', before.id)
            .executeTakeFirst();
          return { kind: 'moved' as const, status: now?.status ?? before.status };
        }
        if (reply) {
          await trx
            .insertInto('enquiry_replies')
            .values({
              case_id: before.id,
              staff_id: who.staff_id,
              staff_name: who.staff_name,
              body: reply.body,
              created_at: now,
            })
            .execute();
          await queueMail(trx, reply.mail, now);
        }
        await writeOpsAudit(
          trx,
          {
            staff_id: who.staff_id,
            action: who.route,
            entity: `case:${reference}`,
            before: { status: before.status, assigned_to: before.assigned_to },
            after: { ...moved, ...(reply ? { reply: reply.body } : {}) },
          },
          now,
        );
        return { kind: 'changed' as const };
      });
    },
  };
}

export type CaseConsoleRepository = ReturnType<typeof createCaseConsoleRepository>;

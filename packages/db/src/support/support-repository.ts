import { createHash } from 'node:crypto';
import {
  chainedAuditRow,
  type NewSupportSession,
  SUPPORT_AUDIT_GENESIS,
  type SupportAccess,
  type SupportAuditEntry,
  type SupportAuditRow,
  type SupportSession,
} from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';
import { updatedAny } from '../affected-rows';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const SESSION_COLUMNS = [
  'id',
  'staff_id',
  'staff_session_hash',
  'customer_id',
  'reason',
  'case_ref',
  'consent',
  'approver_id',
  'ip',
  'user_agent',
  'started_at',
  'expires_at',
  'ended_at',
  'end_reason',
] as const;

/** Any fixed number: the PostgreSQL advisory lock that lets one writer at a time extend the audit chain. */
const AUDIT_CHAIN_LOCK = 320_032;

/**
 * Support mode's tables (migration 0023): consents, support sessions, order notes and the hash-chained,
 * append-only audit. Every audit row is appended under one lock (PostgreSQL: an advisory lock held to commit;
 * SQLite runs one write transaction at a time), so the chain has one order and never forks.
 */
export function createSupportRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  async function lockChain(trx: Kysely<DB>) {
    if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`.execute(trx);
  }

  async function append(trx: Kysely<DB>, entry: SupportAuditEntry) {
    const last = await trx.selectFrom('support_audit').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
    await trx
      .insertInto('support_audit')
      .values(chainedAuditRow(last?.hash ?? SUPPORT_AUDIT_GENESIS, entry, sha256))
      .execute();
  }

  async function endIn(trx: Kysely<DB>, session: SupportSession, reason: string, at: string): Promise<boolean> {
    const ended = await updatedAny(
      trx
        .updateTable('support_sessions')
        .set({ ended_at: at, end_reason: reason })
        .where('id', '=', session.id)
        .where('ended_at', 'is', null),
    );
    if (ended)
      await append(trx, {
        support_session_id: session.id,
        kind: 'end',
        staff_id: session.staff_id,
        customer_id: session.customer_id,
        route: null,
        entity: null,
        decision: null,
        detail: JSON.stringify({ reason }),
        created_at: at,
      });
    return ended;
  }

  const openOfStaff = (q: Kysely<DB>, staffId: number) =>
    q
      .selectFrom('support_sessions')
      .select(SESSION_COLUMNS)
      .where('staff_id', '=', staffId)
      .where('ended_at', 'is', null)
      .execute();

  return {
    async consentOf(customerId: number): Promise<boolean> {
      const row = await db
        .selectFrom('support_consents')
        .select('allowed')
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return row?.allowed === 1;
    },

    async setConsent(customerId: number, allowed: boolean, at: string): Promise<void> {
      await db
        .insertInto('support_consents')
        .values({ customer_id: customerId, allowed: allowed ? 1 : 0, updated_at: at })
        .onConflict((oc) => oc.column('customer_id').doUpdateSet({ allowed: allowed ? 1 : 0, updated_at: at }))
        .execute();
    },

    /** Ends the staff member's open sessions ('replaced') and starts this one, each audited, in one transaction. */
    async start(session: NewSupportSession, startDetail: string): Promise<SupportSession> {
      return db.transaction().execute(async (trx) => {
        await lockChain(trx);
        for (const open of await openOfStaff(trx, session.staff_id))
          await endIn(trx, open, 'replaced', session.started_at);
        const row = await trx
          .insertInto('support_sessions')
          .values({ ...session, ended_at: null, end_reason: null })
          .returning(SESSION_COLUMNS)
          .executeTakeFirstOrThrow();
        await append(trx, {
          support_session_id: row.id,
          kind: 'start',
          staff_id: row.staff_id,
          customer_id: row.customer_id,
          route: null,
          entity: null,
          decision: null,
          detail: startDetail,
          created_at: row.started_at,
        });
        return row;
      });
    },

    async byTokenHash(tokenHash: string): Promise<SupportSession | undefined> {
      return db
        .selectFrom('support_sessions')
        .select(SESSION_COLUMNS)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Ends the session once (a second end changes nothing) and audits why. */
    async end(session: SupportSession, reason: string, at: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lockChain(trx);
        return endIn(trx, session, reason, at);
      });
    },

    async endOpenOfStaff(staffId: number, reason: string, at: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await lockChain(trx);
        let ended = 0;
        for (const open of await openOfStaff(trx, staffId)) if (await endIn(trx, open, reason, at)) ended++;
        return ended;
      });
    },

    async audit(entry: SupportAuditEntry): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockChain(trx);
        await append(trx, entry);
      });
    },

    /** The note of an order placed while acting (a repeated answer of the same order adds nothing). */
    async noteOrder(note: {
      order_id: number;
      increment_id: string;
      support_session_id: number;
      note: string;
      at: string;
    }) {
      await db
        .insertInto('support_order_notes')
        .values({
          order_id: note.order_id,
          increment_id: note.increment_id,
          support_session_id: note.support_session_id,
          note: note.note,
          created_at: note.at,
        })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
    },

    /** The customer's support sessions, newest first, with their request counts and order notes. */
    async accessHistory(customerId: number, limit: number): Promise<SupportAccess[]> {
      const sessions = await db
        .selectFrom('support_sessions')
        .select(SESSION_COLUMNS)
        .where('customer_id', '=', customerId)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      if (sessions.length === 0) return [];
      const ids = sessions.map((s) => s.id);
      const counts = await db
        .selectFrom('support_audit')
        .select(['support_session_id', 'decision', (eb) => eb.fn.countAll<number>().as('n')])
        .where('support_session_id', 'in', ids)
        .where('kind', '=', 'request')
        .groupBy(['support_session_id', 'decision'])
        .execute();
      const notes = await db
        .selectFrom('support_order_notes')
        .select(['support_session_id', 'increment_id', 'note'])
        .where('support_session_id', 'in', ids)
        .orderBy('created_at')
        .execute();
      return sessions.map((session) => {
        const mine = counts.filter((c) => c.support_session_id === session.id);
        return {
          session,
          requests: mine.reduce((sum, c) => sum + Number(c.n), 0),
          refused: Number(mine.find((c) => c.decision === 'deny')?.n ?? 0),
          orders: notes
            .filter((n) => n.support_session_id === session.id)
            .map((n) => ({ increment_id: n.increment_id, note: n.note })),
        };
      });
    },

    /** The whole audit chain in order (for verification). */
    async auditTrail(): Promise<SupportAuditRow[]> {
      return db.selectFrom('support_audit').selectAll().orderBy('id').execute();
    },

    /** Rows of one session, in order. */
    async auditOfSession(supportSessionId: number): Promise<SupportAuditRow[]> {
      return db
        .selectFrom('support_audit')
        .selectAll()
        .where('support_session_id', '=', supportSessionId)
        .orderBy('id')
        .execute();
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;

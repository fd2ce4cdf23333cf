import { type GrantScope, isStaffRole, type StaffGrant, type StaffRole } from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import { updatedRows } from '../affected-rows';
import type { DB } from '../schema';
import { type OpsAuditEntry, writeOpsAudit } from './ops-audit';
import type { StaffGrantTable, StaffSessionTable } from './ops-tables';

const grantOf = (row: Selectable<StaffGrantTable>): StaffGrant => ({
  ...row,
  role: isStaffRole(row.role) ? row.role : 'support',
  source_code: row.source_code as GrantScope,
});

export interface StaffSession {
  id: number;
  customer_id: number;
  sign_in_hash: string;
  expires_at: string;
  ended_at: string | null;
}

const sessionOf = (row: Selectable<StaffSessionTable>): StaffSession => ({
  id: row.id,
  customer_id: row.customer_id,
  sign_in_hash: row.sign_in_hash,
  expires_at: row.expires_at,
  ended_at: row.ended_at,
});

/**
 * Staff of the console (issue 35): grants per store, the sealed TOTP secret with its last step, console sessions.
 * Grants change with their audit row in one transaction; a revoked staff member's console sessions end in it too.
 */
export function createStaffRepository(db: Kysely<DB>) {
  const tx = <T>(work: (trx: Kysely<DB>) => Promise<T>) => db.transaction().execute(work);

  return {
    async grantsOf(customerId: number): Promise<StaffGrant[]> {
      const rows = await db.selectFrom('staff_grants').selectAll().where('customer_id', '=', customerId).execute();
      return rows.map(grantOf);
    },

    /** Every grant with the staff member's e-mail and name, for the admin's page. */
    async allGrants() {
      const rows = await db
        .selectFrom('staff_grants as g')
        .innerJoin('customers as c', 'c.id', 'g.customer_id')
        .selectAll('g')
        .select(['c.email', 'c.firstname', 'c.lastname'])
        .orderBy('c.email')
        .orderBy('g.id')
        .limit(500)
        .execute();
      return rows.map(({ email, firstname, lastname, ...grant }) => ({
        ...grantOf(grant),
        email,
        name: `${firstname} ${lastname}`,
      }));
    },

    /** Grants a role (once: granting it again changes nothing); audited as `by`. */
    async grant(
      input: { customer_id: number; role: StaffRole; source_code: GrantScope },
      by: { staff_id: number; label: string },
      now: string,
    ): Promise<StaffGrant> {
      return tx(async (trx) => {
        await trx
          .insertInto('staff_grants')
          .values({ ...input, granted_by: by.label, granted_at: now })
          .onConflict((oc) => oc.columns(['customer_id', 'role', 'source_code']).doNothing())
          .execute();
        const row = await trx
          .selectFrom('staff_grants')
          .selectAll()
          .where('customer_id', '=', input.customer_id)
          .where('role', '=', input.role)
          .where('source_code', '=', input.source_code)
          .executeTakeFirstOrThrow();
        await writeOpsAudit(
          trx,
          { staff_id: by.staff_id, action: 'staff.grant', entity: `grant:${row.id}`, before: null, after: row },
          now,
        );
        return grantOf(row);
      });
    },

    /** Revokes one grant; a staff member left without any grant has every console session ended with it. */
    async revoke(
      grantId: number,
      by: { staff_id: number },
      now: string,
    ): Promise<(StaffGrant & { email: string; name: string }) | null> {
      return tx(async (trx) => {
        const found = await trx
          .selectFrom('staff_grants as g')
          .innerJoin('customers as c', 'c.id', 'g.customer_id')
          .selectAll('g')
          .select(['c.email', 'c.firstname', 'c.lastname'])
          .where('g.id', '=', grantId)
          .executeTakeFirst();
        if (!found) return null;
        const { email, firstname, lastname, ...row } = found;
        await trx.deleteFrom('staff_grants').where('id', '=', grantId).execute();
        const left = await trx
          .selectFrom('staff_grants')
          .select('id')
          .where('customer_id', '=', row.customer_id)
          .executeTakeFirst();
        if (!left)
          await trx
            .updateTable('staff_sessions')
            .set({ ended_at: now, end_reason: 'role_revoked' })
            .where('customer_id', '=', row.customer_id)
            .where('ended_at', 'is', null)
            .execute();
        await writeOpsAudit(
          trx,
          { staff_id: by.staff_id, action: 'staff.revoke', entity: `grant:${row.id}`, before: row, after: null },
          now,
        );
        return { ...grantOf(row), email, name: `${firstname} ${lastname}` };
      });
    },

    /** A console change whose own write ran elsewhere (an order's move): its audit row, after it committed. */
    async audit(entry: OpsAuditEntry, now: string): Promise<void> {
      await tx((trx) => writeOpsAudit(trx, entry, now));
    },

    // ——— the second factor ———

    async factorOf(customerId: number) {
      return db.selectFrom('staff_factors').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
    },

    /** Starts (or restarts) an enrolment that has not been confirmed; false when one is confirmed already. */
    async startEnrolment(customerId: number, sealed: string, now: string): Promise<boolean> {
      const result = await db
        .insertInto('staff_factors')
        .values({ customer_id: customerId, secret_sealed: sealed, enrolled_at: null, last_step: null, created_at: now })
        .onConflict((oc) =>
          oc
            .column('customer_id')
            .doUpdateSet({ secret_sealed: sealed, created_at: now, last_step: null })
            .where('staff_factors.enrolled_at', 'is', null),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /**
     * Spends a time step: only a step later than the last one used passes (one conditional update, so one code
     * opens one session however many requests carry it). The first code also confirms the enrolment.
     */
    async useStep(customerId: number, step: number, now: string): Promise<boolean> {
      return (
        (await updatedRows(
          db
            .updateTable('staff_factors')
            .set((eb) => ({ last_step: step, enrolled_at: eb.fn.coalesce('enrolled_at', eb.val(now)) }))
            .where('customer_id', '=', customerId)
            .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)])),
        )) === 1
      );
    },

    // ——— console sessions ———

    async openSession(input: {
      token_hash: string;
      customer_id: number;
      sign_in_hash: string;
      created_at: string;
      expires_at: string;
    }): Promise<void> {
      await db
        .insertInto('staff_sessions')
        .values({ ...input, ended_at: null, end_reason: null })
        .execute();
    },

    async sessionByHash(tokenHash: string): Promise<StaffSession | undefined> {
      const row = await db
        .selectFrom('staff_sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && sessionOf(row);
    },

    /** Ends a console session once (the first cause is the one recorded). */
    async endSession(id: number, reason: string, now: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ ended_at: now, end_reason: reason })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .execute();
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

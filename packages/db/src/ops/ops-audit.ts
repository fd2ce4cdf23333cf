import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import type { OpsAuditTable } from './ops-tables';

/** One console change: who (staff id), what (the policy's route id and the entity), before and after. */
export interface OpsAuditEntry {
  staff_id: number;
  action: string;
  entity: string;
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Appends an audit row inside the caller's transaction (the change and its record commit together). */
export async function writeOpsAudit(trx: Kysely<DB>, entry: OpsAuditEntry, now: string): Promise<void> {
  const row: Omit<OpsAuditTable, 'id'> = {
    staff_id: entry.staff_id,
    action: entry.action,
    entity: entry.entity,
    before_json: json(entry.before),
    after_json: json(entry.after),
    created_at: now,
  };
  await trx.insertInto('ops_audit').values(row).execute();
}

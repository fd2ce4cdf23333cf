import type { Generated } from 'kysely';

/**
 * The operator console's tables (migration 0032-operator-console), added to the one `DB` interface by
 * declaration merging. Times are ISO-8601 UTC text.
 */
declare module '../schema' {
  interface DB {
    staff_grants: StaffGrantTable;
    staff_factors: StaffFactorTable;
    staff_sessions: StaffSessionTable;
    ops_audit: OpsAuditTable;
  }
}

/** A role at one store source, or '*' for every store (domain StaffGrant). */
export interface StaffGrantTable {
  id: Generated<number>;
  customer_id: number;
  role: string;
  source_code: string;
  granted_by: string;
  granted_at: string;
}

export interface StaffFactorTable {
  customer_id: number;
  /** the TOTP secret sealed with AES-256-GCM (never stored or logged in the clear) */
  secret_sealed: string;
  enrolled_at: string | null;
  last_step: number | null;
  created_at: string;
}

export interface StaffSessionTable {
  id: Generated<number>;
  /** SHA-256 hex of the console token */
  token_hash: string;
  customer_id: number;
  /** SHA-256 hex of the sign-in (customer session) it stands on */
  sign_in_hash: string;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
  end_reason: string | null;
}

export interface OpsAuditTable {
  id: Generated<number>;
  staff_id: number;
  action: string;
  entity: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

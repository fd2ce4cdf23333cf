import type { Generated } from 'kysely';

/** The support-mode tables (migration 0023-support-mode). Booleans are 0/1, times ISO-8601 UTC. */
export interface SupportConsentTable {
  customer_id: number;
  allowed: number;
  updated_at: string;
}

export interface SupportSessionTable {
  id: Generated<number>;
  /** SHA-256 hex of the support token */
  token_hash: string;
  staff_id: number;
  /** the token hash of the staff member's own session, which this one may not outlive */
  staff_session_hash: string;
  customer_id: number;
  reason: string;
  case_ref: string;
  consent: 'customer' | 'approver';
  approver_id: number | null;
  ip: string;
  user_agent: string;
  started_at: string;
  expires_at: string;
  ended_at: string | null;
  end_reason: string | null;
}

export interface SupportOrderNoteTable {
  order_id: number;
  increment_id: string;
  support_session_id: number;
  note: string;
  created_at: string;
}

/** Append-only (triggers refuse UPDATE and DELETE); each row chains to the previous by hash. */
export interface SupportAuditTable {
  id: Generated<number>;
  support_session_id: number;
  kind: 'start' | 'request' | 'end';
  staff_id: number;
  customer_id: number;
  route: string | null;
  entity: string | null;
  decision: 'allow' | 'deny' | null;
  detail: string;
  created_at: string;
  prev_hash: string;
  hash: string;
}

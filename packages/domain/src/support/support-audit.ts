/**
 * The support audit trail is hash-chained (issue 32): each row holds the previous row's hash and its own, the
 * SHA-256 of the previous hash and the row's canonical text. Editing, removing or reordering a row breaks the
 * chain from there on. The hash function is passed in (the domain does no I/O and imports no crypto).
 */
export type SupportAuditKind = 'start' | 'request' | 'end';

export interface SupportAuditEntry {
  support_session_id: number;
  kind: SupportAuditKind;
  staff_id: number;
  customer_id: number;
  /** the route id of a request row */
  route: string | null;
  /** what the request was about (its path parameters), when any */
  entity: string | null;
  decision: 'allow' | 'deny' | null;
  /** JSON: the start's snapshot (role, reason, case, consent, address, agent) or the end's reason */
  detail: string;
  /** ISO-8601 UTC */
  created_at: string;
}

export interface SupportAuditRow extends SupportAuditEntry {
  id: number;
  prev_hash: string;
  hash: string;
}

/** The hash before the first row. */
export const SUPPORT_AUDIT_GENESIS = '0'.repeat(64);

/** The text a row's hash covers: every field in a fixed order, after the previous row's hash. */
export function supportAuditText(prevHash: string, entry: SupportAuditEntry): string {
  return JSON.stringify([
    prevHash,
    entry.support_session_id,
    entry.kind,
    entry.staff_id,
    entry.customer_id,
    entry.route,
    entry.entity,
    entry.decision,
    entry.detail,
    entry.created_at,
  ]);
}

/** The row to append after `prevHash`. */
export function chainedAuditRow(
  prevHash: string,
  entry: SupportAuditEntry,
  sha256: (text: string) => string,
): Omit<SupportAuditRow, 'id'> {
  return { ...entry, prev_hash: prevHash, hash: sha256(supportAuditText(prevHash, entry)) };
}

/** Checks the whole chain in id order: null when intact, else the id of the first row that does not fit. */
export function brokenAuditLink(rows: readonly SupportAuditRow[], sha256: (text: string) => string): number | null {
  let prev = SUPPORT_AUDIT_GENESIS;
  for (const row of rows) {
    if (row.prev_hash !== prev || row.hash !== sha256(supportAuditText(prev, row))) return row.id;
    prev = row.hash;
  }
  return null;
}

/**
 * Customer-support mode (spec §1, §4, §6; issue 32): a staff member acts for a customer who allowed it, for at
 * most 30 minutes, and every step is audited. These are the rules; the server feature `support` runs them.
 */

/** A support session lives at most this long (issue 32: "lasts at most 30 minutes"). */
export const SUPPORT_SESSION_LIFETIME_MS = 30 * 60 * 1000;
/** A support token starts with this, so the session check knows which table to read (no second lookup). */
export const SUPPORT_TOKEN_PREFIX = 'sup_';
export const SUPPORT_REASON_MAX = 500;
export const SUPPORT_CASE_MAX = 64;

/** The customer not found keeps spec §8's words: AUTH_MESSAGES.customerSupportNotFound. */
export const SUPPORT_MESSAGES = {
  staffOnly: 'Only customer-support staff can log in as a customer.',
  noNesting: 'You are already acting for a customer. End that session first.',
  noConsent: 'This customer has not allowed support to shop for them. Ask them to turn it on, or name an approver.',
  approverInvalid: 'The approver must be another customer-support staff member.',
  forbiddenWhileActing: 'Customer support cannot do this for a customer. The customer must do it themselves.',
  notActing: 'You are not acting for a customer.',
} as const;

/** Why a support session ended. */
export type SupportEndReason = 'logout' | 'expired' | 'staff_logout' | 'role_changed' | 'replaced';

/** The facts that decide whether a support session still stands, read fresh on every request. */
export interface SupportSessionFacts {
  expiresAt: Date;
  endedAt: Date | null;
  /** the acting staff member still has the customer-support role */
  staffIsSupport: boolean;
  /** the staff member's own session (the one that started this) is neither revoked nor expired */
  staffSessionLive: boolean;
}

/** Null while the session stands; else why it is over (first cause wins: role, staff logout, time). */
export function supportSessionEnd(facts: SupportSessionFacts, now: Date): SupportEndReason | 'ended' | null {
  if (facts.endedAt) return 'ended';
  if (!facts.staffIsSupport) return 'role_changed';
  if (!facts.staffSessionLive) return 'staff_logout';
  if (facts.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** When a support session started at `now` ends: 30 minutes on, never after the staff session it came from. */
export function supportSessionExpiry(now: Date, staffSessionExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + SUPPORT_SESSION_LIFETIME_MS, staffSessionExpiresAt.getTime()));
}

/** Whole minutes left (rounded up, never below 0), for the banner "You are acting for …". */
export function supportMinutesLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));
}

/** How the customer's consent was given: their own setting, or another staff member's recorded approval. */
export type SupportConsent = { kind: 'customer' } | { kind: 'approver'; approverId: number };

/**
 * Whether staff may act for this customer: never for a staff account (no acting for staff, no nesting through
 * them), only with the customer's setting or an approver who is other staff.
 */
export function supportConsent(input: {
  customerAllows: boolean;
  approver: { id: number; isSupport: boolean } | null;
  staffId: number;
}): SupportConsent | 'no_consent' | 'approver_invalid' {
  if (input.approver) {
    if (!input.approver.isSupport || input.approver.id === input.staffId) return 'approver_invalid';
    return { kind: 'approver', approverId: input.approver.id };
  }
  return input.customerAllows ? { kind: 'customer' } : 'no_consent';
}

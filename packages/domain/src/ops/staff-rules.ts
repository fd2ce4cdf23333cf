/**
 * Staff of the operator console (issue 35): roles granted per store source, the console session that a second
 * factor (TOTP, RFC 6238) opens on top of the staff member's own sign-in, and what ends it. The server feature
 * `ops` runs these rules; decision 034 says why.
 */
import { orderStatusAtStep, OWN_STEP_TRANSITIONS } from '../orders/order-progress';
import type { TrackingStep } from '../orders/order-tracking';
import { isSourceCode, type SourceCode } from '../shared/store-constants';
import type { StaffRole } from './ops-policy';

/** A grant that covers every store (an admin, a regional manager). */
export const EVERY_STORE = '*';
export type GrantScope = SourceCode | typeof EVERY_STORE;

export function isGrantScope(value: string): value is GrantScope {
  return value === EVERY_STORE || isSourceCode(value);
}

/** One role of one staff member at one store (or every store). */
export interface StaffGrant {
  id: number;
  customer_id: number;
  role: StaffRole;
  source_code: GrantScope;
  granted_by: string;
  granted_at: string;
}

/** The stores a staff member's grants cover: 'every' or a list (empty: none). */
export type StoreScope = { kind: 'every' } | { kind: 'stores'; stores: readonly SourceCode[] };

export function storeScopeOf(grants: readonly Pick<StaffGrant, 'source_code'>[]): StoreScope {
  if (grants.some((g) => g.source_code === EVERY_STORE)) return { kind: 'every' };
  const stores = [...new Set(grants.map((g) => g.source_code))].filter(isSourceCode);
  return { kind: 'stores', stores };
}

export function scopeCovers(scope: StoreScope, source: string): boolean {
  return scope.kind === 'every' || (scope.stores as readonly string[]).includes(source);
}

/**
 * The stores a list reads: the one asked for when the scope covers it, else every store in scope; an asked store
 * outside the scope reads nothing (Otis staff never see Alabang orders, however they ask).
 */
export function storesToRead(scope: StoreScope, asked: string | undefined): readonly string[] | 'every' {
  if (asked !== undefined) return scopeCovers(scope, asked) ? [asked] : [];
  return scope.kind === 'every' ? 'every' : scope.stores;
}

export function rolesOf(grants: readonly Pick<StaffGrant, 'role'>[]): StaffRole[] {
  return [...new Set(grants.map((g) => g.role))];
}

/** A console session lasts this long at most, and never beyond the sign-in it stands on. */
export const OPS_SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

export function opsSessionExpiry(now: Date, signInExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + OPS_SESSION_LIFETIME_MS, signInExpiresAt.getTime()));
}

export type OpsSessionEnd = 'ended' | 'role_revoked' | 'signed_out' | 'expired';

/** What decides, on every request, whether a console session still stands. */
export interface OpsSessionFacts {
  endedAt: Date | null;
  expiresAt: Date;
  /** the staff member still holds at least one grant */
  hasGrant: boolean;
  /** the console session was opened on this very sign-in (a log-out or another sign-in ends it) */
  sameSignIn: boolean;
}

/** Null while the console session stands, else why it is over (first cause wins). */
export function opsSessionEnd(facts: OpsSessionFacts, now: Date): OpsSessionEnd | null {
  if (facts.endedAt) return 'ended';
  if (!facts.hasGrant) return 'role_revoked';
  if (!facts.sameSignIn) return 'signed_out';
  if (facts.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code may come from (clock drift of the phone): one, as RFC 6238 §5.2 advises. */
export const TOTP_WINDOW = 1;

/**
 * A code is accepted once: only for a time step later than the last one used (RFC 6238 §5.2 "the verifier MUST
 * NOT accept the second attempt of the OTP after the successful validation"). The server records the step with
 * a conditional update, so two parallel sign-ins with one code cannot both pass.
 */
export function totpStepAccepted(lastUsedStep: number | null, step: number): boolean {
  return lastUsedStep === null || step > lastUsedStep;
}

/** Whether a text looks like a code at all (six digits); anything else is refused before any work. */
export function isTotpCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/**
 * Staff may cancel an own-store order at any step the transition table lets go to cancelled while the order is
 * still in the store's hands (processing: up to Ready to Ship), unlike a shopper, who may only until it is being
 * fulfilled (CANCELLABLE_STEPS). Once out for delivery it is the courier's to bring back.
 */
export const STAFF_CANCELLABLE_STEPS: readonly TrackingStep[] = (
  Object.keys(OWN_STEP_TRANSITIONS) as TrackingStep[]
).filter((step) => OWN_STEP_TRANSITIONS[step].includes('cancelled') && orderStatusAtStep(step) === 'processing');

/** The console's picking and dispatch targets, each an own-store step of the transition table. */
export const PICK_TARGETS = ['fulfilling', 'ready_to_ship'] as const satisfies readonly TrackingStep[];
export const DISPATCH_TARGETS = ['out_for_delivery', 'delivered'] as const satisfies readonly TrackingStep[];
export const ACCEPT_TARGETS = ['verifying', 'accepted'] as const satisfies readonly TrackingStep[];

export const OPS_MESSAGES = {
  staffOnly: 'This is for staff of Sulit Club. Ask an administrator for a role.',
  secondFactorNeeded: 'Enter the code from your authenticator app to open the console.',
  codeRefused: 'That code is not right or was already used. Wait for the next code and try again.',
  alreadyEnrolled: 'Your authenticator is already set up. Enter its code.',
  notEnrolled: 'Set up your authenticator app first.',
  sessionEnded: 'Your console session has ended. Sign in again.',
  roleRefused: 'Your role does not allow this.',
  storeRefused: 'Your roles do not cover that store.',
  orderNotFound: 'Order not found',
  slotNotFound: 'Slot not found',
  capacityBelowUse: (used: number) => `Capacity cannot go below the ${used} places already taken.`,
  staffNotFound: 'No customer account has that e-mail address.',
  grantNotFound: 'That role was not found.',
  orderMoved: 'The order changed meanwhile; reload and try again.',
} as const;

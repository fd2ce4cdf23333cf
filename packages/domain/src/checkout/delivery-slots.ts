/**
 * Delivery and pickup slots (spec §3 "Delivery slot: date, date_campaign, intervalId/value, period,
 * capacity, currentCapacity, isDisabled, isStorePickup. Display format like 'Month D, hA - hA'", spec §4
 * Timeslot step, issue 10 slot holds). Times are stored in UTC and shown in Asia/Manila (UTC+8, no DST).
 */
import { TIME_ZONE } from '../shared/store-constants';
import type { DeliverySlot } from './checkout-records';
import {
  CEBU_EVENING_PICKUP_INTERVAL,
  CHECKOUT_MESSAGES,
  DELIVERY_INTERVALS,
  PICKUP_INTERVALS,
  SLOT_CUTOFF_MINUTES,
  SLOT_HOLD_MS,
} from './checkout-constants';

/** Asia/Manila is UTC+8 all year (spec §1). */
const MANILA_OFFSET_HOURS = 8;

export interface SlotInterval {
  intervalId: number;
  startHour: number;
  endHour: number;
}

/** The intervals a source offers: delivery intervals, or the store's pickup intervals. */
export function slotIntervals(sourceCode: string, isStorePickup: boolean): readonly SlotInterval[] {
  if (!isStorePickup) return DELIVERY_INTERVALS;
  return sourceCode === 'cebu' ? [...PICKUP_INTERVALS, CEBU_EVENING_PICKUP_INTERVAL] : PICKUP_INTERVALS;
}

const manilaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Asia/Manila and the following days, `days` dates as YYYY-MM-DD. */
export function slotDates(now: Date, days: number): string[] {
  const [y, m, d] = manilaDay.format(now).split('-').map(Number);
  return Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + i)).toISOString().slice(0, 10),
  );
}

/** UTC instants of a Manila date and hours. */
export function slotInstants(date: string, startHour: number, endHour: number): { starts_at: string; ends_at: string } {
  const [y, m, d] = date.split('-').map(Number);
  const at = (hour: number) =>
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hour - MANILA_OFFSET_HOURS)).toISOString();
  return { starts_at: at(startHour), ends_at: at(endHour) };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Spec §3 selectedTimeslot.period 'start-end': Manila hours as HH:mm-HH:mm. */
export function slotPeriod(startHour: number, endHour: number): string {
  return `${pad(startHour)}:00-${pad(endHour)}:00`;
}

/** Reads a period 'HH:mm-HH:mm' back; null when malformed. */
export function parseSlotPeriod(period: string): { startHour: number; endHour: number } | null {
  const match = /^(\d{2}):00-(\d{2}):00$/.exec(period);
  if (!match) return null;
  const startHour = Number(match[1]);
  const endHour = Number(match[2]);
  return startHour < endHour && endHour <= 24 ? { startHour, endHour } : null;
}

const monthDay = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, month: 'long', day: 'numeric' });
const hourOf = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', hour12: true });

function hA(instant: Date): string {
  // en-US gives "8 AM"; the spec's hA is "8AM".
  return hourOf.format(instant).replace(/\s/g, '');
}

/** Spec §3: display like 'Month D, hA - hA' in Asia/Manila, e.g. 'November 22, 8AM - 11AM'. */
export function formatSlot(startsAt: string | Date, endsAt: string | Date): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  return `${monthDay.format(start)}, ${hA(start)} - ${hA(end)}`;
}

export type SlotState = 'available' | 'full' | 'past_cutoff' | 'closed';

export interface SlotFacts {
  capacity: number;
  /** bookings plus live holds */
  used: number;
  isClosed: boolean;
  startsAt: string;
  /** the slot's own cut-off in minutes before it starts; null or absent: SLOT_CUTOFF_MINUTES */
  cutoffMinutes?: number | null;
}

/** The facts of a stored slot that its state is decided by. */
export function slotFactsOf(slot: DeliverySlot): SlotFacts {
  return {
    capacity: slot.capacity,
    used: slot.used_count,
    isClosed: slot.is_closed,
    startsAt: slot.starts_at,
    cutoffMinutes: slot.cutoff_minutes,
  };
}

/** Issue 35: staff may set a slot's cut-off from 0 (book until it starts) to a day before it starts. */
export const SLOT_CUTOFF_LIMITS = { min: 0, max: 24 * 60 } as const;

export function isSlotCutoffMinutes(value: number): boolean {
  return Number.isInteger(value) && value >= SLOT_CUTOFF_LIMITS.min && value <= SLOT_CUTOFF_LIMITS.max;
}

/** The minutes before its start a slot stops taking bookings: its own, else the store-wide SLOT_CUTOFF_MINUTES. */
export function slotCutoffMinutes(cutoffMinutes: number | null | undefined): number {
  return cutoffMinutes ?? SLOT_CUTOFF_MINUTES;
}

/** When bookings close: the slot's cut-off before it starts (the console shows it beside the slot). */
export function slotCutoff(startsAt: string, cutoffMinutes?: number | null): Date {
  return new Date(Date.parse(startsAt) - slotCutoffMinutes(cutoffMinutes) * 60_000);
}

/**
 * The bound a place-taking update checks in SQL: a slot whose cut-off is `cutoffMinutes` still takes bookings at
 * `now` only when it starts after this instant (the same rule as slotState's past_cutoff, as a row condition).
 */
export function bookableStartsAfter(now: Date, cutoffMinutes: number | null | undefined): string {
  return new Date(now.getTime() + slotCutoffMinutes(cutoffMinutes) * 60_000).toISOString();
}

/** Closed wins over past cutoff, which wins over full; anything but available is disabled. */
export function slotState(slot: SlotFacts, now: Date): SlotState {
  if (slot.isClosed) return 'closed';
  if (now.getTime() >= slotCutoff(slot.startsAt, slot.cutoffMinutes).getTime()) return 'past_cutoff';
  if (slot.used >= slot.capacity) return 'full';
  return 'available';
}

export function isSlotDisabled(slot: SlotFacts, now: Date): boolean {
  return slotState(slot, now) !== 'available';
}

/**
 * Spec §4: "Slots are skipped for carts with only membership, only gas-brand goods, or only membership
 * plus such goods."
 */
export function skipsTimeslot(lines: readonly { is_membership: boolean; is_gas: boolean }[]): boolean {
  return lines.length > 0 && lines.every((l) => l.is_membership || l.is_gas);
}

/** Issue 10: a hold lives SLOT_HOLD_MINUTES (20) from when it was taken. */
export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + SLOT_HOLD_MS);
}

export function isHoldLive(expiresAt: string, now: Date): boolean {
  return Date.parse(expiresAt) > now.getTime();
}

/** Whole seconds left on a hold (the payment step's countdown), never negative. */
export function holdSecondsLeft(expiresAt: string, now: Date): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000));
}

export type SlotChoiceCheck = { ok: true; skipped: boolean } | { ok: false; message: string };

/**
 * Spec §4 Timeslot step: "a slot is required unless validation is skipped". `step` picks the message
 * of the older delivery step or the newer timeslot step (spec §5).
 */
export function checkSlotChoice(input: {
  skipped: boolean;
  hasSlot: boolean;
  step?: 'delivery' | 'timeslot';
}): SlotChoiceCheck {
  if (input.skipped) return { ok: true, skipped: true };
  if (input.hasSlot) return { ok: true, skipped: false };
  return {
    ok: false,
    message: input.step === 'delivery' ? CHECKOUT_MESSAGES.selectDeliveryTimeslot : CHECKOUT_MESSAGES.selectTimeslot,
  };
}

/** A Manila calendar date YYYY-MM-DD that exists. */
export function isSlotDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

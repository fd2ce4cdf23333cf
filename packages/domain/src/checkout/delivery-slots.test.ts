import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, SLOT_HOLD_MINUTES } from './checkout-constants';
import {
  bookableStartsAfter,
  checkSlotChoice,
  formatSlot,
  holdExpiresAt,
  holdSecondsLeft,
  isHoldLive,
  isSlotDate,
  isSlotCutoffMinutes,
  isSlotDisabled,
  parseSlotPeriod,
  skipsTimeslot,
  slotCutoff,
  slotDates,
  slotInstants,
  slotIntervals,
  slotPeriod,
  slotState,
} from './delivery-slots';

const membership = { is_membership: true, is_gas: false };
const gas = { is_membership: false, is_gas: true };
const grocery = { is_membership: false, is_gas: false };

describe('slot skipping (spec §4: only membership, only gas-brand goods, or only membership plus such goods)', () => {
  it('skips membership-only, gas-only and membership+gas carts', () => {
    expect(skipsTimeslot([membership])).toBe(true);
    expect(skipsTimeslot([gas, gas])).toBe(true);
    expect(skipsTimeslot([membership, gas])).toBe(true);
  });
  it('keeps the slot for any other goods, and for an empty cart', () => {
    expect(skipsTimeslot([membership, grocery])).toBe(false);
    expect(skipsTimeslot([gas, grocery])).toBe(false);
    expect(skipsTimeslot([])).toBe(false);
  });
});

describe("slot display 'Month D, hA - hA' in Asia/Manila (spec §3)", () => {
  it('formats a morning slot', () => {
    const { starts_at, ends_at } = slotInstants('2026-11-22', 8, 11);
    expect(starts_at).toBe('2026-11-22T00:00:00.000Z');
    expect(formatSlot(starts_at, ends_at)).toBe('November 22, 8AM - 11AM');
  });
  it('formats across noon and in the evening, in Manila time whatever the UTC date', () => {
    const { starts_at, ends_at } = slotInstants('2026-12-01', 11, 14);
    expect(formatSlot(starts_at, ends_at)).toBe('December 1, 11AM - 2PM');
    expect(formatSlot('2026-11-21T09:00:00.000Z', '2026-11-21T12:00:00.000Z')).toBe('November 21, 5PM - 8PM');
    // 23:00 UTC on the 21st is 7AM on the 22nd in Manila.
    expect(formatSlot('2026-11-21T23:00:00.000Z', '2026-11-22T02:00:00.000Z')).toBe('November 22, 7AM - 10AM');
  });
  it("period is 'start-end' and reads back", () => {
    expect(slotPeriod(8, 11)).toBe('08:00-11:00');
    expect(parseSlotPeriod('08:00-11:00')).toEqual({ startHour: 8, endHour: 11 });
    expect(parseSlotPeriod('11:00-08:00')).toBeNull();
    expect(parseSlotPeriod('8-11')).toBeNull();
  });
});

describe('slot dates and intervals', () => {
  it('start from today in Manila (04:00 UTC on Nov 21 is noon Nov 21; 20:00 UTC is already Nov 22)', () => {
    expect(slotDates(new Date('2026-11-21T04:00:00Z'), 3)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(slotDates(new Date('2026-11-21T20:00:00Z'), 1)).toEqual(['2026-11-22']);
    expect(slotDates(new Date('2026-12-31T04:00:00Z'), 2)).toEqual(['2026-12-31', '2027-01-01']);
  });
  it('pickup intervals keep to store hours (9am-6pm; Cebu until 8pm)', () => {
    expect(slotIntervals('balintawak', true).map((i) => [i.startHour, i.endHour])).toEqual([
      [9, 12],
      [12, 15],
      [15, 18],
    ]);
    expect(slotIntervals('cebu', true).at(-1)).toMatchObject({ startHour: 18, endHour: 20 });
    expect(slotIntervals('cebu', false)).toHaveLength(4);
  });
  it('validates calendar dates', () => {
    expect(isSlotDate('2026-11-22')).toBe(true);
    expect(isSlotDate('2026-02-30')).toBe(false);
    expect(isSlotDate('22/11/2026')).toBe(false);
  });
});

describe('slot state: full, past cutoff and closed are disabled', () => {
  const startsAt = '2026-11-22T00:00:00.000Z';
  const early = new Date('2026-11-21T04:00:00Z');
  it('is available with room before the cutoff', () => {
    expect(slotState({ capacity: 3, used: 2, isClosed: false, startsAt }, early)).toBe('available');
    expect(isSlotDisabled({ capacity: 3, used: 2, isClosed: false, startsAt }, early)).toBe(false);
  });
  it('is full at capacity', () => {
    expect(slotState({ capacity: 3, used: 3, isClosed: false, startsAt }, early)).toBe('full');
    expect(isSlotDisabled({ capacity: 3, used: 3, isClosed: false, startsAt }, early)).toBe(true);
  });
  it('is past cutoff from 3 hours before its start', () => {
    expect(slotState({ capacity: 3, used: 0, isClosed: false, startsAt }, new Date('2026-11-21T20:59:59Z'))).toBe(
      'available',
    );
    expect(slotState({ capacity: 3, used: 0, isClosed: false, startsAt }, new Date('2026-11-21T21:00:00Z'))).toBe(
      'past_cutoff',
    );
  });
  it('closed wins over everything', () => {
    expect(slotState({ capacity: 3, used: 3, isClosed: true, startsAt }, early)).toBe('closed');
  });
});

describe('slot holds (issue 10: 20 minutes)', () => {
  it('live for 20 minutes, with a countdown', () => {
    expect(SLOT_HOLD_MINUTES).toBe(20);
    const now = new Date('2026-11-21T04:00:00Z');
    const expires = holdExpiresAt(now).toISOString();
    expect(expires).toBe('2026-11-21T04:20:00.000Z');
    expect(isHoldLive(expires, new Date('2026-11-21T04:19:59Z'))).toBe(true);
    expect(isHoldLive(expires, new Date('2026-11-21T04:20:00Z'))).toBe(false);
    expect(holdSecondsLeft(expires, now)).toBe(1200);
    expect(holdSecondsLeft(expires, new Date('2026-11-21T05:00:00Z'))).toBe(0);
  });
});

describe('slot choice (spec §4 Timeslot step, §5 messages)', () => {
  it("requires a slot: 'Please select timeslot' / 'Please select delivery timeslot'", () => {
    expect(checkSlotChoice({ skipped: false, hasSlot: false })).toEqual({
      ok: false,
      message: 'Please select timeslot',
    });
    expect(checkSlotChoice({ skipped: false, hasSlot: false, step: 'delivery' })).toEqual({
      ok: false,
      message: 'Please select delivery timeslot',
    });
  });
  it('passes with a slot, or when validation is skipped', () => {
    expect(checkSlotChoice({ skipped: false, hasSlot: true })).toEqual({ ok: true, skipped: false });
    expect(checkSlotChoice({ skipped: true, hasSlot: false })).toEqual({ ok: true, skipped: true });
  });
  it('quotes the server messages of spec §8', () => {
    expect(CHECKOUT_MESSAGES.timeslotInvalid).toBe('Delivery timeslot invalid');
    expect(CHECKOUT_MESSAGES.validateDeliveryDateFailed).toBe('Validate delivery date failed');
    expect(CHECKOUT_MESSAGES.choosePaymentMethod).toBe('Please choose payment method');
    expect(CHECKOUT_MESSAGES.failedToPlaceOrder).toBe('Failed to place order');
    expect(CHECKOUT_MESSAGES.orderProcessing).toBe('Your order is being processed. Please do not refresh this page.');
  });
});

describe('a slot’s own cut-off (issue 35)', () => {
  const startsAt = '2026-11-22T00:00:00.000Z';
  const facts = { capacity: 3, used: 0, isClosed: false, startsAt };

  it('defaults to SLOT_CUTOFF_MINUTES (180) and follows the slot’s own minutes when set', () => {
    expect(slotCutoff(startsAt).toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(slotCutoff(startsAt, null).toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(slotCutoff(startsAt, 720).toISOString()).toBe('2026-11-21T12:00:00.000Z');
    const at = new Date('2026-11-21T13:00:00Z');
    expect(slotState(facts, at)).toBe('available');
    expect(slotState({ ...facts, cutoffMinutes: 720 }, at)).toBe('past_cutoff');
    expect(slotState({ ...facts, cutoffMinutes: 0 }, new Date('2026-11-21T23:59:59Z'))).toBe('available');
  });

  it('gives the SQL bound the same answer', () => {
    const at = new Date('2026-11-21T13:00:00Z');
    expect(bookableStartsAfter(at, null)).toBe('2026-11-21T16:00:00.000Z');
    expect(bookableStartsAfter(at, 720)).toBe('2026-11-22T01:00:00.000Z');
    expect(startsAt > bookableStartsAfter(at, 720)).toBe(false);
  });

  it('takes cut-offs of 0 to 1440 whole minutes', () => {
    expect([0, 180, 1440].every(isSlotCutoffMinutes)).toBe(true);
    expect([-1, 1441, 1.5].some(isSlotCutoffMinutes)).toBe(false);
  });
});

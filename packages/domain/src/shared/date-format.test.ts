import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format';

describe('date display (spec §9: DD/MM/YYYY)', () => {
  it('shows an instant as DD/MM/YYYY in Asia/Manila', () => {
    expect(formatDate('2026-03-25T05:07:00Z')).toBe('25/03/2026');
    // 17:30 UTC on the 31st is already the 1st in Manila (UTC+8)
    expect(formatDate(new Date('2026-12-31T17:30:00Z'))).toBe('01/01/2027');
  });

  it('shows a calendar date as it is, whatever the time zone', () => {
    expect(formatDate('2026-07-04')).toBe('04/07/2026');
  });

  it('adds the Manila time of day', () => {
    expect(formatDateTime('2026-03-25T05:07:00Z')).toBe('25/03/2026, 1:07 PM');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('noon and midnight in Manila', () => {
  it('shows 12, never 0, for the twelfth hour', () => {
    expect(formatDateTime('2026-11-21T04:00:00Z')).toBe('21/11/2026, 12:00 PM');
    expect(formatDateTime('2026-11-20T16:30:00Z')).toBe('21/11/2026, 12:30 AM');
  });
});

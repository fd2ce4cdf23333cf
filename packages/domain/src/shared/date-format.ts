import { TIME_ZONE } from './store-constants';

/** Spec §9: dates display as DD/MM/YYYY, in the store's time zone (Asia/Manila). */
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // hourCycle h12, not hour12: en-GB's hour12 is h11 and shows noon as 0:00 PM.
  hourCycle: 'h12',
});

function pieces(instant: Date | string) {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(instant)}`);
  const found: Record<string, string> = {};
  for (const part of parts.formatToParts(date)) found[part.type] = part.value;
  return found;
}

/**
 * An instant as DD/MM/YYYY in Manila, or a calendar date ('YYYY-MM-DD', no time zone) as DD/MM/YYYY as it is.
 * One formatter for every date the shopper reads.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  }
  const p = pieces(value);
  return `${p.day}/${p.month}/${p.year}`;
}

/** An instant as 'DD/MM/YYYY, h:mm AM' in Manila. */
export function formatDateTime(value: Date | string): string {
  const p = pieces(value);
  return `${p.day}/${p.month}/${p.year}, ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`.trim();
}

/**
 * Reading the console's merchandising forms (decision 036): pesos typed by an editor become integer centavos, and
 * Manila wall-clock times (datetime-local fields) become UTC. Empty stays empty (the server's rules decide the rest).
 */
const MANILA_OFFSET = '+08:00';

export function formReader(form: FormData) {
  const field = (name: string) => String(form.get(name) ?? '').trim();
  return {
    field,
    /** ₱ amount as centavos; NaN for text that is not an amount, so the server refuses it as a number */
    centavos: (name: string): number | null => {
      const value = field(name);
      if (value === '') return null;
      return /^\d{1,9}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
    },
    whole: (name: string): number | null => (field(name) === '' ? null : Number(field(name))),
    /** a datetime-local value read as Manila time, as UTC ISO-8601 (Manila keeps +08:00 all year) */
    manilaTime: (name: string): string | null => {
      const value = field(name);
      if (value === '') return null;
      const at = new Date(`${value.length === 16 ? `${value}:00` : value}${MANILA_OFFSET}`);
      return Number.isNaN(at.getTime()) ? value : at.toISOString();
    },
  };
}

/** A UTC time as a datetime-local field's Manila value (YYYY-MM-DDTHH:mm). */
export function manilaInput(utc: string | null): string {
  if (!utc) return '';
  const at = new Date(Date.parse(utc) + 8 * 3_600_000);
  return at.toISOString().slice(0, 16);
}

import type { CountryTable } from '@sulit/db';
import type { Insertable } from 'kysely';

/** RFC 4180 parser: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The Dial column holds footnote letters ('290 n'), several codes ('1-809,1-829,1-849') or a lone
 * no-break space; keep the first plain code.
 */
function cleanDialCode(raw: string): string | null {
  return /^\d+(?:-\d+)?/.exec(raw.trim())?.[0] ?? null;
}

/**
 * Spec §3 Region: "a country list of 243 entries". The ISO file has 249; the six it has beyond the spec are the
 * territories without a permanent population, where nobody lives to be a customer: Antarctica, Bouvet Island,
 * the French Southern Territories, Heard & McDonald Islands, South Georgia & South Sandwich Islands and the
 * U.S. Outlying Islands.
 */
export const UNINHABITED_TERRITORIES: ReadonlySet<string> = new Set(['AQ', 'BV', 'TF', 'HM', 'GS', 'UM']);

export function buildCountries(csv: string): Insertable<CountryTable>[] {
  const [header, ...rows] = parseCsv(csv);
  if (!header) throw new Error('country-codes.csv is empty');
  const column = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`country-codes.csv has no column ${name}`);
    return index;
  };
  const alpha2 = column('ISO3166-1-Alpha-2');
  const alpha3 = column('ISO3166-1-Alpha-3');
  const cldrName = column('CLDR display name');
  const officialName = column('official_name_en');
  const dial = column('Dial');

  const countries: Insertable<CountryTable>[] = [];
  for (const row of rows) {
    const id = row[alpha2]?.trim();
    if (!id || UNINHABITED_TERRITORIES.has(id)) continue;
    countries.push({
      id,
      name: row[cldrName]?.trim() || row[officialName]?.trim() || id,
      iso3: row[alpha3]?.trim() ?? '',
      dial_code: cleanDialCode(row[dial] ?? ''),
    });
  }
  return countries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

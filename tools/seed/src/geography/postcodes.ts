import type { NcrZipRow, ZipRawRow } from './read-data';

export interface ZipCandidateCity {
  psgcCode: string;
  name: string;
}

/** 'province|municipality' of zip-raw → PSGC name, where PHLPost uses another name altogether. */
const ZIP_NAME_ALIASES: Readonly<Record<string, string>> = {
  'Cavite|Gen. Aguinaldo (Bailen)': 'General Emilio Aguinaldo',
  'Davao Del Norte|Samal': 'Island Garden City of Samal',
  'Nueva Ecija|Gen. M. Natividad': 'General Mamerto Natividad',
  'Nueva Ecija|Muñoz': 'Science City of Muñoz',
  'Palawan|Batazara': 'Bataraza',
  'Palawan|Rizal (Marcos)': 'Dr. Jose P. Rizal',
};

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bsta\.?\s/g, 'santa ')
    .replace(/\bsto\.?\s/g, 'santo ')
    .replace(/\bgen\.?\s/g, 'general ')
    .replace(/\bgov\.?\s/g, 'governor ')
    .replace(/\bpres?\.\s/g, 'president ')
    .replace(/\bcity of\b|\bcity\b/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Comparable forms of a place name: 'City of Sto. Tomas' and 'Sto. Tomas' meet, so do 'Jala-Jala' and
 * 'Jalajala', and 'Rodriguez (Montalban)' also yields 'rodriguez' and 'montalban'.
 */
function nameKeys(name: string): string[] {
  const keys = new Set([fold(name)]);
  // zip-raw has an unclosed 'Libjo (formerly Albor'.
  const paren = /^(.*?)\s*\(([^)]*)\)?\s*$/.exec(name);
  if (paren) {
    keys.add(fold(paren[1] ?? ''));
    keys.add(fold(paren[2] ?? ''));
  }
  keys.delete('');
  return [...keys];
}

/** Province names in zip-raw carry notes: 'Camarines Sur (Camsur)', 'Cotabato (North)'. */
export function provinceKey(name: string): string {
  return fold(name.replace(/\(.*\)/, ''));
}

/** Levenshtein distance of at most one ('Baliuag'/'Baliwag', 'Caluan'/'Calauan'). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return restA.slice(1) === restB.slice(1) || restA.slice(1) === restB || restA === restB.slice(1);
}

function findCity(row: ZipRawRow, cities: readonly ZipCandidateCity[]): ZipCandidateCity | undefined {
  const municipality = row.municipality.trim();
  const wanted = nameKeys(ZIP_NAME_ALIASES[`${row.province.trim()}|${municipality}`] ?? municipality);
  const exact = cities.filter((c) => nameKeys(c.name).some((k) => wanted.includes(k)));
  if (exact.length > 0) return exact.length === 1 ? exact[0] : undefined;
  // Only long names get the spelling tolerance: short ones collide too easily.
  const full = wanted[0] ?? '';
  if (full.length < 6) return undefined;
  const near = cities.filter((c) => withinOneEdit(fold(c.name), full));
  return near.length === 1 ? near[0] : undefined;
}

/** zip-to-psgc.json uses old 9-digit codes (SOURCES.md §2); this rule fails only for NCR, which is skipped. */
const psgc10 = (code9: string): string => `${code9.slice(0, 2)}0${code9.slice(2)}`;

function keepLowest(zips: Map<string, string>, psgcCode: string, zip: string): void {
  const known = zips.get(psgcCode);
  if (known === undefined || zip < known) zips.set(psgcCode, zip);
}

/**
 * City PSGC code → lowest ZIP, outside NCR (left to ncr-main-zip.json).
 * 1. zip-raw rows matched by name inside their own province only, which avoids the nationwide same-name
 *    false matches of zip-to-psgc.json.
 * 2. Cities still without a ZIP take those of rows that name a place inside them ('Wright' is Paranas,
 *    'Cabcaben' is in Mariveles), via zip-to-psgc.json, kept only when the code lies in the row's province.
 */
export function matchProvinceZips(
  zipRows: readonly ZipRawRow[],
  zipToPsgc: Readonly<Record<string, readonly string[]>>,
  citiesByProvinceKey: ReadonlyMap<string, readonly ZipCandidateCity[]>,
  skipProvinceKey: string,
): Map<string, string> {
  const byName = new Map<string, string>();
  const unmatched: { row: ZipRawRow; cities: readonly ZipCandidateCity[] }[] = [];
  for (const row of zipRows) {
    const key = provinceKey(row.province);
    if (key === skipProvinceKey) continue;
    const cities = citiesByProvinceKey.get(key) ?? [];
    const city = findCity(row, cities);
    if (city) keepLowest(byName, city.psgcCode, row.zip);
    else unmatched.push({ row, cities });
  }

  const byCode = new Map<string, string>();
  for (const { row, cities } of unmatched) {
    const codes = new Set((zipToPsgc[row.zip] ?? []).map(psgc10));
    for (const city of cities) {
      if (codes.has(city.psgcCode) && !byName.has(city.psgcCode)) keepLowest(byCode, city.psgcCode, row.zip);
    }
  }
  return new Map([...byName, ...byCode]);
}

/** Metro Manila city (or City of Manila district) name → its main ZIP. */
export function ncrZipsByName(rows: readonly NcrZipRow[]): Map<string, string> {
  return new Map(rows.map((r) => [r.city.trim(), r.zip]));
}

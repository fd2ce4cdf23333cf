/**
 * How shoppers name places (issue 30): "Makati City" for the PSGC's "City of Makati", "Paranaque" for
 * "Parañaque", "QC" for Quezon City, "NCR" for Metro Manila. One rule for every place list: the location modal,
 * the address form and the delivery-area checker.
 */

/** Words that say what kind of place it is, not which one. */
const PLACE_KIND_WORDS = new Set(['city', 'of', 'municipality', 'province']);

/** Abbreviations in barangay and city names, read as the word they stand for. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  sto: 'santo',
  sta: 'santa',
  st: 'saint',
  gen: 'general',
  pres: 'presidente',
  brgy: 'barangay',
  bgy: 'barangay',
};

/**
 * Names shoppers use for a place that share no word with the directory's name: official abbreviations and the
 * region's other names. Each names the directory's full name (as placeWords reads it), so "QC" finds Quezon
 * City and never the province of Quezon.
 */
export const PLACE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  qc: ['quezon city'],
  ncr: ['metro manila'],
  'national capital region': ['metro manila'],
  mm: ['metro manila'],
  bgc: ['city of taguig'],
  cdo: ['city of cagayan de oro'],
  gensan: ['city of general santos'],
};

/** A name's words: lower case, accents and punctuation gone ("Parañaque" → "paranaque"). */
export function placeWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The words of a place name that tell it apart: case, accents, punctuation and "City of"/"Municipality" gone. */
export function placeKey(name: string): string {
  return placeWords(name)
    .filter((word) => !PLACE_KIND_WORDS.has(word))
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** A typed query's key: as placeKey, and a kind word still being typed at the end ("Makati Ci") is left out. */
function queryKey(query: string): string {
  const words = placeWords(query);
  const last = words.at(-1);
  const typingKindWord =
    words.length > 1 && last !== undefined && [...PLACE_KIND_WORDS].some((k) => k.startsWith(last));
  return placeKey((typingKindWord ? words.slice(0, -1) : words).join(' '));
}

/**
 * How well a typed query names a place: 0 the same place, 1 its name starts with the query, 2 a word of it does,
 * 3 it contains the query; null when it does not name it. An empty query names every place equally (3).
 */
export function placeMatch(query: string, name: string): 0 | 1 | 2 | 3 | null {
  const key = queryKey(query);
  if (!key) return 3;
  if (PLACE_ALIASES[placeWords(query).join(' ')]?.includes(placeWords(name).join(' '))) return 0;
  const target = placeKey(name);
  if (target === key) return 0;
  if (target.startsWith(key)) return 1;
  if (` ${target}`.includes(` ${key}`)) return 2;
  return target.includes(key) ? 3 : null;
}

/** The places a query names, best first (list order kept within a rank). */
export function matchPlaces<T extends { label: string }>(query: string, places: readonly T[]): T[] {
  const ranked: { place: T; rank: number; index: number }[] = [];
  places.forEach((place, index) => {
    const rank = placeMatch(query, place.label);
    if (rank !== null) ranked.push({ place, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.place);
}

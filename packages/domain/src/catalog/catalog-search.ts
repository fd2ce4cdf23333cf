/**
 * Search text is just text: it is cut into plain word terms (letters and digits, accents folded) before it
 * reaches any search engine, so quotes, operators and SQL in a query cannot change the search's meaning.
 */
const MAX_SEARCH_TERMS = 8;
const MAX_SEARCH_TERM_LENGTH = 32;

export function searchTerms(query: string): string[] {
  const words = query
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, MAX_SEARCH_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

export interface PriceRange {
  /** centavos, inclusive */
  min: number | null;
  /** centavos, inclusive */
  max: number | null;
}

/** Spec §7 search-result "price": MIN-MAX in pesos (either end may be empty) → centavos; null when malformed. */
export function parsePriceRange(text: string): PriceRange | null {
  const match = /^(\d{1,9}(?:\.\d{1,2})?)?-(\d{1,9}(?:\.\d{1,2})?)?$/.exec(text);
  if (!match) return null;
  const toCentavos = (v: string | undefined) => (v === undefined ? null : Math.round(Number(v) * 100));
  const min = toCentavos(match[1]);
  const max = toCentavos(match[2]);
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

/** Edit distance (insert, delete, substitute one character) between two short words. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * "Did you mean": the known word closest to `term` — at most 1 edit for words up to 4 letters, 2 beyond —
 * preferring the more frequent word on a tie. Null when nothing is close enough or the term is itself known.
 */
export function closestWord(term: string, candidates: readonly { word: string; count: number }[]): string | null {
  const allowed = term.length <= 4 ? 1 : 2;
  let best: { word: string; distance: number; count: number } | null = null;
  for (const { word, count } of candidates) {
    if (word === term) return null;
    if (Math.abs(word.length - term.length) > allowed) continue;
    const distance = editDistance(term, word);
    if (distance > allowed) continue;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
      best = { word, distance, count };
    }
  }
  return best?.word ?? null;
}

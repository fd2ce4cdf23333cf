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

/**
 * Edit distance between two short words: insert, delete or substitute one character, or swap two neighbours
 * ("chikcen"), each one edit (optimal string alignment).
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How many typos a word of this length may carry and still find its word: none up to 4 letters, one from 5,
 * two from 9 (Meilisearch's defaults; Algolia's 4 and 8 forgive "milk" → "mlik" but also "rice" → "mice").
 */
export function typoBudget(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/**
 * "Did you mean": the known word closest to `term` within its typo budget, preferring the more frequent word on
 * a tie. Null when nothing is close enough or the term is itself a common enough word.
 */
export function closestWord(term: string, candidates: readonly { word: string; count: number }[]): string | null {
  return nearWords(term, candidates, 1)[0] ?? null;
}

/**
 * A known word is still read as a typo when a word within its typo budget is this many times as common: one
 * product named "Cofee Table" must not hide the coffee aisle from "cofee".
 */
export const RARE_WORD_FACTOR = 5;

/**
 * The known words within `term`'s typo budget, nearest first (then the more frequent), at most `limit`. When the
 * term is itself a known word, only words RARE_WORD_FACTOR times as common count.
 */
export function nearWords(
  term: string,
  candidates: readonly { word: string; count: number }[],
  limit: number,
): string[] {
  const allowed = typoBudget(term);
  if (allowed === 0) return [];
  const own = candidates.find((c) => c.word === term);
  const floor = own ? own.count * RARE_WORD_FACTOR : 0;
  const near: { word: string; distance: number; count: number }[] = [];
  for (const { word, count } of candidates) {
    if (word === term || count < floor || Math.abs(word.length - term.length) > allowed || /^\d/.test(word)) continue;
    const distance = editDistance(term, word);
    if (distance <= allowed) near.push({ word, distance, count });
  }
  near.sort((x, y) => x.distance - y.distance || y.count - x.count || (x.word < y.word ? -1 : 1));
  return near.slice(0, limit).map((n) => n.word);
}

/**
 * One word form (issue 30): the singular forms a plural may come from ("tomatoes" → "tomato", "berries" → "berry",
 * "diapers" → "diaper"). Guesses for short words, numbers and "-ss/-us/-is" words are left out; a wrong guess
 * only adds a whole word nobody sells.
 */
export function singularForms(word: string): string[] {
  if (word.length < 4 || /\d/.test(word)) return [];
  const forms: string[] = [];
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  else if (/(ches|shes|xes|zes|sses|oes)$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) forms.push(word.slice(0, -1));
  return forms;
}

/** The plural a prefix match does not reach: "berry" → "berries" ("tomato" already starts "tomatoes"). */
export function pluralForms(word: string): string[] {
  return /[^aeiou]y$/.test(word) && word.length >= 4 ? [`${word.slice(0, -1)}ies`] : [];
}

/** Two words are one word when they are equal or one is a plural of the other. */
export function sameWord(a: string, b: string): boolean {
  return a === b || singularForms(a).includes(b) || singularForms(b).includes(a);
}

/** What a shopper's word stands for: a local word, a common name or a brand alias (data, never code). */
export type SearchWordKind = 'local' | 'synonym' | 'brand';
export const SEARCH_WORD_KINDS: readonly SearchWordKind[] = ['local', 'synonym', 'brand'];

/** One line of the search vocabulary: `phrase` (as shoppers type it) finds what `means` finds. Both normalised. */
export interface SearchWord {
  phrase: string;
  means: string;
  kind: SearchWordKind;
  /** who says it: tl (Tagalog), ceb (Bisaya), taglish, en — for editors, not for matching */
  language: string;
}

/**
 * Reads the vocabulary file (data/search/search-words.tsv): `phrase<TAB>means<TAB>kind<TAB>language`, `#` comments
 * and blank lines skipped. Phrases are cut like queries (searchTerms), so they meet the query's own words.
 */
export function parseSearchWords(text: string): { words: SearchWord[]; errors: string[] } {
  const words: SearchWord[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const [phraseText = '', meansText = '', kindText = '', language = ''] = line.split('\t').map((c) => c.trim());
    const phrase = searchTerms(phraseText).join(' ');
    const means = searchTerms(meansText).join(' ');
    const kind = SEARCH_WORD_KINDS.find((k) => k === kindText);
    if (!phrase || !means || !kind || phrase === means) {
      errors.push(`line ${index + 1}: expected phrase, means, kind (${SEARCH_WORD_KINDS.join('|')}), language`);
      return;
    }
    words.push({ phrase, means, kind, language: language || 'en' });
  });
  return { words, errors };
}

/** A word a product must contain: that whole word, or (prefix) any word starting with it. */
export interface SearchToken {
  text: string;
  prefix: boolean;
  /** a single letter looks at the starts of name and brand words only, never descriptions */
  nameAndBrandOnly?: boolean;
}

/**
 * Kinds of alternative (issue 30): the query's own words and their word forms, what its words mean (local
 * words, synonyms, brand aliases), the categories it names, and typo corrections.
 */
export const SEARCH_TIER = { exact: 0, meaning: 1, category: 2, typo: 3 } as const;
export type SearchTier = (typeof SEARCH_TIER)[keyof typeof SEARCH_TIER];

/**
 * Where a hit ranks, lower first; the engine's own score (bm25, ts_rank) orders hits within one step. The
 * query's words in a name or brand come first, then the products of the categories it names, then what its
 * words mean, then words found only in descriptions, then typo corrections (names and brands only). A word hit
 * inside a named category moves up by `namedCategoryBonus`: "eggs" puts Fresh Eggs before a bibingka with
 * salted egg, "isda" fresh fish before cat food with fish.
 */
export const SEARCH_RANK = {
  category: 1500,
  descriptionOnly: 3000,
  namedCategoryBonus: 1000,
} as const;
const TIER_RANK: Readonly<Record<SearchTier, number>> = { 0: 0, 1: 2000, 2: SEARCH_RANK.category, 3: 5000 };

/** The rank step of a named category's products: after the typo hits when only a typo correction names it. */
export function categoryRank(namedAt: SearchTier): number {
  return namedAt === SEARCH_TIER.typo ? TIER_RANK[3] + SEARCH_RANK.namedCategoryBonus : SEARCH_RANK.category;
}

/** The rank step of a word hit of this tier, in names and brands or only in descriptions. */
export function hitRank(tier: SearchTier, descriptionOnly: boolean): number {
  return TIER_RANK[tier] + (descriptionOnly ? SEARCH_RANK.descriptionOnly : 0);
}

/** Typo corrections are looked for in names and brands only: a corrected word in a description is noise. */
export const searchesDescriptions = (tier: SearchTier) => tier !== SEARCH_TIER.typo;

/** One way to satisfy a slot: every token is required. */
export interface SearchAlternative {
  tier: SearchTier;
  tokens: SearchToken[];
}

/** A query as the engines run it: every slot is required, each slot by any one of its alternatives. */
export interface SearchPlan {
  slots: SearchAlternative[][];
  /** categories the query names: their products rank after text matches and before typo matches */
  categories: { id: number; level: number; tier: SearchTier }[];
}

/** What planning a query needs to know besides the query. */
export interface SearchKnowledge {
  words: readonly SearchWord[];
  categories: readonly { id: number; name: string; level: number }[];
  /** for each term that needed a spelling check: the indexed words near it, with how many products hold them */
  near: ReadonlyMap<string, readonly { word: string; count: number }[]>;
  /** terms that are no indexed word but start one: being typed, not misspelt */
  knownPrefixes: ReadonlySet<string>;
}

/** Typo corrections tried per word: the nearest few, so a typo never fans out over the whole vocabulary. */
const CORRECTIONS_PER_WORD = 3;
/** Shorter words are too common a start to name a category ("ri" is not a request for rice). */
const CATEGORY_WORD_MIN = 3;

/** The terms whose spelling the engine must check: long enough to carry a typo and no vocabulary phrase word. */
export function termsToSpellCheck(terms: readonly string[], words: readonly SearchWord[]): string[] {
  const phraseWords = new Set(words.flatMap((w) => w.phrase.split(' ')));
  return terms.filter((t) => typoBudget(t) > 0 && !phraseWords.has(t));
}

const prefixTokens = (text: string): SearchToken[] => text.split(' ').map((t) => ({ text: t, prefix: true }));

/** Shorter singular guesses are whole words only: "shoes" may be "sho", which must not find "short". */
const FORM_PREFIX_MIN = 4;

/**
 * The term itself (as typed, a prefix) and its other forms: a singular also finds its plurals ("tomatos" →
 * "tomato" finds "tomatoes"), a plural "-ies" is a whole word.
 */
function formAlternatives(term: string): SearchAlternative[] {
  if (term.length === 1) return [{ tier: 0, tokens: [{ text: term, prefix: true, nameAndBrandOnly: true }] }];
  const form = (text: string, prefix: boolean): SearchAlternative => ({ tier: 0, tokens: [{ text, prefix }] });
  return [
    form(term, true),
    ...singularForms(term).map((singular) => form(singular, singular.length >= FORM_PREFIX_MIN)),
    ...pluralForms(term).map((plural) => form(plural, false)),
  ];
}

/** The vocabulary phrase starting at terms[at] that covers the most terms, with every line for it. */
function longestPhrase(terms: readonly string[], at: number, words: readonly SearchWord[]) {
  let best: { length: number; lines: SearchWord[] } = { length: 0, lines: [] };
  for (const line of words) {
    const phrase = line.phrase.split(' ');
    if (phrase.length < best.length || at + phrase.length > terms.length) continue;
    if (!phrase.every((word, i) => sameWord(word, terms[at + i]!))) continue;
    if (phrase.length > best.length) best = { length: phrase.length, lines: [] };
    best.lines.push(line);
  }
  return best;
}

function typoAlternatives(term: string, knowledge: SearchKnowledge): SearchAlternative[] {
  if (knowledge.knownPrefixes.has(term)) return [];
  const phrases = knowledge.words.filter((w) => !w.phrase.includes(' '));
  const candidates = [
    ...(knowledge.near.get(term) ?? []),
    ...phrases.map((w) => ({ word: w.phrase, count: Number.MAX_SAFE_INTEGER })),
  ];
  return nearWords(term, candidates, CORRECTIONS_PER_WORD).flatMap((word): SearchAlternative[] => [
    { tier: 3, tokens: [{ text: word, prefix: true }] },
    ...phrases
      .filter((w) => w.phrase === word)
      .map((w): SearchAlternative => ({ tier: 3, tokens: prefixTokens(w.means) })),
  ]);
}

/**
 * A category is named when every slot has an alternative whose words are the words of one part of its name, as
 * whole words or their forms (the name cut at "&": "Rice & Grains" is named by "rice", "Air Conditioners" not by
 * "conditioner" alone, "Pantry" not by "pan"). `tier` is the first
 * tier that names it: a category only a typo correction names ranks after the typo hits.
 */
function namedCategories(slots: readonly SearchAlternative[][], categories: SearchKnowledge['categories']) {
  const covers = (alt: SearchAlternative, part: string[]) =>
    part.every((word) => alt.tokens.some((t) => t.text.length >= CATEGORY_WORD_MIN && sameWord(word, t.text)));
  const named: SearchPlan['categories'] = [];
  for (const category of categories) {
    const parts = category.name
      .split(/[&,]/)
      .map(searchTerms)
      .filter((part) => part.length > 0);
    const namedBy = (alt: SearchAlternative) => parts.some((part) => covers(alt, part));
    const tiers = slots.map((slot) => Math.min(...slot.filter(namedBy).map((alt) => alt.tier)));
    const tier = Math.max(...tiers);
    if (Number.isFinite(tier)) named.push({ id: category.id, level: category.level, tier: tier as SearchTier });
  }
  return named;
}

/**
 * Plans a query (terms from searchTerms): word forms, vocabulary phrases (longest first), typo corrections
 * for words the index does not know, and the categories the query names.
 */
export function planSearch(terms: readonly string[], knowledge: SearchKnowledge): SearchPlan {
  const slots: SearchAlternative[][] = [];
  for (let at = 0; at < terms.length;) {
    const term = terms[at]!;
    const phrase = longestPhrase(terms, at, knowledge.words);
    const meanings = phrase.lines.map((line): SearchAlternative => ({ tier: 1, tokens: prefixTokens(line.means) }));
    if (phrase.length > 1) {
      slots.push([{ tier: 0, tokens: prefixTokens(terms.slice(at, at + phrase.length).join(' ')) }, ...meanings]);
      at += phrase.length;
      continue;
    }
    const typos = meanings.length === 0 && knowledge.near.has(term) ? typoAlternatives(term, knowledge) : [];
    slots.push([...formAlternatives(term), ...meanings, ...typos]);
    at += 1;
  }
  return { slots, categories: namedCategories(slots, knowledge.categories) };
}

/** The text tiers a plan has, in rank order: each adds matches the tiers before it could not find. */
export function textTiers(plan: SearchPlan): SearchTier[] {
  const tiers = new Set(plan.slots.flatMap((slot) => slot.map((alt) => alt.tier)));
  return [...tiers].sort((a, b) => a - b);
}

/** The plan's slots as they stand at a tier: only alternatives of that tier or before. */
export function slotsUpTo(plan: SearchPlan, tier: SearchTier): SearchAlternative[][] {
  return plan.slots.map((slot) => slot.filter((alt) => alt.tier <= tier));
}

import { describe, expect, it } from 'vitest';
import {
  categoryRank,
  closestWord,
  editDistance,
  nearWords,
  parsePriceRange,
  parseSearchWords,
  planSearch,
  pluralForms,
  sameWord,
  searchTerms,
  singularForms,
  slotsUpTo,
  textTiers,
  typoBudget,
} from './catalog-search';

describe('searchTerms: a query string is just text', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(searchTerms('Piña  Juice 1L')).toEqual(['pina', 'juice', '1l']);
    expect(searchTerms("Lady's Choice")).toEqual(['lady', 's', 'choice']);
  });
  it('drops operators, quotes and SQL', () => {
    expect(searchTerms(`rice' OR 1=1; DROP TABLE products;--`)).toEqual([
      'rice',
      'or',
      '1',
      'drop',
      'table',
      'products',
    ]);
    expect(searchTerms('"NEAR(a b)" * ^ :')).toEqual(['near', 'a', 'b']);
    expect(searchTerms('%%%___')).toEqual([]);
  });
  it('keeps at most 8 distinct terms of at most 32 characters', () => {
    expect(searchTerms('a b c d e f g h i j a')).toHaveLength(8);
    expect(searchTerms('x'.repeat(100))[0]).toHaveLength(32);
  });
});

describe('spec §7 search-result "price" range', () => {
  it('reads MIN-MAX pesos as centavos', () => {
    expect(parsePriceRange('100-500')).toEqual({ min: 10000, max: 50000 });
    expect(parsePriceRange('99.50-')).toEqual({ min: 9950, max: null });
    expect(parsePriceRange('-20')).toEqual({ min: null, max: 2000 });
  });
  it('refuses negative, reversed or malformed ranges', () => {
    expect(parsePriceRange('-5-10')).toBeNull();
    expect(parsePriceRange('500-100')).toBeNull();
    expect(parsePriceRange('abc')).toBeNull();
  });
});

describe('did you mean', () => {
  it('measures edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('rice', 'rice')).toBe(0);
  });
  it('picks the closest known word, the more frequent on a tie', () => {
    const words = [
      { word: 'mango', count: 10 },
      { word: 'manga', count: 1 },
      { word: 'shampoo', count: 5 },
    ];
    expect(closestWord('mangp', words)).toBe('mango');
    expect(closestWord('shampo', words)).toBe('shampoo');
    expect(closestWord('xyzzy', words)).toBeNull();
    expect(closestWord('mango', words)).toBeNull();
  });
});

describe('typos, word forms and vocabulary (issue 30)', () => {
  it('forgives one typo from 5 letters and two from 9, none below', () => {
    expect([typoBudget('rice'), typoBudget('cofee'), typoBudget('chocolate')]).toEqual([0, 1, 2]);
    const words = [
      { word: 'coffee', count: 120 },
      { word: 'chicken', count: 80 },
      { word: 'chocolate', count: 40 },
      { word: 'mice', count: 1 },
    ];
    expect(nearWords('cofee', words, 3)).toEqual(['coffee']);
    expect(nearWords('chiken', words, 3)).toEqual(['chicken']);
    expect(nearWords('chocolote', words, 3)).toEqual(['chocolate']);
    expect(nearWords('chcolote', words, 3)).toEqual([]);
    expect(nearWords('rice', words, 3)).toEqual([]);
    // a rare known word is still a typo of a far more common one, a common one is not
    expect(nearWords('cofee', [{ word: 'cofee', count: 1 }, ...words], 3)).toEqual(['coffee']);
    expect(nearWords('cofee', [{ word: 'cofee', count: 30 }, ...words], 3)).toEqual([]);
    expect(editDistance('chikcen', 'chicken')).toBe(1);
  });
  it('treats singular and plural as one word', () => {
    expect(singularForms('tomatoes')).toContain('tomato');
    expect(singularForms('diapers')).toEqual(['diaper']);
    expect(singularForms('berries')).toContain('berry');
    expect(singularForms('glass')).toEqual([]);
    expect(pluralForms('berry')).toEqual(['berries']);
    expect(sameWord('diapers', 'diaper')).toBe(true);
  });
  it('reads the vocabulary file and refuses malformed lines', () => {
    const { words, errors } = parseSearchWords(
      '# comment\nbigas\trice\tlocal\ttl\nToilet Paper\tbathroom tissue\tsynonym\ten\nbad line\n',
    );
    expect(words).toEqual([
      { phrase: 'bigas', means: 'rice', kind: 'local', language: 'tl' },
      { phrase: 'toilet paper', means: 'bathroom tissue', kind: 'synonym', language: 'en' },
    ]);
    expect(errors).toHaveLength(1);
  });
});

describe('planning a query (issue 30)', () => {
  const knowledge = (near: Record<string, { word: string; count: number }[]> = {}, prefixes: string[] = []) => ({
    words: [
      { phrase: 'bigas', means: 'rice', kind: 'local' as const, language: 'tl' },
      { phrase: 'toilet paper', means: 'bathroom tissue', kind: 'synonym' as const, language: 'en' },
    ],
    categories: [
      { id: 401, name: 'Rice & Grains', level: 2 },
      { id: 1301, name: 'Diapers', level: 2 },
      { id: 1201, name: 'Air Conditioners', level: 2 },
    ],
    near: new Map(Object.entries(near)),
    knownPrefixes: new Set(prefixes),
  });
  it('adds meanings, forms and named categories', () => {
    const plan = planSearch(['bigas'], knowledge());
    expect(plan.slots).toEqual([
      [
        { tier: 0, tokens: [{ text: 'bigas', prefix: true }] },
        { tier: 0, tokens: [{ text: 'biga', prefix: true }] },
        { tier: 1, tokens: [{ text: 'rice', prefix: true }] },
      ],
    ]);
    expect(plan.categories).toEqual([{ id: 401, level: 2, tier: 1 }]);
    expect(planSearch(['diapers'], knowledge()).categories).toEqual([{ id: 1301, level: 2, tier: 0 }]);
    // a category is named by a whole part of its name, and one named only by a typo ranks after the typo hits
    expect(planSearch(['conditioner'], knowledge()).categories).toEqual([]);
    const typo = planSearch(['dipers'], knowledge({ dipers: [{ word: 'diapers', count: 60 }] }));
    expect(typo.categories).toEqual([{ id: 1301, level: 2, tier: 3 }]);
    expect(categoryRank(3)).toBeGreaterThan(categoryRank(1));
    expect(textTiers(plan)).toEqual([0, 1]);
  });
  it('reads a phrase as one slot', () => {
    const plan = planSearch(['toilet', 'paper'], knowledge());
    expect(plan.slots).toHaveLength(1);
    expect(slotsUpTo(plan, 1)[0]!.map((a) => a.tokens.map((t) => t.text).join(' '))).toEqual([
      'toilet paper',
      'bathroom tissue',
    ]);
  });
  it('corrects unknown words only, below everything else', () => {
    const near = { cofee: [{ word: 'coffee', count: 120 }] };
    const plan = planSearch(['cofee'], knowledge(near));
    expect(plan.slots[0]!.at(-1)).toEqual({ tier: 3, tokens: [{ text: 'coffee', prefix: true }] });
    expect(planSearch(['coffe'], knowledge({ coffe: near.cofee }, ['coffe'])).slots[0]!.some((a) => a.tier === 3)).toBe(
      false,
    );
    expect(slotsUpTo(plan, 0)[0]!.every((a) => a.tier === 0)).toBe(true);
  });
  it('looks at word starts of names and brands only for a single letter', () => {
    expect(planSearch(['a'], knowledge()).slots).toEqual([
      [{ tier: 0, tokens: [{ text: 'a', prefix: true, nameAndBrandOnly: true }] }],
    ]);
    expect(planSearch(['a'], knowledge()).categories).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { closestWord, editDistance, parsePriceRange, searchTerms } from './catalog-search';

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

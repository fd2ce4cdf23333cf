import { describe, expect, it } from 'vitest';
import { netContentOf, unitPriceLabel, unitPriceOf } from './unit-price';

describe('net content from a size label', () => {
  it.each([
    ['500g pack', { amount: 500, unit: 'g' }],
    ['1kg', { amount: 1000, unit: 'g' }],
    ['2.5kg', { amount: 2500, unit: 'g' }],
    ['1.5L', { amount: 1500, unit: 'ml' }],
    ['750ml refill', { amount: 750, unit: 'ml' }],
    ['330ml x 12', { amount: 3960, unit: 'ml' }],
    ['80g x 72 (case)', { amount: 5760, unit: 'g' }],
    ['12ml x 24 sachets', { amount: 288, unit: 'ml' }],
    ['2 x 1kg', { amount: 2000, unit: 'g' }],
    ['Twin Pack 2 x 600g', { amount: 1200, unit: 'g' }],
    ['50 sachets x 8g', { amount: 400, unit: 'g' }],
    ['Pack of 6', { amount: 6, unit: 'piece' }],
    ['Box of 12', { amount: 12, unit: 'piece' }],
    ['Tray of 30', { amount: 30, unit: 'piece' }],
    ['12 pcs', { amount: 12, unit: 'piece' }],
    ['per piece', { amount: 1, unit: 'piece' }],
  ])('reads %s', (label, content) => {
    expect(netContentOf(label)).toEqual(content);
  });

  it.each([
    'per kg',
    'per piece (approx. 1.5kg)',
    'Large (450–550g)',
    '1.1–1.3kg',
    '1.8L (10 cups)',
    'Large',
    '55 inch',
    '8GB/256GB',
    '1.5HP',
    '',
  ])('finds no exact content in %j', (label) => {
    expect(netContentOf(label)).toBeNull();
  });
});

describe('unit prices', () => {
  it('compares weights per kg and small packs per 100 g, in whole centavos', () => {
    // ₱189.75 for 500 g is ₱379.50 a kilo
    expect(unitPriceOf(18_975, '500g pack')).toEqual({ centavos: 37_950, basis: 'kg' });
    // ₱45 for 50 g is ₱90 per 100 g
    expect(unitPriceOf(4_500, '50g')).toEqual({ centavos: 9_000, basis: '100 g' });
    // ₱99.99 for 3 × 100 g: 33 333.33… centavos a kilo, rounded
    expect(unitPriceOf(9_999, '3 x 100g')).toEqual({ centavos: 33_330, basis: 'kg' });
  });

  it('compares liquids per litre or per 100 ml, and counted packs per piece', () => {
    expect(unitPriceOf(54_000, '330ml x 24')).toEqual({ centavos: 6_818, basis: 'L' });
    expect(unitPriceOf(12_000, '100ml')).toEqual({ centavos: 12_000, basis: '100 ml' });
    expect(unitPriceOf(28_500, 'Tray of 30')).toEqual({ centavos: 950, basis: 'piece' });
  });

  it('gives none where it would say nothing or mislead', () => {
    expect(unitPriceOf(12_000, 'per piece')).toBeNull();
    expect(unitPriceOf(12_000, 'per kg')).toBeNull();
    expect(unitPriceOf(0, '1kg')).toBeNull();
    expect(unitPriceOf(12_000, 'Large')).toBeNull();
  });

  it('reads as the peso amount over its basis', () => {
    expect(unitPriceLabel({ centavos: 37_950, basis: 'kg' })).toBe('₱379.50/kg');
    expect(unitPriceLabel({ centavos: 950, basis: 'piece' })).toBe('₱9.50/piece');
  });
});

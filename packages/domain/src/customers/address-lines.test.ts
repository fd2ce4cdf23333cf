import { describe, expect, it } from 'vitest';
import { landmarkLine } from './address-lines';

describe('landmarkLine', () => {
  it('says "Near" once, whatever the shopper typed', () => {
    expect(landmarkLine('the chapel')).toBe('Near the chapel');
    expect(landmarkLine('Near the chapel')).toBe('Near the chapel');
    expect(landmarkLine('near the chapel')).toBe('Near the chapel');
    expect(landmarkLine('NEAR: the chapel')).toBe('Near the chapel');
    expect(landmarkLine('  Near   the chapel ')).toBe('Near the chapel');
  });

  it('shows a landmark that already says where as typed', () => {
    expect(landmarkLine('Nearby Jollibee')).toBe('Nearby Jollibee');
    expect(landmarkLine('across the plaza')).toBe('Across the plaza');
    expect(landmarkLine('beside 7-Eleven')).toBe('Beside 7-Eleven');
  });

  it('is no line when there is no landmark', () => {
    expect(landmarkLine(null)).toBeNull();
    expect(landmarkLine(undefined)).toBeNull();
    expect(landmarkLine('   ')).toBeNull();
    expect(landmarkLine('Near')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { inkFor } from './category-icon';

describe('inkFor', () => {
  it('puts dark ink on light category colours and white on dark ones', () => {
    expect(inkFor('#f1c40f')).toBe('#062817'); // Dairy & Eggs yellow
    expect(inkFor('#c0392b')).toBe('#ffffff'); // Meat & Seafood red
    expect(inkFor('#34495e')).toBe('#ffffff');
  });

  it('falls back to white for a colour it cannot read', () => {
    expect(inkFor('not-a-colour')).toBe('#ffffff');
  });
});

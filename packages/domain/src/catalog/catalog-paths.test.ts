import { describe, expect, it } from 'vitest';
import { productPath, slugify } from './catalog-paths';

describe('slug (spec §5: lowercase words joined by dashes, no underscore)', () => {
  it.each([
    ['Fresh Produce', 'fresh-produce'],
    ['Meat & Seafood', 'meat-and-seafood'],
    ["Lady's Choice Real Mayonnaise", 'ladys-choice-real-mayonnaise'],
    ['Parañaque Piña Jam', 'paranaque-pina-jam'],
    ['  snake_case__name  ', 'snake-case-name'],
    ['Nestlé  Milo 1kg!!', 'nestle-milo-1kg'],
  ])('%s → %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});

describe('product path (spec §2: /{root-category}/{name-slug}-{sku}-{id})', () => {
  it('ends in the numeric id so a two-segment path reads as a product', () => {
    expect(productPath('pantry', 'jasmine-rice-premium-25kg', 'SC-000123', 123)).toBe(
      '/pantry/jasmine-rice-premium-25kg-sc-000123-123',
    );
  });
});

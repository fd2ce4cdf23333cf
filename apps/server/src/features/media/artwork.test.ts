import { describe, expect, it } from 'vitest';
import { renderProductSvg, renderSellerLogoSvg, wrapWords } from './artwork';

describe('generated artwork', () => {
  it('wraps a long product name into at most four lines, ellipsising the rest', () => {
    const lines = wrapWords('Century Tuna Flakes in Oil Hot and Spicy Family Pack Bundle of Six Cans', 18, 4);
    expect(lines).toHaveLength(4);
    expect(lines.every((l) => l.length <= 18)).toBe(true);
    expect(lines[3]!.endsWith('…')).toBe(true);
  });

  it('shows the name, brand and size and escapes markup in them', () => {
    const svg = renderProductSvg({
      name: 'Jack <n> Jill & Co',
      brand: 'Jack n Jill',
      size: '60g x 10',
      category_name: 'Snacks',
      color: '#c0392b',
    });
    expect(svg).toContain('JACK N JILL');
    expect(svg).toContain('60g x 10');
    expect(svg).not.toContain('<n>');
    expect(svg).toContain('&#60;n&#62;');
  });

  it('falls back to the house green when a colour is not a hex value', () => {
    expect(
      renderProductSvg({ name: 'Rice', brand: 'X', size: '1kg', category_name: 'Pantry', color: 'red;x' }),
    ).toContain('#2f7d4f');
  });

  it('puts the initials of a shop in its logo', () => {
    expect(renderSellerLogoSvg('Bukid Fresh Farms', '#336699')).toContain('>BF<');
  });
});

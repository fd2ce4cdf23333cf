import { describe, expect, it } from 'vitest';
import { clampDescription, MAX_DESCRIPTION, shareImage } from './seo';

describe('page descriptions', () => {
  it('keeps descriptions within 160 characters, cut at a word', () => {
    const long = 'Fresh mangoes from Guimaras, '.repeat(10);
    const clamped = clampDescription(long);
    expect(clamped.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(clamped).toMatch(/Guimaras…$|mangoes…$|from…$|Fresh…$/);
    expect(clampDescription('  Short   and\nsweet ')).toBe('Short and sweet');
  });

  it('shares a PNG: the raster copy of the product artwork, else the store banner', () => {
    expect(shareImage('https://s.example', '/media/product/42.svg')).toBe('https://s.example/media/product/42.png');
    expect(shareImage('https://s.example')).toBe('https://s.example/media/seller/sulit/banner.png');
  });
});

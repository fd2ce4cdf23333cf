import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './safe-redirect';

const ORIGIN = 'https://shop.example';

describe('sameOriginPath: the one check behind every redirect to a target the store did not choose', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(sameOriginPath('/customer/address', ORIGIN)).toBe('/customer/address');
    expect(sameOriginPath('/checkout/cart?step=2#pay', ORIGIN)).toBe('/checkout/cart?step=2#pay');
  });

  it('refuses the tab and newline tricks browsers strip into //evil.example (issue 9: /%09/evil.example)', () => {
    expect(sameOriginPath('/\t/evil.example', ORIGIN)).toBeNull();
    expect(sameOriginPath('/\n/evil.example', ORIGIN)).toBeNull();
    expect(sameOriginPath('/\r\nSet-Cookie: x=1', ORIGIN)).toBeNull();
    expect(sameOriginPath('/a\u0000b', ORIGIN)).toBeNull();
    expect(sameOriginPath('/a\u0085b', ORIGIN)).toBeNull();
  });

  it('refuses protocol-relative, backslash, absolute and scheme forms', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      '/..//evil.example',
      '/.//evil.example',
    ]) {
      expect(sameOriginPath(value, ORIGIN), value).toBeNull();
    }
  });

  it('refuses anything that is not a short string', () => {
    expect(sameOriginPath(null, ORIGIN)).toBeNull();
    expect(sameOriginPath(42, ORIGIN)).toBeNull();
    expect(sameOriginPath(`/${'a'.repeat(3000)}`, ORIGIN)).toBeNull();
  });

  it('never leaves the origin, whatever a path normalises to', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (tail) => {
        const result = sameOriginPath(`/${tail}`, ORIGIN);
        if (result === null) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 500 },
    );
  });
});

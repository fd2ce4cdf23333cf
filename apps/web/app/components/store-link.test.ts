import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShoppingCart } from './icons';
import { StoreLink } from './store-link';

// StoreLink and the icons copy their props key by key (lib/props-without.ts) for speed: the markup must be what
// `{ to, ...rest }` spread into the element gave, since the browser hydrates it.
describe('the markup of links and icons', () => {
  it('a store link: the caller’s attributes in order, then href and route discovery', () => {
    const link = createElement(StoreLink, { to: '/pantry', className: 'cat-link', 'aria-current': 'page' }, 'Pantry');
    expect(renderToString(link)).toBe(
      '<a class="cat-link" aria-current="page" href="/pantry" data-discover="true">Pantry</a>',
    );
  });

  it('a store link that skips discovery, opens elsewhere, or keeps its own click handler', () => {
    const link = createElement(
      StoreLink,
      { to: '/help', discover: 'none', target: '_blank', rel: 'noopener', onClick: () => undefined },
      'Help',
    );
    expect(renderToString(link)).toBe('<a rel="noopener" href="/help" target="_blank">Help</a>');
  });

  it('an icon: its class first, then the caller’s attributes, and the sprite reference', () => {
    const html = renderToString(createElement(ShoppingCart, { className: 'size-4', 'aria-hidden': 'true' }));
    expect(html).toMatch(/^<svg class="i size-4" aria-hidden="true"><use href="[^"]*#shopping-cart"><\/use><\/svg>$/);
    expect(renderToString(createElement(ShoppingCart, {}))).toMatch(/^<svg class="i"><use href="[^"]*#shopping-cart">/);
  });
});

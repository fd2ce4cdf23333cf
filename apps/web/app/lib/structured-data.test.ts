import { describe, expect, it } from 'vitest';
import { breadcrumbList, categoryCrumbs, jsonLdText, storeIdentity } from './structured-data';

const menu = [
  {
    id: 100,
    name: 'Fresh Produce',
    url_path: 'fresh-produce',
    color: '#3f9c4a',
    children: [{ id: 101, name: 'Fruits', url_path: 'fresh-produce/fruits', color: '#56a860' }],
  },
];

describe('structured data for search engines', () => {
  it('lists home, the root category and the category as breadcrumbs of absolute URLs', () => {
    const crumbs = categoryCrumbs(menu, { name: 'Fruits', url_path: 'fresh-produce/fruits' });
    expect(breadcrumbList('https://sulit.example', crumbs).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://sulit.example/' },
      { '@type': 'ListItem', position: 2, name: 'Fresh Produce', item: 'https://sulit.example/fresh-produce' },
      { '@type': 'ListItem', position: 3, name: 'Fruits', item: 'https://sulit.example/fresh-produce/fruits' },
    ]);
    expect(categoryCrumbs(menu, { name: 'Fresh Produce', url_path: 'fresh-produce' })).toEqual([
      { name: 'Fresh Produce', path: '/fresh-produce' },
    ]);
  });

  it('names the store and how to search it', () => {
    const [organization, website] = storeIdentity('https://sulit.example') as unknown as [
      { '@type': string; logo: string },
      { potentialAction: { target: { urlTemplate: string }; 'query-input': string } },
    ];
    expect(organization['@type']).toBe('Organization');
    expect(website.potentialAction.target.urlTemplate).toBe(
      'https://sulit.example/catalogsearch/result/?q={search_term_string}',
    );
    expect(website.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('never lets text close the script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});

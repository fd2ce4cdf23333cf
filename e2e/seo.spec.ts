import { expect, test, type APIRequestContext } from '@playwright/test';

/** What a search engine reads (issue 13 item 5): the page's JSON-LD blocks and its meta description. */
async function readPage(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return { blocks, description, ofType: (type: string) => blocks.find((b) => b['@type'] === type) };
}

interface Crumbs {
  itemListElement: { position: number; name: string; item: string }[];
}

test.describe('what search engines see', () => {
  test('home names the store and how to search it; category and product pages carry breadcrumbs', async ({
    request,
    baseURL,
  }) => {
    const home = await readPage(request, '/');
    expect(home.ofType('Organization')).toMatchObject({ name: 'Sulit Club', url: `${baseURL}/` });
    expect(home.ofType('WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${baseURL}/catalogsearch/result/?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(home.description.length).toBeGreaterThan(50);
    expect(home.description.length).toBeLessThanOrEqual(160);

    const menu = (await (await request.get('/rest/V1/sulit/megamenu/menu-top')).json()) as {
      items: { name: string; url_path: string; children: { name: string; url_path: string }[] }[];
    };
    const root = menu.items[0]!;
    const child = root.children[0]!;
    const category = await readPage(request, `/${child.url_path}`);
    const trail = category.ofType('BreadcrumbList') as unknown as Crumbs;
    expect(trail.itemListElement.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'Home', `${baseURL}/`],
      [2, root.name, `${baseURL}/${root.url_path}`],
      [3, child.name, `${baseURL}/${child.url_path}`],
    ]);
    expect(category.description.length).toBeLessThanOrEqual(160);

    const { items } = (await (await request.get('/api/product/top-selling?limit=1')).json()) as {
      items: { name: string; url: string }[];
    };
    const product = await readPage(request, items[0]!.url);
    const crumbs = (product.ofType('BreadcrumbList') as unknown as Crumbs).itemListElement;
    expect(crumbs[0]).toMatchObject({ position: 1, name: 'Home' });
    expect(crumbs.at(-1)).toMatchObject({ name: items[0]!.name, item: `${baseURL}${items[0]!.url}` });
    expect(product.ofType('Product')).toMatchObject({ name: items[0]!.name });
    expect(product.description.length).toBeLessThanOrEqual(160);
  });

  test('an offer with a campaign says until when its price holds', async ({ request }) => {
    const hot = (await (await request.get('/rest/V1/sulit/product-list-page?hot_offers=1&pageSize=48')).json()) as {
      items: { url: string }[];
    };
    for (const { url } of hot.items) {
      const page = (await (await request.get(`/api/catalog/page?path=${encodeURIComponent(url)}`)).json()) as {
        product?: { campaign: { end_time: string } | null };
      };
      const campaign = page.product?.campaign;
      if (!campaign) continue;
      const offer = (await readPage(request, url)).ofType('Product')?.offers as Record<string, unknown>;
      expect(offer.priceValidUntil).toBe(campaign.end_time.slice(0, 10));
      return;
    }
    throw new Error('no hot offer runs a campaign in the demo data');
  });
});

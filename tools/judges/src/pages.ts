/**
 * The pages the judges look at (issue 13 item 4): home, a category, search, a product and a cart with three
 * items, found on a running store through its own API so the script works on any seeded database.
 */
import type { BrowserContext } from '@playwright/test';

export interface JudgedPage {
  name: string;
  path: string;
  /** indexable pages are judged on SEO too; the cart is not for search engines */
  indexable: boolean;
}

interface Tile {
  url: string;
  stock_qty: number;
  final_price: number;
}

/**
 * The five pages on the store at `origin`; unless `fillCart` is false, the cart's three lines are put in
 * `context`'s guest cart first.
 */
export async function judgedPages(
  context: BrowserContext,
  origin: string,
  { fillCart = true }: { fillCart?: boolean } = {},
): Promise<JudgedPage[]> {
  // The shopper picks up at Balintawak, so stock and prices are a store's own (as in the cart walk).
  const located = await context.request.put(`${origin}/api/location`, {
    data: { type: 'pickup', source_code: 'balintawak' },
  });
  if (!located.ok()) throw new Error(`PUT /api/location answered ${located.status()}`);
  const menu = (await (await context.request.get(`${origin}/rest/V1/sulit/megamenu/menu-top`)).json()) as {
    items: { url_path: string; children: { url_path: string }[] }[];
  };
  const category = menu.items[0]?.children[0]?.url_path ?? menu.items[0]?.url_path;
  const top = (await (await context.request.get(`${origin}/api/product/top-selling?limit=20`)).json()) as {
    items: Tile[];
  };
  const inStock = top.items.filter((p) => p.stock_qty >= 10);
  if (!category || inStock.length < 3) throw new Error('the store has no categories or too few best sellers');

  // A guest adds three best sellers the way a shopper does: from their product pages.
  const page = await context.newPage();
  for (const [i, product] of inStock.slice(0, fillCart ? 3 : 0).entries()) {
    await page.goto(origin + new URL(product.url, origin).pathname);
    const badge = page.getByRole('link', { name: /^Cart, \d+ items?$/ });
    const count = async () => Number(/\d+/.exec((await badge.getAttribute('aria-label')) ?? '')?.[0] ?? 0);
    // A click before the page is interactive does nothing: try again until the badge counts this line.
    for (let attempt = 0; attempt < 10 && (await count()) <= i; attempt++) {
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.waitForTimeout(3000);
    }
    if ((await count()) <= i) throw new Error(`could not add ${product.url} to the cart`);
  }
  await page.close();

  return [
    { name: 'home', path: '/', indexable: true },
    { name: 'category', path: `/${category}`, indexable: true },
    // search results are noindex (one page per query would flood an index): judged on all but SEO
    { name: 'search', path: '/catalogsearch/result/?q=rice', indexable: false },
    { name: 'product', path: new URL(inStock[0]!.url, origin).pathname, indexable: true },
    { name: 'cart (3 items)', path: '/checkout/cart', indexable: false },
  ];
}

import type {
  Banner,
  CmsPageResponse,
  CmsPageSummary,
  JsonPageResponse,
  SidebarMenuResponse,
  StoreSourceMappingResponse,
} from '@sulit/contracts/content';
import type { MenuRepository, ContentRepository } from '@sulit/db';
import {
  dropDisabledEntries,
  productPath,
  promotionPagePath,
  shopPath,
  sidebarEntries,
  visibleBanners,
} from '@sulit/domain';
import { TtlCache } from '../../cache/ttl-cache';

export interface ContentServiceDeps {
  content: ContentRepository;
  /** only the category menu is read, for the sidebar */
  menu: Pick<MenuRepository, 'menuCategories'>;
  clock: () => Date;
  /**
   * How long the home page's JSON page and the banners are kept in process (ms; the catalogue cache's
   * lifetime, CATALOG_CACHE_MS): every home render reads them. 0 or absent reads them per call.
   */
  cacheMs?: number | undefined;
  /** the running flag (decision 015), which the stored configuration's shopping_list_enabled must not contradict */
  shoppingListEnabled: boolean;
}

/** Parses stored JSON text; a broken row is a bug in the data, not the caller's fault. */
function parseObject(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function parseConfig(rows: { key: string; value: string }[]): Record<string, unknown> {
  return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
}

export const SITEMAP_CHUNK_SIZE = 50_000;

export function createContentService({ content, menu, clock, cacheMs = 0, shoppingListEnabled }: ContentServiceDeps) {
  /** a JSON page as answered, parsed and without its disabled entries, kept whole so its answer is written once */
  const jsonPages = new TtlCache<JsonPageResponse | null>(100);
  const bannerRows = new TtlCache<Awaited<ReturnType<ContentRepository['bannersAt']>>>(100);
  return {
    async jsonPage(slug: string): Promise<JsonPageResponse | undefined> {
      const page = await jsonPages.getOrLoad(slug, cacheMs, async () => {
        const row = await content.jsonPage(slug);
        if (!row) return null;
        return {
          slug: row.slug,
          title: row.title,
          updated_at: row.updated_at,
          content: dropDisabledEntries(parseObject(row.content)),
        };
      });
      return page ?? undefined;
    },

    async jsonWidget(hash: string, storeview: string) {
      const row = await content.jsonWidget(hash, storeview);
      if (!row) return undefined;
      return { ...row, content: dropDisabledEntries(parseObject(row.content)) };
    },

    /** The banners a position shows now (spec §4 visibility rule, else the default banner). */
    async banners(position: string): Promise<Banner[]> {
      // the rows are kept; which of them show is decided at each call, so a schedule starts and ends on time
      const rows = await bannerRows.getOrLoad(position, cacheMs, () => content.bannersAt(position));
      const banners: Banner[] = rows.map((r) => ({
        id: r.id,
        bnPosition: r.position,
        bnTitle: r.title,
        bnLink: r.link,
        bnImgDesktop: r.img_desktop,
        bnImgMobile: r.img_mobile,
        bnStatus: r.status,
        bnIsDefault: r.is_default,
        bnScheduleStart: r.schedule_start,
        bnScheduleEnd: r.schedule_end,
      }));
      return visibleBanners(banners, clock());
    },

    bannerFacts: (id: number) => content.bannerById(id),

    async config(scope: 'global' | 'content') {
      const config = parseConfig(await content.config(scope));
      return scope === 'global' ? { ...config, shopping_list_enabled: shoppingListEnabled } : config;
    },

    async storeSourceMapping(): Promise<StoreSourceMappingResponse> {
      const [stores, { provinces, cities }] = await Promise.all([content.stores(), content.sourceMapping()]);
      return {
        stores: stores.map((s) => ({
          source_code: s.source_code,
          name: s.name,
          city_name: s.city_name,
          hours: s.opening_hours,
        })),
        regions: provinces.map((p) => ({
          region_id: p.id,
          code: p.code,
          name: p.name,
          source_code: p.stock_source_code ?? '',
          allow_shipping: p.allow_shipping,
          store_pickup: p.is_pickup,
        })),
        cities: cities.map((c) => ({
          city_id: c.id,
          region_id: c.province_id,
          name: c.name,
          source_code: c.stock_source_code ?? '',
        })),
      };
    },

    async allCms(): Promise<CmsPageSummary[]> {
      const rows = await content.cmsPages();
      return rows.map((r) => ({ ...r, url_path: `/${r.identifier}` }));
    },

    async cmsPage(identifier: string): Promise<CmsPageResponse | undefined> {
      const row = await content.cmsPage(identifier);
      if (!row) return undefined;
      const body = parseObject(row.content);
      const { content: _text, ...rest } = row;
      return { ...rest, url_path: `/${row.identifier}`, sections: Array.isArray(body.sections) ? body.sections : [] };
    },

    /** Mobile sidebar: categories, then the content links, without the entries spec §2 hides there. */
    async sidebar(): Promise<SidebarMenuResponse['items']> {
      const [rows, contentConfig] = await Promise.all([menu.menuCategories(), content.config('content')]);
      const links = parseConfig(contentConfig).sidebar_links;
      const roots = rows.filter((r) => r.level === 1);
      const categories = roots.map((root) => ({
        name: root.name,
        url: `/${root.url_path}`,
        type: 'category' as const,
        children: rows.filter((c) => c.parent_id === root.id).map((c) => ({ name: c.name, url: `/${c.url_path}` })),
      }));
      const extra = Array.isArray(links)
        ? (links as { name: string; url: string; type?: string }[]).filter(
            (l) => typeof l?.name === 'string' && typeof l.url === 'string',
          )
        : [];
      return [
        ...sidebarEntries(categories),
        ...sidebarEntries(extra).map((l) => ({ name: l.name, url: l.url, type: 'link' as const, children: [] })),
      ];
    },

    async sitemapIndex() {
      const products = await content.activeProductCount();
      return { productChunks: Math.max(1, Math.ceil(products / SITEMAP_CHUNK_SIZE)) };
    },

    /** Shop pages (/shop/{seller}, active sellers only: an inactive one is a 404) and promotion pages. */
    async sitemapShopsAndPromotions(): Promise<{ path: string; lastmod?: string }[]> {
      const { sellerIds, promotions } = await content.sitemapShopsAndPromotions();
      return [
        ...promotions.map((p) => ({ path: promotionPagePath(p.slug), lastmod: p.updated_at })),
        ...sellerIds.map((id) => ({ path: shopPath(id) })),
      ];
    },

    async sitemapCategories() {
      return (await content.activeCategoryPaths()).map((c) => `/${c.url_path}`);
    },

    async sitemapProducts(chunk: number) {
      const rows = await content.sitemapProducts((chunk - 1) * SITEMAP_CHUNK_SIZE, SITEMAP_CHUNK_SIZE);
      return rows.map((r) => ({
        path: productPath(r.root_category_slug, r.url_key, r.sku, r.id),
        lastmod: r.created_at,
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

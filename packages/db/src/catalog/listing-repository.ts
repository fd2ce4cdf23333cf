import type {
  CategoryRef,
  ProductAtStore,
  ProductAtStoreDetail,
  PublishedPromotionPage,
  SearchPlan,
  ShopSeller,
} from '@sulit/domain';
import { MEMBERSHIP_PRODUCT_TYPE } from '@sulit/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { openCampaignJoin, productAtStoreReader } from './product-at-store-repository';
import { searchDialect } from './search-dialect';
import { createSearchPlanner } from './search-planner';
import type { Database, DatabaseEngine } from '../connection';
import type { DB } from '../schema';

/**
 * Listing, search, facets, slugs, related products and sellers (issue 3). Every read of a product list is ONE
 * query that joins the stock at the shopper's source and the campaign open at `now`, so a page of 24 tiles costs
 * one round trip. Engine-specific full-text search (SQLite FTS5, PostgreSQL tsvector + pg_trgm) lives only here
 * (decision 005).
 */

export type ListingSort = 'relevance' | 'name' | 'price' | 'newest' | 'best_selling';

export interface ListingFilter {
  /** category id and which column it lives in (level 1 → root_category_id, else category_id) */
  category?: { id: number; level: number };
  /** plain search terms (already cut by searchTerms); empty array matches nothing */
  terms?: readonly string[];
  brands?: readonly string[];
  sellers?: readonly string[];
  /** one seller the whole answer (facets included) is limited to: seller pages */
  sellerScope?: string;
  /** inactive sellers, whose products are hidden (the caller knows them; usually none) */
  excludeSellers?: readonly string[];
  /** effective (final) price bounds in centavos, inclusive */
  priceMin?: number | null;
  priceMax?: number | null;
  /** only products with an open campaign, a special price or a promo tag */
  hotOffers?: boolean;
  /** only products in stock at this source (spec §4 stock as `stockAt` reads it; no source: every product) */
  inStockAt?: { source: string | null };
  /** only products carrying this promo tag (a promotion page's) */
  promoTag?: string;
  /** product ids to keep (e.g. sku lookups) */
  ids?: readonly number[];
  skus?: readonly string[];
  excludeId?: number;
  /** only product_type 'simple' (no membership items) */
  simpleOnly?: boolean;
}

/** A filter whose terms have been planned (word forms, meanings, categories, typos). */
type PlannedFilter = ListingFilter & { plan?: SearchPlan };

export interface ListingPage {
  sort: ListingSort;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface ListingFacets {
  categories: { id: number; name: string; url_path: string; count: number }[];
  brands: { value: string; count: number }[];
  sellers: { id: string; shop_name: string; count: number }[];
  price: { min: number | null; max: number | null };
}

/** How many matches of a prefix are considered for suggestions (see suggestProducts). */
export const SUGGEST_CANDIDATES = 2000;

export function createListingRepository(database: Database) {
  const db: Kysely<DB> = database.db;
  const engine: DatabaseEngine = database.engine;

  /** The price a shopper pays (spec §4): an open campaign's, else a lower special price, else the regular price. */
  const effectivePrice = sql`coalesce(c.price, case when p.special_price is not null and p.special_price < p.price then p.special_price else p.price end)`;

  const campaignJoin = openCampaignJoin;

  /**
   * `stockAt(product, source, now) > 0` in SQL (domain catalog-pricing availableStock): a membership card is never
   * out of stock, an open campaign sells its own stock, anything else the stock row at the source. Needs the
   * campaign join (c) and stockJoin (st).
   */
  const inStockCondition = sql`(p.product_type = ${MEMBERSHIP_PRODUCT_TYPE} or case when c.id is not null then c.stock > 0 else coalesce(st.qty, 0) > 0 end)`;
  /** The stock row at the source, joined only for an in-stock filter (alias st). */
  const stockJoin = (filter: ListingFilter) =>
    filter.inStockAt && filter.inStockAt.source !== null
      ? sql`left join product_stock st on st.product_id = p.id and st.source_code = ${filter.inStockAt.source}`
      : sql``;
  /** Cards and the product page are read through the one product-at-store read model. */
  const products = productAtStoreReader(db, engine);

  const search = searchDialect(engine);
  const planner = createSearchPlanner(db, search);
  /** Plans the filter's terms once for the statements that follow. */
  const planned = async (filter: ListingFilter): Promise<PlannedFilter> =>
    filter.terms && filter.terms.length > 0 ? { ...filter, plan: await planner.planFor(filter.terms) } : filter;
  const categoryQuery = () => db.selectFrom('categories').select(['id', 'parent_id', 'name', 'url_path', 'level']);
  const promotionPageQuery = () =>
    db
      .selectFrom('promotion_pages')
      .select(['slug', 'title', 'intro', 'meta_description', 'promo_tag', 'category_id', 'updated_at'])
      .where('status', '=', 1);
  /** Joins the search hits as alias f (with f.rank, lower is better) when terms are given. */
  const searchJoin = (plan: SearchPlan | undefined) => (plan ? search.rankedJoin(plan) : sql``);

  /** Ranked search join only when the order is relevance; otherwise a condition in whereOf. */
  const rankedSearch = (filter: PlannedFilter, sort?: ListingSort) => filter.plan !== undefined && sort === 'relevance';

  function whereOf(filter: PlannedFilter, ranked = false): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = [sql`p.status = 1`];
    if (filter.plan && !ranked) parts.push(search.condition(filter.plan));
    if (filter.excludeSellers && filter.excludeSellers.length > 0) {
      parts.push(sql`p.seller_id not in (${sql.join(filter.excludeSellers)})`);
    }
    if (filter.category) {
      parts.push(
        filter.category.level === 1
          ? sql`p.root_category_id = ${filter.category.id}`
          : sql`p.category_id = ${filter.category.id}`,
      );
    }
    if (filter.brands && filter.brands.length > 0) parts.push(sql`p.brand in (${sql.join(filter.brands)})`);
    if (filter.sellers && filter.sellers.length > 0) parts.push(sql`p.seller_id in (${sql.join(filter.sellers)})`);
    if (filter.sellerScope !== undefined) parts.push(sql`p.seller_id = ${filter.sellerScope}`);
    if (filter.ids) parts.push(filter.ids.length > 0 ? sql`p.id in (${sql.join(filter.ids)})` : sql`1 = 0`);
    if (filter.skus) parts.push(filter.skus.length > 0 ? sql`p.sku in (${sql.join(filter.skus)})` : sql`1 = 0`);
    if (filter.excludeId !== undefined) parts.push(sql`p.id <> ${filter.excludeId}`);
    if (filter.simpleOnly) parts.push(sql`p.product_type = 'simple'`);
    if ((filter.priceMin ?? null) !== null) parts.push(sql`${effectivePrice} >= ${filter.priceMin}`);
    if ((filter.priceMax ?? null) !== null) parts.push(sql`${effectivePrice} <= ${filter.priceMax}`);
    if (filter.promoTag !== undefined) parts.push(sql`p.promo_tag = ${filter.promoTag}`);
    if (filter.inStockAt && filter.inStockAt.source !== null) parts.push(inStockCondition);
    if (filter.hotOffers) {
      parts.push(
        sql`(c.id is not null or (p.special_price is not null and p.special_price < p.price) or p.promo_tag is not null)`,
      );
    }
    return sql.join(parts, sql` and `);
  }

  function orderOf(page: Pick<ListingPage, 'sort' | 'dir'>, hasSearch: boolean): RawBuilder<unknown> {
    const dir = sql.raw(page.dir === 'asc' ? 'asc' : 'desc');
    switch (page.sort) {
      case 'relevance':
        return hasSearch ? sql`f.rank asc, p.sold_90d desc, p.id asc` : sql`p.sold_90d desc, p.id asc`;
      case 'name':
        return sql`p.name ${dir}, p.id asc`;
      case 'price':
        return sql`${effectivePrice} ${dir}, p.id asc`;
      case 'newest':
        return sql`p.created_at ${dir}, p.id ${dir}`;
      case 'best_selling':
        // same direction on the tie-breaker: the (category_id, sold_90d) index then yields rows already in order
        return sql`p.sold_90d ${dir}, p.id ${dir}`;
    }
  }

  /** Search with no usable terms matches nothing. */
  const matchesNothing = (filter: ListingFilter) => filter.terms !== undefined && filter.terms.length === 0;

  const needsCampaign = (filter: ListingFilter, sort?: ListingSort) =>
    filter.hotOffers === true ||
    (filter.inStockAt !== undefined && filter.inStockAt.source !== null) ||
    (filter.priceMin ?? null) !== null ||
    (filter.priceMax ?? null) !== null ||
    sort === 'price';

  /**
   * Phase one of a page: only ids, in order, with the total from a window count — no card columns, so a sort
   * over a whole category touches index entries, not 24 joined rows per candidate.
   */
  async function pageIds(
    filter: PlannedFilter,
    page: ListingPage,
    now: string,
    withTotal: boolean,
  ): Promise<{ ids: number[]; total: number | null }> {
    if (matchesNothing(filter)) return { ids: [], total: 0 };
    const result = await sql<{
      id: number;
      total?: number;
    }>`select p.id ${withTotal ? sql`, count(*) over () as total` : sql``}
      from products p ${rankedSearch(filter, page.sort) ? searchJoin(filter.plan) : sql``}
      ${needsCampaign(filter, page.sort) ? campaignJoin(now) : sql``} ${stockJoin(filter)}
      where ${whereOf(filter, rankedSearch(filter, page.sort))}
      order by ${orderOf(page, rankedSearch(filter, page.sort))}
      limit ${page.limit} offset ${page.offset}`.execute(db);
    const first = result.rows[0];
    return { ids: result.rows.map((r) => r.id), total: first ? Number(first.total ?? 0) : null };
  }

  /** Phase two: the cards of the given ids (stock at the source and open campaign joined), in the given order. */
  async function cardsFor(ids: readonly number[], source: string | null, now: string): Promise<ProductAtStore[]> {
    return products.cards(ids, source, new Date(now));
  }

  async function listCards(
    filter: ListingFilter,
    page: ListingPage,
    source: string | null,
    now: string,
  ): Promise<ProductAtStore[]> {
    const { ids } = await pageIds(await planned(filter), page, now, false);
    return cardsFor(ids, source, now);
  }

  async function countCards(filter: PlannedFilter, now: string): Promise<number> {
    if (matchesNothing(filter)) return 0;
    const result = await sql<{ n: number }>`select count(*) as n from products p
      ${needsCampaign(filter) ? campaignJoin(now) : sql``} ${stockJoin(filter)}
      where ${whereOf(filter)}`.execute(db);
    return Number(result.rows[0]?.n ?? 0);
  }

  /**
   * One page of cards and the total count: three small queries (ids, count, cards). A search that finds
   * nothing is counted for merchandisers by its normalised words (search_misses).
   */
  async function listPage(
    filter: ListingFilter,
    page: ListingPage,
    source: string | null,
    now: string,
  ): Promise<{ rows: ProductAtStore[]; total: number }> {
    const withPlan = await planned(filter);
    // A separate index-only count is far cheaper than count(*) over () beside an ORDER BY … LIMIT.
    const [{ ids }, total] = await Promise.all([pageIds(withPlan, page, now, false), countCards(withPlan, now)]);
    if (total === 0 && page.offset === 0 && filter.terms && filter.terms.length > 0) {
      await planner.recordMiss(filter.terms.join(' '), new Date(now));
    }
    return { rows: await cardsFor(ids, source, now), total };
  }

  return {
    engine,
    listCards,
    countCards: async (filter: ListingFilter, now: string) => countCards(await planned(filter), now),
    listPage,
    cardsFor,

    /** Facet counts over the matching products (brand, seller and price filters are not applied to facets). */
    async facets(filter: ListingFilter, now: string): Promise<ListingFacets> {
      const empty: ListingFacets = { categories: [], brands: [], sellers: [], price: { min: null, max: null } };
      if (matchesNothing(filter)) return empty;
      const base: PlannedFilter = {
        category: filter.category,
        terms: filter.terms,
        plan: (await planned(filter)).plan,
        hotOffers: filter.hotOffers,
        inStockAt: filter.inStockAt,
        promoTag: filter.promoTag,
        ids: filter.ids,
        sellerScope: filter.sellerScope,
        excludeSellers: filter.excludeSellers,
      };
      const matching = sql`select p.id, p.category_id, p.brand, p.seller_id, ${effectivePrice} as final_price
        from products p ${campaignJoin(now)} ${stockJoin(base)}
        where ${whereOf(base)}`;
      const [categories, brands, sellers, price] = await Promise.all([
        sql<ListingFacets['categories'][number]>`with m as (${matching})
          select cat.id, cat.name, cat.url_path, count(*) as count from m join categories cat on cat.id = m.category_id
          group by cat.id, cat.name, cat.url_path order by count desc, cat.name asc limit 100`.execute(db),
        sql<ListingFacets['brands'][number]>`with m as (${matching})
          select m.brand as value, count(*) as count from m group by m.brand order by count desc, m.brand asc limit 100`.execute(
          db,
        ),
        sql<ListingFacets['sellers'][number]>`with m as (${matching})
          select sl.id, sl.shop_name, count(*) as count from m join sellers sl on sl.id = m.seller_id
          group by sl.id, sl.shop_name order by count desc, sl.shop_name asc`.execute(db),
        sql<{ min: number | null; max: number | null }>`with m as (${matching})
          select min(m.final_price) as min, max(m.final_price) as max from m`.execute(db),
      ]);
      const num = <T extends { count: number }>(rows: T[]): T[] => rows.map((r) => ({ ...r, count: Number(r.count) }));
      return {
        categories: num(categories.rows),
        brands: num(brands.rows),
        sellers: num(sellers.rows),
        price: price.rows[0] ?? { min: null, max: null },
      };
    },

    /**
     * Suggestions as you type, from names and brands. Ranking every match by bm25 costs the whole match list
     * (a brand such as "sulit" matches tens of thousands of products), so suggestions take the first
     * SUGGEST_CANDIDATES matches (in id order) and order them by "the name starts with the first term", then by
     * units sold. Exact whenever fewer products match; a fair sample of a very common prefix otherwise.
     */
    async suggestProducts(terms: readonly string[], limit: number, now: string): Promise<ProductAtStore[]> {
      if (terms.length === 0) return [];
      const startsWith = `${terms[0]}%`;
      const candidates = search.nameOrBrandMatches(await planner.planFor(terms), SUGGEST_CANDIDATES);
      const result = await sql<{ id: number }>`select p.id from products p
        join (select c.id, min(c.tier) as tier from (${candidates}) c group by c.id) m on m.id = p.id
        where p.status = 1
        order by m.tier, case when lower(p.name) like ${startsWith} then 0 else 1 end, p.sold_90d desc, p.id desc
        limit ${limit}`.execute(db);
      const rows = await cardsFor(
        result.rows.map((r) => r.id),
        null,
        now,
      );
      return rows.slice(0, limit);
    },

    /**
     * Active categories whose name has a word starting with every term, or that the query names through its
     * meanings ("gatas" → Milk). Categories are few (≈100).
     */
    async suggestCategories(terms: readonly string[], limit: number): Promise<CategoryRef[]> {
      if (terms.length === 0) return [];
      const conditions = terms.map(
        (t) => sql`(lower(name) like ${`${t}%`} or lower(name) like ${`% ${t}%`} or url_path like ${`%${t}%`})`,
      );
      const named = (await planner.planFor(terms)).categories.map((c) => c.id);
      const byMeaning = named.length > 0 ? sql` or id in (${sql.join(named)})` : sql``;
      const result = await sql<CategoryRef>`select id, parent_id, name, url_path, level from categories
        where is_active = 1 and ((${sql.join(conditions, sql` and `)})${byMeaning})
        order by level asc, position asc, id asc limit ${limit}`.execute(db);
      return result.rows;
    },

    /**
     * Known words near the given misspelt term, with how common they are: the FTS5 vocabulary on SQLite, words of
     * trigram-similar product names on PostgreSQL (pg_trgm).
     */
    async spellingCandidates(term: string): Promise<{ word: string; count: number }[]> {
      return search.spellingCandidates(db, term);
    },

    /** Products whose name is trigram-similar to the text (typo tolerance); [] on SQLite. */
    async similarNameIds(text: string, limit: number): Promise<number[]> {
      return search.similarNameIds(db, text, limit);
    },

    async productCard(id: number, source: string | null, now: string): Promise<ProductAtStoreDetail | undefined> {
      return products.one(id, source, new Date(now));
    },

    async productIdBySku(sku: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('products')
        .select('id')
        .where('sku', '=', sku)
        .where('status', '=', 1)
        .executeTakeFirst();
      return row?.id;
    },

    async inactiveSellerIds(): Promise<string[]> {
      const rows = await db.selectFrom('sellers').select('id').where('is_active', '<>', 1).execute();
      return rows.map((r) => r.id);
    },

    /** Every active category (≈100 rows): small enough to hold in memory for breadcrumbs and lookups. */
    async allCategories(): Promise<CategoryRef[]> {
      return categoryQuery().where('is_active', '=', 1).orderBy('id').execute();
    },

    async categoryById(id: number): Promise<CategoryRef | undefined> {
      return categoryQuery().where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
    },

    async categoryByPath(urlPath: string): Promise<CategoryRef | undefined> {
      return categoryQuery().where('url_path', '=', urlPath).where('is_active', '=', 1).executeTakeFirst();
    },

    /** The category and its ancestors, root first. */
    async categoryChain(id: number): Promise<CategoryRef[]> {
      const chain: CategoryRef[] = [];
      let next: number | null = id;
      for (let depth = 0; next !== null && depth < 6; depth++) {
        const row: CategoryRef | undefined = await categoryQuery().where('id', '=', next).executeTakeFirst();
        if (!row) break;
        chain.unshift(row);
        next = row.parent_id;
      }
      return chain;
    },

    /** Products sharing an active promotion (buy-x-get-y or bundle) with the given product. */
    async promotionPartnerIds(productId: number, now: string, limit: number): Promise<number[]> {
      const result = await sql<{ id: number }>`select distinct pp2.product_id as id
        from promotion_products pp join promotions pr on pr.id = pp.promotion_id
        join promotion_products pp2 on pp2.promotion_id = pp.promotion_id and pp2.product_id <> pp.product_id
        where pp.product_id = ${productId} and pr.is_active = 1
          and (pr.start_time is null or pr.start_time <= ${now}) and (pr.end_time is null or pr.end_time > ${now})
        order by pp2.product_id limit ${limit}`.execute(db);
      return result.rows.map((r) => r.id);
    },

    /** A published promotion page by its slug (status 1), or undefined. */
    async promotionPage(slug: string): Promise<PublishedPromotionPage | undefined> {
      return promotionPageQuery().where('slug', '=', slug).executeTakeFirst();
    },

    /** Every published promotion page, in their editor's order. */
    async promotionPages(): Promise<PublishedPromotionPage[]> {
      return promotionPageQuery().orderBy('sort_order').orderBy('slug').execute();
    },

    async sellers(options: { excludeId?: string; id?: string } = {}): Promise<ShopSeller[]> {
      let query = db
        .selectFrom('sellers as s')
        .leftJoin('products as p', (join) => join.onRef('p.seller_id', '=', 's.id').on('p.status', '=', 1))
        .select(['s.id', 's.shop_name', 's.description', 's.logo_url', 's.banner_url'])
        .select((eb) => eb.fn.count<number>('p.id').as('product_count'))
        .where('s.is_active', '=', 1)
        .groupBy(['s.id', 's.shop_name', 's.description', 's.logo_url', 's.banner_url'])
        .orderBy('s.shop_name');
      if (options.excludeId) query = query.where('s.id', '<>', options.excludeId);
      if (options.id) query = query.where('s.id', '=', options.id);
      const rows = await query.execute();
      return rows.map((r) => ({ ...r, product_count: Number(r.product_count) }));
    },
  };
}

export type ListingRepository = ReturnType<typeof createListingRepository>;

import {
  type CampaignColumns,
  campaignOf,
  MEMBERSHIP_ITEM_STOCK,
  MEMBERSHIP_PRODUCT_TYPE,
  type MembershipCardAtStore,
  type ProductAtStore,
  type ProductAtStoreDetail,
  type ProductCampaign,
  type SkuAtStore,
} from '@sulit/domain';
import { CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';

/**
 * The one read of "this product at this store, now" (issue 8 item 1): the product, its seller and root
 * category, the raw stock row at the shopper's source and the campaign open at `now` (latest start wins, then
 * the highest id), mapped to the domain's ProductAtStore next to the SQL. The catalogue (cards, product page)
 * and the cart (sync, pricing, validate-cart) read products only through here, so they cannot disagree on price
 * or stock. A reader is bound to one connection or transaction (`productAtStoreReader(trx, engine)`), so the
 * cart reads inside its locked transaction.
 */
export interface ProductAtStoreReader {
  /** Enabled products (status 1, active seller) by id, in the given order; unknown or disabled ids are skipped. */
  cards(ids: readonly number[], source: string | null, now: Date): Promise<ProductAtStore[]>;
  /** One enabled product with its description (the product page). */
  one(id: number, source: string | null, now: Date): Promise<ProductAtStoreDetail | undefined>;
  /**
   * Products by sku or id, disabled ones included (`enabled` false, so a caller can tell gone from unknown), and
   * membership cards (membership_products) for skus no catalogue product has.
   */
  bySkusOrIds(
    key: { skus?: readonly string[]; ids?: readonly number[] },
    source: string | null,
    now: Date,
  ): Promise<SkuAtStore[]>;
}

/**
 * The enabled products of lines kept by product id (list items, subscriptions, past purchases), by id: a line
 * whose product is gone or disabled finds none.
 */
export async function cardsOfLines(
  reader: ProductAtStoreReader,
  lines: readonly { product_id: number }[],
  source: string | null,
  now: Date,
): Promise<Map<number, ProductAtStore>> {
  const cards = await reader.cards(
    lines.map((line) => line.product_id),
    source,
    now,
  );
  return new Map(cards.map((card) => [card.id, card]));
}

/** The row as read: the domain's fields, with SQL's 0/1 flags and the campaign as four columns. */
type ProductAtStoreRow = Omit<
  ProductAtStore,
  'kind' | 'is_membership' | 'enabled' | 'is_bulky' | 'is_gas' | 'allow_pickup' | 'campaign'
> & {
  status: number;
  seller_active: number;
  is_bulky: number;
  is_gas: number;
  allow_pickup: number;
} & CampaignColumns;

/** The open campaign's columns (alias c, see `openCampaignJoin`), named as `campaignOf` reads them. */
export const campaignColumns = sql`c.id as campaign_id, c.start_time as campaign_start, c.end_time as campaign_end, c.price as campaign_price,
  c.stock as campaign_stock`;

/** A read row with its campaign columns folded into the campaign they describe (null without one). */
export function withCampaign<R extends CampaignColumns>({
  campaign_id,
  campaign_start,
  campaign_end,
  campaign_price,
  campaign_stock,
  ...row
}: R): Omit<R, keyof CampaignColumns> & { campaign: ProductCampaign | null } {
  return {
    ...row,
    campaign: campaignOf({ campaign_id, campaign_start, campaign_end, campaign_price, campaign_stock }),
  };
}

const columns = sql`p.id, p.sku, p.name, p.url_key, p.brand, p.size, p.price, p.special_price, p.product_type,
  p.status, s.is_active as seller_active, p.is_bulky, p.is_gas, p.allow_pickup, p.promo_tag, p.seller_id,
  s.shop_name, s.logo_url as seller_logo_url, p.category_id, p.root_category_id, root.url_path as root_category_slug,
  root.name as root_category_name, st.qty as source_qty, ${campaignColumns}, m.final_price as membership_final_price`;

/** The open campaign at `now` joined as alias c: latest start wins, then the highest id (the one tie-break). */
export const openCampaignJoin = (now: unknown) =>
  sql`left join product_campaigns c on c.id = (select c2.id from product_campaigns c2
    where c2.product_id = p.id and c2.start_time <= ${now} and c2.end_time > ${now}
    order by c2.start_time desc, c2.id desc limit 1)`;

const joins = (source: unknown, now: unknown) =>
  sql`join sellers s on s.id = p.seller_id
    join categories root on root.id = p.root_category_id
    left join product_stock st on st.product_id = p.id and st.source_code = ${source}
    left join membership_products m on m.sku = p.sku
    ${openCampaignJoin(now)}`;

/** The condition under which the catalogue shows a product. */
const sellable = sql`p.status = 1 and s.is_active = 1`;

export function toProductAtStore(row: ProductAtStoreRow): ProductAtStore {
  return {
    kind: 'product',
    is_membership: row.product_type === MEMBERSHIP_PRODUCT_TYPE,
    id: row.id,
    sku: row.sku,
    name: row.name,
    url_key: row.url_key,
    brand: row.brand,
    size: row.size,
    product_type: row.product_type,
    enabled: row.status === 1 && row.seller_active === 1,
    price: row.price,
    special_price: row.special_price ?? null,
    promo_tag: row.promo_tag ?? null,
    is_bulky: row.is_bulky === 1,
    is_gas: row.is_gas === 1,
    allow_pickup: row.allow_pickup === 1,
    seller_id: row.seller_id,
    shop_name: row.shop_name,
    seller_logo_url: row.seller_logo_url,
    category_id: row.category_id,
    root_category_id: row.root_category_id,
    root_category_slug: row.root_category_slug,
    root_category_name: row.root_category_name,
    source_qty: row.source_qty ?? null,
    campaign: campaignOf({
      campaign_id: row.campaign_id ?? null,
      campaign_start: row.campaign_start ?? null,
      campaign_end: row.campaign_end ?? null,
      campaign_price: row.campaign_price ?? null,
      campaign_stock: row.campaign_stock ?? null,
    }),
    membership_final_price: row.membership_final_price ?? null,
  };
}

/**
 * The two hottest reads (a page's cards, one product) are compiled once per engine and shape, then run with new
 * parameters: building a template costs more than the indexed read itself. The parameter order is checked when
 * the text is built, so a change to the fragments above cannot silently shift it.
 */
const compiledTexts = new Map<string, string>();
function compiledOnce(
  db: Kysely<DB>,
  key: string,
  build: () => RawBuilder<unknown>,
  expected: readonly unknown[],
): string {
  let text = compiledTexts.get(key);
  if (text === undefined) {
    const compiled = build().compile(db);
    if (JSON.stringify(compiled.parameters) !== JSON.stringify(expected)) {
      throw new Error(`compiled parameters of ${key} are out of order`);
    }
    text = compiled.sql;
    compiledTexts.set(key, text);
  }
  return text;
}

export function productAtStoreReader(db: Kysely<DB>, engine: DatabaseEngine): ProductAtStoreReader {
  const cardsText = (count: number) => {
    const ids = Array.from({ length: count }, (_, i) => -(i + 1));
    return compiledOnce(
      db,
      `${engine}:cards:${count}`,
      () => sql`select ${columns} from products p ${joins('?source', '?now')}
        where p.id in (${sql.join(ids)}) and ${sellable}`,
      ['?source', '?now', '?now', ...ids],
    );
  };
  const oneText = () =>
    compiledOnce(
      db,
      `${engine}:one`,
      () => sql`select ${columns}, p.description from products p ${joins('?source', '?now')}
        where p.id = ${-1} and ${sellable}`,
      ['?source', '?now', '?now', -1],
    );

  return {
    async cards(ids, source, now) {
      if (ids.length === 0) return [];
      const nowIso = now.toISOString();
      const result = await db.executeQuery<ProductAtStoreRow>(
        CompiledQuery.raw(cardsText(ids.length), [source ?? '', nowIso, nowIso, ...ids]),
      );
      const byId = new Map(result.rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toProductAtStore(row)] : [];
      });
    },

    async one(id, source, now) {
      const nowIso = now.toISOString();
      const result = await db.executeQuery<ProductAtStoreRow & { description: string }>(
        CompiledQuery.raw(oneText(), [source ?? '', nowIso, nowIso, id]),
      );
      const row = result.rows[0];
      return row ? { ...toProductAtStore(row), description: row.description } : undefined;
    },

    async bySkusOrIds(key, source, now) {
      const skus = key.skus ?? [];
      const ids = key.ids ?? [];
      if (skus.length === 0 && ids.length === 0) return [];
      const nowIso = now.toISOString();
      const match = [
        ...(skus.length > 0 ? [sql`p.sku in (${sql.join(skus)})`] : []),
        ...(ids.length > 0 ? [sql`p.id in (${sql.join(ids)})`] : []),
      ];
      const result = await sql<ProductAtStoreRow>`select ${columns} from products p ${joins(source ?? '', nowIso)}
        where ${sql.join(match, sql` or `)}`.execute(db);
      const products: SkuAtStore[] = result.rows.map(toProductAtStore);
      const found = new Set(result.rows.map((r) => r.sku));
      const cardSkus = skus.filter((sku) => !found.has(sku));
      if (cardSkus.length === 0) return products;
      const cards = await db
        .selectFrom('membership_products')
        .select(['sku', 'name', 'package', 'type', 'price', 'final_price'])
        .where('sku', 'in', cardSkus)
        .execute();
      return [
        ...products,
        ...cards.map((c): MembershipCardAtStore => ({
          kind: 'membership',
          is_membership: true,
          sku: c.sku,
          name: c.name,
          package: c.package,
          type: c.type,
          price: c.price,
          final_price: c.final_price,
          stock: MEMBERSHIP_ITEM_STOCK,
        })),
      ];
    },
  };
}

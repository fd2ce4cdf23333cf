import type { MenuItem, ProductCard, ProductDetail } from '@sulit/contracts/catalog';
import type { CatalogRepository } from '@sulit/db';
import { availableStock, discountPercent, finalPrice, productPath } from '@sulit/domain';
import type { CampaignRow, ProductListingRow } from '@sulit/db/repositories/catalog-repository';

export interface CatalogServiceDeps {
  catalog: CatalogRepository;
  clock: () => Date;
}

export function productImageUrl(id: number): string {
  return `/media/product/${id}.svg`;
}

export function createCatalogService({ catalog, clock }: CatalogServiceDeps) {
  /** Applies the spec §4 price and stock rules for the shopper's source to listing rows. */
  async function toCards(
    rows: ProductListingRow[],
    sourceCode: string | null,
  ): Promise<{ card: ProductCard; campaign: CampaignRow | undefined }[]> {
    const now = clock();
    const ids = rows.map((r) => r.id);
    const [stock, campaigns] = await Promise.all([
      sourceCode ? catalog.stockAt(ids, sourceCode) : Promise.resolve(new Map<number, number>()),
      catalog.activeCampaigns(ids, now.toISOString()),
    ]);
    return rows.map((row) => {
      const campaign = campaigns.get(row.id);
      const final = finalPrice(row, campaign, now);
      const card: ProductCard = {
        id: row.id,
        sku: row.sku,
        name: row.name,
        brand: row.brand,
        size: row.size,
        url: productPath(row.root_category_slug, row.url_key, row.sku, row.id),
        image_url: productImageUrl(row.id),
        price: row.price,
        final_price: final,
        discount_percent: discountPercent(row.price, final),
        stock_qty: availableStock(
          { product_type: row.product_type, sourceQty: stock.get(row.id), sourceCode, campaign },
          now,
        ),
        is_bulky: row.is_bulky === 1,
        promo_tag: row.promo_tag,
        seller_id: row.seller_id,
        shop_name: row.shop_name,
        root_category_name: row.root_category_name,
      };
      return { card, campaign };
    });
  }

  return {
    async menu(): Promise<MenuItem[]> {
      const rows = await catalog.menuCategories();
      const roots = rows.filter((r) => r.level === 1);
      return roots.map((root) => ({
        id: root.id,
        name: root.name,
        url_path: root.url_path,
        color: root.color,
        children: rows
          .filter((c) => c.parent_id === root.id)
          .map((c) => ({ id: c.id, name: c.name, url_path: c.url_path, color: c.color })),
      }));
    },

    async topSelling(limit: number, sourceCode: string | null, skus?: string[]): Promise<ProductCard[]> {
      const priced = await toCards(await catalog.topSelling(limit, skus), sourceCode);
      return priced.map((p) => p.card);
    },

    async product(id: number, sourceCode: string | null): Promise<ProductDetail | undefined> {
      const row = await catalog.productById(id);
      if (!row) return undefined;
      const [priced] = await toCards([row], sourceCode);
      const { card, campaign } = priced!;
      return {
        ...card,
        description: row.description,
        category_id: row.category_id,
        root_category_id: row.root_category_id,
        product_type: row.product_type,
        is_gas: row.is_gas === 1,
        allow_pickup: row.allow_pickup === 1,
        campaign: campaign
          ? {
              start_time: campaign.start_time,
              end_time: campaign.end_time,
              price: campaign.price,
              stock: campaign.stock,
            }
          : null,
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

import type { OpsRouteId } from '@sulit/domain';
import { sql } from 'kysely';
import type { TestServer } from '../../test-app';

type Sample = { url: string; payload?: unknown };
type MerchRouteId = Extract<OpsRouteId, `${'campaigns' | 'vouchers' | 'banners' | 'home-page'}.${string}`>;

const DAY = 86_400_000;

/**
 * The console's campaign, voucher, banner and home-page calls as the route × role matrix samples them (decision 036):
 * each allowed call is valid (a fresh window, a fresh code, a fresh fixture to change), a denied one reuses anything.
 */
export function merchSamples(
  server: TestServer,
  clock: { now: Date },
): Record<MerchRouteId, (allowed: boolean) => Promise<Sample>> {
  let seq = 0;
  const db = () => server.database.db;
  const day = (n: number) => new Date(clock.now.getTime() + n * DAY).toISOString();

  /** A product without campaigns (the samples' windows never meet another product's). */
  async function product() {
    return db()
      .selectFrom('products as p')
      .select(['p.id', 'p.sku', 'p.price'])
      .where('p.price', '>=', 10_000)
      .where(sql<boolean>`not exists (select 1 from product_campaigns c where c.product_id = p.id)`)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
  }

  async function campaignFixture(): Promise<number> {
    const p = await product();
    const n = 500 + seq++ * 3;
    const row = await db()
      .insertInto('product_campaigns')
      .values({ product_id: p.id, start_time: day(n), end_time: day(n + 1), price: p.price - 100, stock: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function voucherFixture(): Promise<number> {
    const row = await db()
      .insertInto('vouchers')
      .values({
        code: `MATRIXOFF${seq++}`,
        discount_type: 'fixed',
        discount_value: 5_000,
        max_discount: null,
        min_spend: 0,
        starts_at: null,
        ends_at: null,
        is_active: 1,
        usage_limit: null,
        usage_limit_per_customer: null,
        times_used: 0,
        seller_id: null,
        created_at: clock.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const anyBanner = async () =>
    (await db().selectFrom('banners').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const homeJson = async () =>
    (await db().selectFrom('json_pages').select('content').where('slug', '=', 'new-home').executeTakeFirstOrThrow())
      .content;

  return {
    'campaigns.list': async () => ({ url: '/api/ops/campaigns' }),
    'campaigns.create': async () => {
      const p = await product();
      const n = 10 + seq++ * 3;
      return {
        url: '/api/ops/campaigns',
        payload: { sku: p.sku, start_time: day(n), end_time: day(n + 1), price: p.price - 100, stock: 10 },
      };
    },
    'campaigns.update': async (allowed) => ({
      url: `/api/ops/campaigns/${allowed ? await campaignFixture() : 1}`,
      payload: { stock: 7 },
    }),
    'campaigns.end': async (allowed) => ({ url: `/api/ops/campaigns/${allowed ? await campaignFixture() : 1}/end` }),
    'vouchers.list': async () => ({ url: '/api/ops/vouchers' }),
    'vouchers.create': async () => ({
      url: '/api/ops/vouchers',
      payload: { code: `MATRIX${seq++}`, discount_type: 'percent', discount_value: 5 },
    }),
    'vouchers.disable': async (allowed) => ({
      url: `/api/ops/vouchers/${allowed ? await voucherFixture() : 1}/disable`,
    }),
    'banners.list': async () => ({ url: '/api/ops/banners' }),
    'banners.create': async () => ({
      url: '/api/ops/banners',
      payload: { position: 'matrix', title: 'Matrix banner', link: '/special/hot-offers.html', enabled: false },
    }),
    'banners.update': async () => ({ url: `/api/ops/banners/${await anyBanner()}`, payload: { sort_order: seq++ } }),
    'home-page.read': async () => ({ url: '/api/ops/home-page' }),
    'home-page.preview': async () => ({ url: '/api/ops/home-page/preview', payload: { json: await homeJson() } }),
    'home-page.publish': async () => ({ url: '/api/ops/home-page', payload: { json: await homeJson() } }),
  };
}

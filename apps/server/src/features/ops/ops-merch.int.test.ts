import { MERCH_MESSAGES } from '@sulit/domain';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app';
import { HOME_PAGE_MESSAGES } from './console-home-page';
import { opsTestKit, SOURCE, type TestStaff } from './ops-test-kit';

const HOUR = 3_600_000;

/**
 * Issue 35 (decision 036): content editors set campaign prices, vouchers, banners and the JSON home page in the
 * console; the storefront prices, applies and shows them from the same rows; bad input changes nothing.
 */
describe.each(testEngines())('the console’s campaigns, vouchers, banners and home page on $engine', ({ open }) => {
  const clock = { now: new Date(TEST_NOW) };
  const server = useTestApp(open, { clock: () => clock.now });
  const kit = opsTestKit(server, clock);
  let editor: TestStaff;
  const at = (hours: number) => new Date(clock.now.getTime() + hours * HOUR).toISOString();
  const audits = async (action: string) =>
    (await server.database.db.selectFrom('ops_audit').select('id').where('action', '=', action).execute()).length;

  beforeAll(async () => {
    editor = await kit.staffWith([{ role: 'content_editor', store: '*' }]);
  }, 60_000);

  it('a campaign price created in the console is the price shoppers see; ending it brings the regular price back', async () => {
    const product = await server.database.db
      .selectFrom('products as p')
      .innerJoin('product_stock as st', (j) => j.onRef('st.product_id', '=', 'p.id').on('st.source_code', '=', SOURCE))
      .select(['p.id', 'p.sku', 'p.price'])
      .where('p.price', '>=', 20_000)
      .where('p.special_price', 'is', null)
      .where('p.status', '=', 1)
      .where(sql<boolean>`not exists (select 1 from product_campaigns c where c.product_id = p.id)`)
      .orderBy('p.id', 'desc')
      .executeTakeFirstOrThrow();
    const body = { sku: product.sku, start_time: at(-1), end_time: at(48), price: product.price - 5_000, stock: 30 };

    const free = await kit.call(editor, 'POST', '/api/ops/campaigns', { ...body, price: product.price });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe(MERCH_MESSAGES.campaignPrice(product.price));
    const created = await kit.call(editor, 'POST', '/api/ops/campaigns', body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ state: 'active', price: product.price - 5_000 });
    const clash = await kit.call(editor, 'POST', '/api/ops/campaigns', {
      ...body,
      start_time: at(47),
      end_time: at(50),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      'This product already has a campaign in that window. End it first or choose another window.',
    );

    const shown = await kit.call(null, 'GET', `/rest/V1/products/${product.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().final_price).toBe(product.price - 5_000);

    const id = created.json().id as number;
    const ended = await kit.call(editor, 'POST', `/api/ops/campaigns/${id}/end`);
    expect(ended.json()).toMatchObject({ state: 'ended', end_time: clock.now.toISOString() });
    const again = await kit.call(editor, 'POST', `/api/ops/campaigns/${id}/end`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This campaign has already ended.');
    expect(await audits('campaigns.create')).toBeGreaterThanOrEqual(1);
    expect(await audits('campaigns.end')).toBeGreaterThanOrEqual(1);
  });

  it('a shopper applies a voucher created in the console; switched off, it no longer applies', async () => {
    const created = await kit.call(editor, 'POST', '/api/ops/vouchers', {
      code: 'console-50',
      discount_type: 'fixed',
      discount_value: 5_000,
      ends_at: at(24),
      usage_limit: 10,
      usage_limit_per_customer: 1,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ code: 'CONSOLE-50', state: 'open', is_active: true });
    const taken = await kit.call(editor, 'POST', '/api/ops/vouchers', {
      code: 'Console-50',
      discount_type: 'percent',
      discount_value: 5,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The voucher code "CONSOLE-50" is already in use.');

    const shopper = await kit.readyMember(3);
    const applied = await kit.call(shopper, 'PUT', `/api/cart/carts/${shopper.cartId}/coupons/console-50`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, coupon_code: 'CONSOLE-50' });

    const off = await kit.call(editor, 'POST', `/api/ops/vouchers/${created.json().id}/disable`);
    expect(off.json()).toMatchObject({ state: 'off', is_active: false });
    const later = await kit.readyMember(4);
    const refused = await kit.call(later, 'PUT', `/api/cart/carts/${later.cartId}/coupons/CONSOLE-50`);
    expect(refused.json()).toMatchObject({ applied: false, reason: 'inactive' });
    expect(await audits('vouchers.disable')).toBe(1);
  });

  it('a banner scheduled now shows in its slider; a link away from the store is refused', async () => {
    const away = await kit.call(editor, 'POST', '/api/ops/banners', {
      position: 'home-main',
      title: 'Elsewhere',
      link: '//evil.example/x',
    });
    expect(away.statusCode).toBe(400);
    expect(away.json().message).toBe(MERCH_MESSAGES.bannerLink);
    const created = await kit.call(editor, 'POST', '/api/ops/banners', {
      position: 'home-main',
      title: 'Console sale week',
      link: '/special/hot-offers.html',
      schedule_start: at(-1),
      schedule_end: at(24),
    });
    expect(created.statusCode, created.body).toBe(200);
    const banner = created.json();
    expect(banner).toMatchObject({ showing: true, img_desktop: `/media/banner/${banner.id}-desktop.svg` });
    const slider = await kit.call(null, 'GET', '/rest/V1/sulit/banner-slider/home-main');
    expect(slider.json().items.map((b: { bnTitle: string }) => b.bnTitle)).toContain('Console sale week');
    const art = await kit.call(null, 'GET', `/media/banner/${banner.id}-desktop.svg`);
    expect(art.body).toContain('Console sale week');
    const off = await kit.call(editor, 'PATCH', `/api/ops/banners/${banner.id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, showing: false });
  });

  it('the home page is checked on the server: broken JSON or an unknown section is never saved', async () => {
    const before = await kit.call(editor, 'GET', '/api/ops/home-page');
    expect(before.statusCode).toBe(200);
    const broken = await kit.call(editor, 'POST', '/api/ops/home-page', { json: '{"sections": [' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(HOME_PAGE_MESSAGES.notJson);
    const unknown = await kit.call(editor, 'POST', '/api/ops/home-page', {
      json: JSON.stringify({ sections: [{ type: 'countdown', status: 1 }] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^The home page was not saved: sections\.0/);
    const empty = await kit.call(editor, 'POST', '/api/ops/home-page/preview', { json: '{"sections": []}' });
    expect(empty.statusCode).toBe(400);
    expect((await kit.call(editor, 'GET', '/api/ops/home-page')).json().json).toBe(before.json().json);

    const page = {
      sections: [
        { type: 'store_promises', status: 1 },
        { type: 'category_tiles', title: 'Aisles', status: 0 },
      ],
    };
    const preview = await kit.call(editor, 'POST', '/api/ops/home-page/preview', { json: JSON.stringify(page) });
    expect(preview.json()).toEqual({ sections: [{ type: 'store_promises', title: null }], hidden: 1 });
    const published = await kit.call(editor, 'POST', '/api/ops/home-page', { json: JSON.stringify(page) });
    expect(published.statusCode, published.body).toBe(200);
    const read = await kit.call(null, 'GET', '/rest/V1/sulit/json-page/new-home');
    expect(read.json().content).toEqual({ sections: [{ type: 'store_promises', status: 1 }] });
    await kit.call(editor, 'POST', '/api/ops/home-page', { json: before.json().json });
  });

  it('refuses malformed input with a 400 and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('vouchers')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    for (const payload of [
      { code: 'NUL\u0000CODE', discount_type: 'fixed', discount_value: 100 },
      { code: 'BIG', discount_type: 'fixed', discount_value: 1e20 },
      { code: 'EXTRA', discount_type: 'fixed', discount_value: 100, admin: true },
      { code: 'PCT', discount_type: 'percent', discount_value: 150 },
      { code: 'WHEN', discount_type: 'fixed', discount_value: 100, ends_at: 'tomorrow' },
    ]) {
      const res = await kit.call(editor, 'POST', '/api/ops/vouchers', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await count()).toBe(n);
    const noSku = await kit.call(editor, 'POST', '/api/ops/campaigns', {
      sku: 'NO-SUCH-SKU',
      start_time: at(1),
      end_time: at(2),
      price: 100,
      stock: 1,
    });
    expect(noSku.statusCode).toBe(404);
    expect((await kit.call(editor, 'PATCH', '/api/ops/banners/999999', { title: 'x' })).statusCode).toBe(404);
  });

  it('a content editor cannot reach orders; a picker cannot reach campaigns', async () => {
    expect((await kit.call(editor, 'GET', '/api/ops/orders')).statusCode).toBe(403);
    const picker = await kit.staffWith([{ role: 'picker', store: SOURCE }]);
    expect((await kit.call(picker, 'GET', '/api/ops/campaigns')).statusCode).toBe(403);
    expect(
      (
        await kit.call(picker, 'POST', '/api/ops/vouchers', {
          code: 'PICKER',
          discount_type: 'fixed',
          discount_value: 100,
        })
      ).statusCode,
    ).toBe(403);
  });
});

import { createHelpRepository } from '@sulit/db';
import { mayCall, OPS_ROUTE_IDS, OPS_ROUTES, type OpsRouteId, STAFF_ROLES, type StaffRole } from '@sulit/domain';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app';
import { merchSamples } from './merch-test-kit';
import { codeAt, opsTestKit, type TestStaff } from './ops-test-kit';

type Sample = { url: string; payload?: unknown };

/**
 * Issue 35, "a route × role matrix test asserts 200/403 for every console route": one sample call per route of
 * the domain's policy table, made by a staff member of each role (and by a customer without one). The samples are
 * a Record over the table's ids, so a route added to the table does not compile here until it has one.
 * Every sample is a valid call: a role the table allows gets 200, any other 403 before anything changes.
 */
describe.each(testEngines())('the console route × role matrix on $engine', ({ open }) => {
  const clock = { now: new Date(TEST_NOW) };
  const server = useTestApp(open, { clock: () => clock.now });
  const kit = opsTestKit(server, clock);
  let anyOrder = '';
  let slotId = 0;
  let caseRef = '';
  let caseSeq = 0;
  let faqId = 0;
  let faqSeq = 0;
  const FAQ = { article_type: 'rebates', question: 'How are rebates paid?', answer: ['To your wallet.'] };
  const CASE_FILE_KEY = 'matrixfilekey0000000000';

  /** A new enquiry case as the help centre stores it (with one file under CASE_FILE_KEY for the first). */
  async function newCase(): Promise<string> {
    const reference = `SC-20261121-${String(500_000 + ++caseSeq).padStart(6, '0')}`;
    const file = { file_name: 'a.pdf', media_type: 'application/pdf', byte_size: 4, content: new Uint8Array(4) };
    await createHelpRepository(server.database.db).createCase(
      {
        reference,
        name: 'Matrix Shopper',
        email: 'matrix@example.com',
        phone: '+639171234567',
        order_number: null,
        topic: 'other',
        message: 'Hello',
        customer_id: null,
        created_at: clock.now.toISOString(),
      },
      caseSeq === 1 ? [{ ...file, storage_key: CASE_FILE_KEY }] : [],
      { to: 'matrix@example.com', subject: 'ack', text: 'ack', html: 'ack', link: null },
    );
    return reference;
  }
  const takeCase = (reference: string) =>
    server.database.db
      .updateTable('enquiry_cases')
      .set({ status: 'assigned' })
      .where('reference', '=', reference)
      .execute();
  let anyProduct = 0;
  let stocked = { id: 0, qty: 0 };
  let sellerProduct = { id: 0, seller: '' };

  /** A fixture for an allowed call (a fresh order at the step the move starts from); denied calls reuse any. */
  const SAMPLES: Record<OpsRouteId, (allowed: boolean, staff: TestStaff) => Promise<Sample>> = {
    'sign-in.status': async () => ({ url: '/api/ops/sign-in' }),
    'sign-in.enrol': async () => ({ url: '/api/ops/sign-in/enrol' }),
    'sign-in.verify': async () => ({ url: '/api/ops/sign-in/verify', payload: { code: '000000' } }),
    'sign-out': async () => ({ url: '/api/ops/sign-out' }),
    me: async () => ({ url: '/api/ops/me' }),
    'orders.list': async () => ({ url: '/api/ops/orders?limit=5' }),
    'orders.detail': async () => ({ url: `/api/ops/orders/${anyOrder}` }),
    'orders.accept': async (allowed) => ({
      url: `/api/ops/orders/${allowed ? await kit.placeOrder() : anyOrder}/accept`,
      payload: { to: 'verifying' },
    }),
    'orders.pick': async (allowed) => {
      const number = allowed ? await kit.placeOrder() : anyOrder;
      if (allowed) await kit.advance(number, 'accepted');
      return { url: `/api/ops/orders/${number}/pick`, payload: { to: 'fulfilling' } };
    },
    'orders.dispatch': async (allowed) => {
      const number = allowed ? await kit.placeOrder() : anyOrder;
      if (allowed) await kit.advance(number, 'ready_to_ship');
      return { url: `/api/ops/orders/${number}/dispatch`, payload: { to: 'out_for_delivery' } };
    },
    'orders.cancel': async (allowed) => ({
      url: `/api/ops/orders/${allowed ? await kit.placeOrder() : anyOrder}/cancel`,
    }),
    'picking.list': async () => ({ url: `/api/ops/picking?store=balintawak&date=2026-11-22` }),
    'picking.order': async () => ({ url: `/api/ops/picking/${anyOrder}` }),
    'picking.line': async (allowed) => {
      const number = allowed ? await kit.placeOrder() : anyOrder;
      if (allowed) await kit.advance(number, 'fulfilling');
      const line = await server.database.db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select('l.id')
        .where('o.increment_id', '=', number)
        .executeTakeFirstOrThrow();
      return { url: `/api/ops/picking/${number}/lines/${line.id}`, payload: { outcome: 'refunded' } };
    },
    'picking.weights': async () => ({ url: `/api/ops/picking/${anyOrder}/weights` }),
    'picking.weigh': async (allowed) => {
      const number = allowed ? await kit.placeOrder() : anyOrder;
      if (allowed) await kit.advance(number, 'fulfilling');
      const line = await server.database.db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select('l.id')
        .where('o.increment_id', '=', number)
        .executeTakeFirstOrThrow();
      // as if its product were sold by weight when the order was placed (₱450.00/kg in 250 g steps)
      await server.database.db
        .updateTable('order_lines')
        .set({ price_per_kg: 45_000, weight_step_grams: 250, weight_margin_percent: 10 })
        .where('id', '=', line.id)
        .execute();
      return { url: `/api/ops/picking/${number}/weights/${line.id}`, payload: { kg: '1.08' } };
    },
    'slots.list': async () => ({ url: '/api/ops/slots?store=balintawak' }),
    'slots.update': async () => ({ url: `/api/ops/slots/${slotId}`, payload: { capacity: 40 } }),
    'staff.list': async () => ({ url: '/api/ops/staff' }),
    'staff.grant': async () => {
      const someone = await kit.staffWith([], false);
      return { url: '/api/ops/staff/grants', payload: { email: someone.email, role: 'picker', store: 'otis' } };
    },
    'staff.revoke': async (allowed) => {
      const someone = await kit.staffWith([{ role: 'picker', store: 'cebu' }], false);
      const grants = await server.database.db
        .selectFrom('staff_grants')
        .select('id')
        .where('customer_id', '=', someone.id)
        .execute();
      return { url: `/api/ops/staff/grants/${allowed ? grants[0]!.id : 999_999}` };
    },
    'orders.part-move': async (allowed) => {
      const { number, part } = allowed ? await kit.placeOrderWithSeller() : { number: anyOrder, part: `${anyOrder}-2` };
      return { url: `/api/ops/orders/${number}/parts/${part}`, payload: { to: 'ov_in_progress' } };
    },
    'cases.list': async () => ({ url: '/api/ops/cases?status=new' }),
    'cases.detail': async () => ({ url: `/api/ops/cases/${caseRef}` }),
    'cases.attachment': async () => ({ url: `/api/ops/cases/${caseRef}/attachments/${CASE_FILE_KEY}` }),
    // a fresh case at the step the move starts from
    'cases.assign': async (allowed) => ({ url: `/api/ops/cases/${allowed ? await newCase() : caseRef}/assign` }),
    'cases.reply': async (allowed) => {
      const reference = allowed ? await newCase() : caseRef;
      if (allowed) await takeCase(reference);
      return { url: `/api/ops/cases/${reference}/reply`, payload: { body: 'We are on it.' } };
    },
    'cases.close': async (allowed) => ({ url: `/api/ops/cases/${allowed ? await newCase() : caseRef}/close` }),
    'faqs.list': async () => ({ url: '/api/ops/faqs' }),
    'faqs.create': async () => ({ url: '/api/ops/faqs', payload: { ...FAQ, question: `${FAQ.question} ${++faqSeq}` } }),
    'faqs.update': async () => ({ url: `/api/ops/faqs/${faqId}`, payload: FAQ }),
    'faqs.reorder': async () => {
      const ids = await server.database.db
        .selectFrom('faq_articles')
        .select('id')
        .where('article_type', '=', 'rebates')
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return { url: '/api/ops/faqs/reorder', payload: { article_type: 'rebates', ids: ids.map((r) => r.id) } };
    },
    'discount-ids.list': async () => ({ url: '/api/ops/discount-ids?status=pending' }),
    'discount-ids.photo': async () => ({ url: `/api/ops/discount-ids/${await pendingId()}/photo` }),
    'discount-ids.verify': async (allowed) => ({
      url: `/api/ops/discount-ids/${allowed ? await pendingId() : 999_999}/verify`,
    }),
    'discount-ids.reject': async (allowed) => ({
      url: `/api/ops/discount-ids/${allowed ? await pendingId() : 999_999}/reject`,
      payload: { reason: 'The photo is blurred.' },
    }),
    'special-discount-products.list': async () => ({ url: '/api/ops/special-discount-products?q=rice' }),
    'special-discount-products.mark': async () => ({
      url: `/api/ops/special-discount-products/${anyProduct}`,
      payload: { category: 'Rice and corn' },
    }),
    'stock.search': async () => ({ url: '/api/ops/stock?q=rice' }),
    'stock.update': async (allowed) => {
      const from = stocked.qty;
      if (allowed) stocked = { ...stocked, qty: from + 1 };
      return { url: `/api/ops/stock/${stocked.id}`, payload: { store: 'balintawak', from, qty: from + 1 } };
    },
    'sellers.list': async () => ({ url: '/api/ops/sellers' }),
    'sellers.detail': async () => ({ url: `/api/ops/sellers/${sellerProduct.seller}` }),
    // the pending seller of beforeAll, approved once (only administrators may)
    'sellers.move': async () => ({ url: '/api/ops/sellers/matrix-pending/status', payload: { action: 'approve' } }),
    'sellers.product': async () => ({
      url: `/api/ops/sellers/${sellerProduct.seller}/products/${sellerProduct.id}`,
      payload: { visibility: 'hidden' },
    }),
    ...merchSamples(server, clock),
  };

  /** A shopper's pending senior citizen ID (a fresh one: a decided ID cannot be decided again). */
  async function pendingId(): Promise<number> {
    const someone = await kit.staffWith([], false);
    const row = await server.database.db
      .insertInto('discount_ids')
      .values({
        customer_id: someone.id,
        kind: 'senior_citizen',
        id_number: `SC-${someone.id}`,
        holder_name: 'Lola Basyang',
        status: 'pending',
        reason: null,
        file_name: 'id.png',
        media_type: 'image/png',
        storage_key: `matrix-${someone.id}`,
        content: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
        created_at: clock.now.toISOString(),
        decided_at: null,
        decided_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    caseRef = await newCase();
    faqId = (await server.database.db.selectFrom('faq_articles').select('id').executeTakeFirstOrThrow()).id;
    anyOrder = await kit.placeOrder();
    anyProduct = (await server.database.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
    slotId = (await server.database.db
      .selectFrom('delivery_slots')
      .select('id')
      .where('source_code', '=', 'balintawak')
      .where('slot_date', '=', '2026-11-25')
      .executeTakeFirstOrThrow())!.id;
    const db = server.database.db;
    const stock = await db
      .selectFrom('product_stock')
      .select(['product_id', 'qty'])
      .where('source_code', '=', 'balintawak')
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    stocked = { id: stock.product_id, qty: stock.qty };
    const product = await db
      .selectFrom('products')
      .select(['id', 'seller_id'])
      .where('seller_id', '<>', 'sulit')
      .where('status', '=', 1)
      // the last one: the fixture's orders with a seller's line (placeOrderWithSeller) buy the first, which must stay sold
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    sellerProduct = { id: product.id, seller: product.seller_id };
    await db
      .insertInto('sellers')
      .values({
        ...{ id: 'matrix-pending', shop_name: 'Matrix Pending', description: '', logo_url: '', banner_url: '' },
        ...{ color: '#000000', is_active: 0, status: 'pending', created_at: TEST_NOW.toISOString() },
      })
      .execute();
  }, 60_000);

  /** The sign-in calls first (they open the console), sign-out last (it closes it). */
  const ORDERED: OpsRouteId[] = [
    'sign-in.status',
    'sign-in.enrol',
    'sign-in.verify',
    ...OPS_ROUTE_IDS.filter((id) => !id.startsWith('sign-')),
    'sign-out',
  ];

  it('covers every route of the table, each once', () => {
    expect([...ORDERED].sort()).toEqual([...OPS_ROUTE_IDS].sort());
  });

  it.each(STAFF_ROLES.map((role) => [role]))(
    'a %s gets 200 where the table lists the role and 403 elsewhere',
    async (role: StaffRole) => {
      let staff = await kit.staffWith([{ role, store: '*' }], false);
      const seen: Record<string, number> = {};
      for (const id of ORDERED) {
        const allowed = mayCall([role], id);
        const sample = await SAMPLES[id](allowed, staff);
        if (id === 'sign-in.verify' && staff.secret) {
          kit.tick();
          sample.payload = { code: codeAt(staff.secret, clock.now) };
        }
        const res = await kit.call(staff, OPS_ROUTES[id].method, sample.url, sample.payload);
        if (id === 'sign-in.enrol' && res.statusCode === 200) staff = { ...staff, secret: res.json().secret };
        if (id === 'sign-in.verify' && res.statusCode === 200)
          staff = { ...staff, opsToken: res.headers['x-ops-token'] as string };
        seen[id] = res.statusCode;
        expect(res.statusCode, `${role} ${id}: ${res.body}`).toBe(allowed ? 200 : 403);
      }
      expect(Object.keys(seen).sort()).toEqual([...OPS_ROUTE_IDS].sort());
    },
    120_000,
  );

  it('refuses every console route to a signed-in customer without a role (403) and to a guest (401)', async () => {
    const customer = await kit.staffWith([], false);
    for (const id of OPS_ROUTE_IDS) {
      const sample = await SAMPLES[id](false, customer);
      const res = await kit.call(customer, OPS_ROUTES[id].method, sample.url, sample.payload);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(403);
      const guest = await kit.call(null, OPS_ROUTES[id].method, sample.url, sample.payload);
      expect(guest.statusCode, `guest ${id}`).toBe(401);
    }
  });
});

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
    ...merchSamples(server, clock),
  };

  beforeAll(async () => {
    anyOrder = await kit.placeOrder();
    slotId = (await server.database.db
      .selectFrom('delivery_slots')
      .select('id')
      .where('source_code', '=', 'balintawak')
      .where('slot_date', '=', '2026-11-25')
      .executeTakeFirstOrThrow())!.id;
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

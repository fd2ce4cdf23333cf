import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app';
import { codeAt, opsTestKit, SOURCE, type TestStaff } from './ops-test-kit';

/**
 * Issue 35, the console's behaviour on both engines: the second factor (replay refused, one code one session
 * even in parallel), a revoked role ending the session, store scoping, the picking walk with its audit, slot
 * closure reaching the shopper's checkout, keyset pages, and hostile input.
 */
describe.each(testEngines())('the operator console on $engine', ({ open }) => {
  const clock = { now: new Date(TEST_NOW) };
  const server = useTestApp(open, { clock: () => clock.now });
  const kit = opsTestKit(server, clock);
  let admin: TestStaff;
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the tests need them
    return r.json() as Record<string, any>;
  };

  beforeAll(async () => {
    admin = await kit.staffWith([{ role: 'admin', store: '*' }]);
  }, 60_000);

  it('accepts a code once: a replay, a wrong code and 10 parallel uses of one code open one session', async () => {
    const staff = await kit.staffWith([{ role: 'picker', store: SOURCE }]);
    const row = await server.database.db
      .selectFrom('staff_factors')
      .selectAll()
      .where('customer_id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(staff.secret!);
    expect((await kit.call(staff, 'POST', '/api/ops/sign-in/enrol')).statusCode).toBe(409);
    const spent = codeAt(staff.secret!, clock.now);
    const replay = await kit.call(staff, 'POST', '/api/ops/sign-in/verify', { code: spent });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'That code is not right or was already used. Wait for the next code and try again.',
    );
    kit.tick();
    const wrong = String((Number(codeAt(staff.secret!, clock.now)) + 1) % 1_000_000).padStart(6, '0');
    expect((await kit.call(staff, 'POST', '/api/ops/sign-in/verify', { code: wrong })).statusCode).toBe(401);
    const code = codeAt(staff.secret!, clock.now);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => kit.call(staff, 'POST', '/api/ops/sign-in/verify', { code })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(401)]);
  });

  it('ends the console session when the last role is revoked, on the next request', async () => {
    const staff = await kit.staffWith([{ role: 'dispatcher', store: SOURCE }]);
    await ok(kit.call(staff, 'GET', '/api/ops/me'));
    const list = await ok(kit.call(admin, 'GET', '/api/ops/staff'));
    const grant = list.items.find((g: { email: string }) => g.email === staff.email);
    await ok(kit.call(admin, 'DELETE', `/api/ops/staff/grants/${grant.id}`));
    const after = await kit.call(staff, 'GET', '/api/ops/me');
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe('This is for staff of Sulit Club. Ask an administrator for a role.');
    const ended = await server.database.db
      .selectFrom('staff_sessions')
      .select(['ended_at', 'end_reason'])
      .where('customer_id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(ended.end_reason).toBe('role_revoked');
    // granted again, the old console session stays ended: a new code is needed
    await ok(
      kit.call(admin, 'POST', '/api/ops/staff/grants', { email: staff.email, role: 'dispatcher', store: SOURCE }),
    );
    expect((await kit.call(staff, 'GET', '/api/ops/me')).statusCode).toBe(401);
    const audit = await server.database.db
      .selectFrom('ops_audit')
      .select(['action', 'before_json', 'after_json'])
      .where('entity', '=', `grant:${grant.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toContain('staff.revoke');
  });

  it('keeps Otis staff out of Alabang: list, detail, picking, slots and the legacy status call', async () => {
    const number = await kit.placeOrder();
    await server.database.db
      .updateTable('orders')
      .set({ source_code: 'alabang' })
      .where('increment_id', '=', number)
      .execute();
    const otis = await kit.staffWith([{ role: 'store_manager', store: 'otis' }]);
    const mine = await ok(kit.call(otis, 'GET', '/api/ops/orders?limit=100'));
    expect(mine.items.every((o: { store: string }) => o.store === 'otis')).toBe(true);
    expect((await ok(kit.call(otis, 'GET', '/api/ops/orders?store=alabang'))).items).toEqual([]);
    expect((await ok(kit.call(otis, 'GET', `/api/ops/orders?number=${number}`))).items).toEqual([]);
    expect((await kit.call(otis, 'GET', `/api/ops/orders/${number}`)).statusCode).toBe(404);
    expect((await kit.call(otis, 'POST', `/api/ops/orders/${number}/accept`, { to: 'verifying' })).statusCode).toBe(
      404,
    );
    expect((await kit.call(otis, 'GET', '/api/ops/picking?store=alabang&date=2026-11-22')).statusCode).toBe(403);
    const alabangSlot = await server.database.db
      .selectFrom('delivery_slots')
      .select('id')
      .where('source_code', '=', 'alabang')
      .executeTakeFirstOrThrow();
    expect((await kit.call(otis, 'PATCH', `/api/ops/slots/${alabangSlot.id}`, { is_closed: true })).statusCode).toBe(
      404,
    );
    const slots = await ok(kit.call(otis, 'GET', '/api/ops/slots'));
    expect(slots.slots.every((s: { store: string }) => s.store === 'otis')).toBe(true);
    const legacy = await kit.call(otis, 'PUT', '/api/transaction/orders/status', {
      order_number: number,
      status: 'verifying',
    });
    expect(legacy.statusCode).toBe(403);
    // an admin of every store sees it
    expect((await ok(kit.call(admin, 'GET', `/api/ops/orders?number=${number}`))).items).toHaveLength(1);
  });

  it('walks an order from accepted through picking and dispatch, one step at a time, audited', async () => {
    const number = await kit.placeOrder();
    const picker = await kit.staffWith([{ role: 'picker', store: SOURCE }]);
    const dispatcher = await kit.staffWith([{ role: 'dispatcher', store: SOURCE }]);
    // a picker may not accept, nor skip to packed
    expect((await kit.call(picker, 'POST', `/api/ops/orders/${number}/accept`, { to: 'verifying' })).statusCode).toBe(
      403,
    );
    await ok(kit.call(admin, 'POST', `/api/ops/orders/${number}/accept`, { to: 'verifying' }));
    const accepted = await ok(kit.call(admin, 'POST', `/api/ops/orders/${number}/accept`, { to: 'accepted' }));
    expect(accepted.step_label).toBe('Order Accepted');
    const skip = await kit.call(picker, 'POST', `/api/ops/orders/${number}/pick`, { to: 'ready_to_ship' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(`Order ${number} cannot go from Order Accepted to Ready to Ship.`);
    const slotDate = accepted.slot_date as string;
    const picking = await ok(kit.call(picker, 'GET', `/api/ops/picking?store=${SOURCE}&date=${slotDate}`));
    const listed = picking.orders.find((o: { increment_id: string }) => o.increment_id === number);
    expect(listed.next).toEqual([{ route: 'orders.pick', to: 'fulfilling', label: 'Start picking' }]);
    expect(picking.totals.length).toBeGreaterThan(0);
    await ok(kit.call(picker, 'POST', `/api/ops/orders/${number}/pick`, { to: 'fulfilling' }));
    await ok(kit.call(picker, 'POST', `/api/ops/orders/${number}/pick`, { to: 'ready_to_ship' }));
    const out = await ok(
      kit.call(dispatcher, 'POST', `/api/ops/orders/${number}/dispatch`, { to: 'out_for_delivery' }),
    );
    expect(out.status_label).toBe('Out for Delivery');
    expect(out.timeline.map((t: { step_label: string }) => t.step_label)).toEqual([
      'Verifying Order',
      'Order Accepted',
      'Being Fulfilled',
      'Ready to Ship',
      'Out for Delivery',
    ]);
    expect(out.timeline.at(-1).actor).toBe(`staff:${dispatcher.id}`);
    const audit = await server.database.db
      .selectFrom('ops_audit')
      .select(['staff_id', 'action', 'before_json', 'after_json'])
      .where('entity', '=', `order:${number}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'orders.accept',
      'orders.accept',
      'orders.pick',
      'orders.pick',
      'orders.dispatch',
    ]);
    expect(JSON.parse(audit[4]!.before_json!)).toEqual({ status: 'processing', step: 'ready_to_ship' });
    // the audit is append-only on both engines
    await expect(sql`update ops_audit set action = 'x'`.execute(server.database.db)).rejects.toThrow(/append-only/);
  });

  it('cancels through the orders feature: the slot place comes back, and the audit says so', async () => {
    const number = await kit.placeOrder();
    const order = await ok(kit.call(admin, 'GET', `/api/ops/orders/${number}`));
    expect(order.can_cancel).toBe(true);
    const slot = () =>
      server.database.db
        .selectFrom('delivery_slots as s')
        .innerJoin('orders as o', 'o.slot_id', 's.id')
        .select('s.used_count')
        .where('o.increment_id', '=', number)
        .executeTakeFirstOrThrow();
    const before = (await slot()).used_count;
    const cancelled = await ok(kit.call(admin, 'POST', `/api/ops/orders/${number}/cancel`));
    expect(cancelled.step_label).toBe('Order Cancelled');
    expect((await slot()).used_count).toBe(before - 1);
    expect((await kit.call(admin, 'POST', `/api/ops/orders/${number}/cancel`)).statusCode).toBe(200);
  });

  it('closes a slot: the shopper sees it closed, cannot hold it, and an order on a held slot is refused', async () => {
    const shopper = await kit.readyMember(13);
    const slot = await server.database.db
      .selectFrom('delivery_slots')
      .selectAll()
      .where('source_code', '=', SOURCE)
      .where('is_store_pickup', '=', 0)
      .where('slot_date', '=', '2026-11-25')
      .where('interval_id', '=', 4)
      .executeTakeFirstOrThrow();
    const closed = await ok(kit.call(admin, 'PATCH', `/api/ops/slots/${slot.id}`, { is_closed: true }));
    expect(closed.state).toBe('closed');
    const listing = await ok(
      kit.call(null, 'GET', `/api/cart/checkout/delivery-slots?sourceCode=${SOURCE}&date=2026-11-25`),
    );
    const seen = listing.days[0].slots.find((s: { slot_id: number }) => s.slot_id === slot.id);
    expect(seen).toMatchObject({ state: 'closed', isDisabled: true });
    const placed = await kit.call(shopper, 'POST', '/api/transaction/orders', {
      cart_id: shopper.cartId,
      payment: { method: 'cashondelivery' },
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toBe('Delivery timeslot invalid');
    // the shopper's hold still takes a place: the capacity cannot go below it
    const below = await kit.call(admin, 'PATCH', `/api/ops/slots/${slot.id}`, { capacity: 0 });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toMatch(/^Capacity cannot go below the \d+ places already taken\.$/);
    await ok(kit.call(admin, 'PATCH', `/api/ops/slots/${slot.id}`, { capacity: slot.capacity, is_closed: false }));
  });

  it('pages the order list by keyset without overlap, and refuses hostile input with 4xx', async () => {
    for (let i = 0; i < 3; i++) await kit.placeOrder();
    const first = await ok(kit.call(admin, 'GET', '/api/ops/orders?limit=2'));
    expect(first.items).toHaveLength(2);
    const second = await ok(kit.call(admin, 'GET', `/api/ops/orders?limit=2&after=${encodeURIComponent(first.next)}`));
    const numbers = [...first.items, ...second.items].map((o: { increment_id: string }) => o.increment_id);
    expect(new Set(numbers).size).toBe(4);
    expect(numbers).toEqual([...numbers].sort().reverse());
    for (const url of [
      '/api/ops/orders?limit=999',
      '/api/ops/orders?number=12345%00',
      '/api/ops/orders?after=DROP%20TABLE',
      '/api/ops/orders?status=lost',
      '/api/ops/orders?extra=1',
      '/api/ops/orders/1%00',
      '/api/ops/picking?date=2026-13-45x',
    ])
      expect((await kit.call(admin, 'GET', url)).statusCode, url).toBe(400);
    const huge = await kit.call(admin, 'PATCH', `/api/ops/slots/1`, { capacity: 1e300 });
    expect(huge.statusCode).toBe(400);
    const extra = await kit.call(admin, 'PATCH', `/api/ops/slots/1`, { capacity: 5, sneaky: true });
    expect(extra.statusCode).toBe(400);
    const typed = await server.app.inject({
      method: 'POST',
      url: '/api/ops/sign-in/verify',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/plain' },
      payload: '123456',
    });
    expect(typed.statusCode).toBe(415);
  });
});

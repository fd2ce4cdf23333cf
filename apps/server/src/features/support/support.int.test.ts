import { createHash } from 'node:crypto';
import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { createSupportRepository } from '@sulit/db';
import { brokenAuditLink } from '@sulit/domain';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callAs, useTestApp } from '../../test-app';

const NOW = TEST_NOW.toISOString();
const SOURCE = 'balintawak';
const MINUTE = 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const FORBIDDEN = 'Customer support cannot do this for a customer. The customer must do it themselves.';

/**
 * Issue 32: customer-support mode a customer can trust — consented, at most 30 minutes, audited in an append-only
 * hash chain, and unable to change the password, e-mail, phone or marketing consent, or to reach the card vault.
 */
describe.each(testEngines())('customer-support mode on $engine', ({ open }) => {
  let now = new Date(TEST_NOW);
  const server = useTestApp(open, { clock: () => now });
  const db = () => server.database.db;
  const trail = () => createSupportRepository(db(), server.database.engine).auditTrail();
  type Who = { token: string };
  const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });

  /** A staff member: an account with the customer-support role and its own session. */
  async function staffMember(tag = 'staff') {
    const staff = await testShopper(server.database, NOW, { tag });
    await db().updateTable('customers').set({ is_customer_support: 1 }).where('id', '=', staff.customerId).execute();
    return staff;
  }
  /** A member with an address and a cart who has (or has not) allowed support to shop for them. */
  async function customer(allow: boolean) {
    const who = await testShopper(server.database, NOW, {
      tag: 'cust',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    expect((await call(who, 'PUT', '/api/customer-support/consent', { allow_support: allow })).statusCode).toBe(200);
    return who;
  }
  const actFor = (staff: Who, email: string, extra: Record<string, unknown> = {}) =>
    call(staff, 'POST', '/api/customer-support/login', { email, reason: 'Phone order', case_id: 'T-1001', ...extra });
  async function acting(staff: Who, email: string): Promise<Who> {
    const res = await actFor(staff, email);
    expect(res.statusCode, res.body).toBe(200);
    return { token: res.json().access_token };
  }

  let product: { id: number; sku: string };
  beforeAll(async () => {
    product = await plainProducts(db(), { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku'])
      .executeTakeFirstOrThrow();
    await setStockQty(db(), product.id, SOURCE, 10_000);
    await db().updateTable('delivery_slots').set({ capacity: 10_000 }).where('source_code', '=', SOURCE).execute();
  }, 120_000);
  beforeEach(() => {
    now = new Date(TEST_NOW);
  });

  it('lets staff act for a consenting customer, fill the cart and place a cash order that names them', async () => {
    const staff = await staffMember();
    const cust = await customer(true);
    const res = await actFor(staff, cust.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().acting).toMatchObject({ customer: { email: cust.email }, case_id: 'T-1001', minutes_left: 30 });
    const support = { token: res.json().access_token as string };
    expect((await call(support, 'GET', '/rest/V1/customers/me')).json().email).toBe(cust.email);
    const sync = await call(support, 'POST', `/api/cart/stores/v2/default/${cust.cartId}/sync`, {
      cart_items: [{ sku: product.sku, qty: 2 }],
    });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(
      (await call(support, 'POST', '/api/cart/carts/mine/shipping-information', { cart_id: cust.cartId })).statusCode,
    ).toBe(200);
    const slot = { date: '2026-11-23', intervalId: 2, cart_id: cust.cartId };
    expect((await call(support, 'POST', '/api/cart/checkout/delivery-schedule', slot)).statusCode).toBe(200);
    const step = await call(support, 'POST', `/api/cart/${cust.cartId}/address-information`, {
      paymentMethod: 'cashondelivery',
    });
    expect(step.statusCode, step.body).toBe(200);
    const placed = await call(support, 'POST', '/api/transaction/orders', {
      cart_id: cust.cartId,
      payment: { method: 'cashondelivery' },
    });
    expect(placed.statusCode, placed.body).toBe(200);

    const history = (await call(cust, 'GET', '/api/customer-support/access-history')).json();
    expect(history.allow_support).toBe(true);
    expect(history.sessions).toHaveLength(1);
    expect(history.sessions[0]).toMatchObject({
      reason: 'Phone order',
      case_id: 'T-1001',
      consent: 'customer',
      ended_at: null,
      refused: 0,
      orders: [
        {
          increment_id: placed.json().increment_id,
          note: `Placed by customer support: Test ${history.sessions[0].staff.lastname} (case T-1001).`,
        },
      ],
    });
    expect(history.sessions[0].staff.lastname).toBe(await lastnameOf(staff.customerId));
    expect(history.sessions[0].requests).toBeGreaterThanOrEqual(6);
    expect(brokenAuditLink(await trail(), sha256)).toBeNull();
  });
  const lastnameOf = async (id: number) =>
    (await db().selectFrom('customers').select('lastname').where('id', '=', id).executeTakeFirstOrThrow()).lastname;

  it("refuses without the customer's consent unless another staff member approves, and never for staff", async () => {
    const staff = await staffMember();
    const cust = await customer(false);
    const refused = await actFor(staff, cust.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details.reason).toBe('no_consent');
    const self = await actFor(staff, cust.email, {
      approver_email: (
        await db().selectFrom('customers').select('email').where('id', '=', staff.customerId).executeTakeFirstOrThrow()
      ).email,
    });
    expect(self.statusCode).toBe(403);
    const approver = await staffMember('approver');
    const approved = await actFor(staff, cust.email, { approver_email: approver.email });
    expect(approved.statusCode, approved.body).toBe(200);
    const history = (await call(cust, 'GET', '/api/customer-support/access-history')).json();
    expect(history.sessions[0].consent).toBe('approver');

    const other = await staffMember();
    const onStaff = await actFor(staff, other.email);
    expect(onStaff.statusCode).toBe(404);
    expect(onStaff.json().message).toBe('Customer email not found');
    const ghost = await actFor(staff, 'ghost@example.com');
    expect(ghost.json().message).toBe('Customer email not found');
    const notStaff = await actFor(cust, other.email);
    expect(notStaff.statusCode).toBe(403);
    expect((await actFor({ token: '' } as Who, cust.email)).statusCode).toBe(401);
  });

  it('refuses every forbidden action with 403, audits each refusal and changes nothing', async () => {
    const staff = await staffMember();
    const cust = await customer(true);
    const support = await acting(staff, cust.email);
    const attempts: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['PUT', '/rest/V1/ld-customers/me/password', { currentPassword: 'x', newPassword: 'Welcome123!' }],
      ['PUT', '/rest/default/V1/ld-customers/me/email', { email: 'evil@example.com', current_password: 'x' }],
      [
        'PUT',
        '/rest/V1/customers/me',
        {
          customer: {
            firstname: 'A',
            lastname: 'B',
            extension_attributes: { phone: '09171234567' },
            is_subscribed: true,
          },
        },
      ],
      ['GET', '/rest/V1/customer-card'],
      ['POST', '/rest/V1/createCustomerCard', { cardToken: 'tok_x' }],
      ['PUT', '/rest/V1/customer-card/1/default'],
      ['DELETE', '/rest/V1/customer-card/1'],
      ['POST', '/api/customer-support/login', { email: cust.email, reason: 'nest', case_id: 'T-2' }],
      ['PUT', '/api/customer-support/consent', { allow_support: true }],
    ];
    const before = await db()
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', cust.customerId)
      .executeTakeFirstOrThrow();
    for (const [method, url, body] of attempts) {
      const res = await call(support, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN);
    }
    const after = await db()
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', cust.customerId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const denied = (await trail()).filter((r) => r.customer_id === cust.customerId && r.decision === 'deny');
    expect(denied.map((r) => r.route)).toEqual([
      'PUT ld-customers/me/password',
      'PUT ld-customers/me/email',
      'PUT customers/me',
      'GET customer-card',
      'POST createCustomerCard',
      'PUT customer-card/:id/default',
      'DELETE customer-card/:id',
      'POST /api/customer-support/login',
      'PUT /api/customer-support/consent',
    ]);
    const history = (await call(cust, 'GET', '/api/customer-support/access-history')).json();
    expect(history.sessions[0].refused).toBe(attempts.length);
    // the customer may do all of it themselves
    expect((await call(cust, 'PUT', '/api/customer-support/consent', { allow_support: false })).statusCode).toBe(200);
  });

  it('expires after 30 minutes on the injected clock, and the end is audited once', async () => {
    const staff = await staffMember();
    const cust = await customer(true);
    const support = await acting(staff, cust.email);
    now = new Date(TEST_NOW.getTime() + 29 * MINUTE);
    expect((await call(support, 'GET', '/api/customer-support/session')).json().acting.minutes_left).toBe(1);
    now = new Date(TEST_NOW.getTime() + 30 * MINUTE);
    const late = await call(support, 'GET', '/rest/V1/customers/me');
    expect(late.statusCode).toBe(401);
    expect(late.json().details.reason).toBe('token_expired');
    expect((await call(support, 'GET', '/rest/V1/customers/me')).statusCode).toBe(401);
    const history = (await call(cust, 'GET', '/api/customer-support/access-history')).json();
    expect(history.sessions[0]).toMatchObject({ end_reason: 'expired', ended_at: now.toISOString() });
    const ends = (await trail()).filter((r) => r.customer_id === cust.customerId && r.kind === 'end');
    expect(ends).toHaveLength(1);
  });

  it("ends on the staff member's logout, on losing the role, and when a second session starts", async () => {
    const staff = await staffMember();
    const cust = await customer(true);
    const first = await acting(staff, cust.email);
    const second = await acting(staff, cust.email);
    expect((await call(first, 'GET', '/rest/V1/customers/me')).statusCode).toBe(401);
    expect((await call(second, 'GET', '/rest/V1/customers/me')).statusCode).toBe(200);
    await db().updateTable('customers').set({ is_customer_support: 0 }).where('id', '=', staff.customerId).execute();
    expect((await call(second, 'GET', '/rest/V1/customers/me')).statusCode).toBe(401);
    await db().updateTable('customers').set({ is_customer_support: 1 }).where('id', '=', staff.customerId).execute();
    const third = await acting(staff, cust.email);
    expect((await call(staff, 'POST', '/api/customer/logout')).statusCode).toBe(200);
    expect((await call(third, 'GET', '/rest/V1/customers/me')).statusCode).toBe(401);
    const reasons = (await call(cust, 'GET', '/api/customer-support/access-history'))
      .json()
      .sessions.map((s: { end_reason: string }) => s.end_reason);
    expect(reasons).toEqual(['staff_logout', 'role_changed', 'replaced']);
  });

  it("logging out of the support session restores the staff member's own web session", async () => {
    const staff = await staffMember();
    const cust = await customer(true);
    const staffToken = staff.token;
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/customer-support/login',
      headers: { origin: 'http://localhost:3000', 'x-csrf-token': 'c' },
      cookies: { sulit_session: staffToken, sulit_csrf: 'c' },
      payload: { email: cust.email, reason: 'Phone order', case_id: 'T-3' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const supportCookie = started.cookies.find((c) => c.name === 'sulit_support');
    expect(supportCookie?.httpOnly).toBe(true);
    expect(supportCookie?.expires).toBeUndefined();
    const cookies = { sulit_session: staffToken, sulit_support: supportCookie!.value, sulit_csrf: 'c' };
    const me = await server.app.inject({ url: '/rest/V1/customers/me', cookies });
    expect(me.json().email).toBe(cust.email);
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/customer/logout',
      headers: { origin: 'http://localhost:3000', 'x-csrf-token': 'c' },
      cookies,
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.map((c) => c.name)).toEqual(['sulit_support']);
    const back = await server.app.inject({
      url: '/api/customer-support/session',
      cookies: { sulit_session: staffToken },
    });
    expect(back.json()).toEqual({ acting: null });
    expect(
      (await server.app.inject({ url: '/rest/V1/customers/me', cookies: { sulit_session: staffToken } })).json().id,
    ).toBe(staff.customerId);
    // A stale support cookie falls back to the staff session too.
    expect((await server.app.inject({ url: '/rest/V1/customers/me', cookies })).json().id).toBe(staff.customerId);
  });

  it('refuses bad input with 400 and starts nothing', async () => {
    const staff = await staffMember();
    const cust = await customer(true);
    const bodies = [
      { email: cust.email },
      { email: cust.email, reason: 'x', case_id: '' },
      { email: cust.email, reason: 'x'.repeat(501), case_id: 'T' },
      { email: cust.email, reason: 'a\u0000b', case_id: 'T' },
      { email: cust.email, reason: 'x', case_id: 'T', extra: 1 },
      { email: cust.email, reason: 'x', case_id: '<script>' },
    ];
    for (const body of bodies)
      expect((await call(staff, 'POST', '/api/customer-support/login', body)).statusCode).toBe(400);
    expect((await call(cust, 'PUT', '/api/customer-support/consent', { allow_support: 'yes' })).statusCode).toBe(400);
    const history = (await call(cust, 'GET', '/api/customer-support/access-history')).json();
    expect(history.sessions).toEqual([]);
  });

  it('keeps one unbroken chain under 50 requests at once', async () => {
    const staff = await staffMember();
    const cust = await customer(true);
    const support = await acting(staff, cust.email);
    const before = (await trail()).length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(support, 'GET', '/rest/V1/customers/me')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(50);
    const rows = await trail();
    expect(rows.length - before).toBe(50);
    expect(brokenAuditLink(rows, sha256)).toBeNull();
  });

  it('refuses every update and delete of the audit, and a tampered row breaks the chain', async () => {
    const staff = await staffMember();
    const cust = await customer(true);
    await acting(staff, cust.email);
    const [row] = await trail();
    await expect(
      db().updateTable('support_audit').set({ decision: 'deny' }).where('id', '=', row!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('support_audit').where('id', '=', row!.id).execute()).rejects.toThrow(/append-only/);
    if (server.database.engine === 'postgres')
      await expect(sql`truncate support_audit`.execute(db())).rejects.toThrow(/append-only/);
    expect(brokenAuditLink(await trail(), sha256)).toBeNull();
    // Someone with the power to drop the guard (a database owner) edits a row: the chain shows it.
    if (server.database.engine === 'postgres') await sql`alter table support_audit disable trigger user`.execute(db());
    else await sql`drop trigger support_audit_no_update`.execute(db());
    await db().updateTable('support_audit').set({ route: 'GET /api/nothing' }).where('id', '=', row!.id).execute();
    expect(brokenAuditLink(await trail(), sha256)).toBe(row!.id);
  });
});

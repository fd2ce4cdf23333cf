import type { GrantScope, StaffRole } from '@sulit/domain';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { readyShopper } from '@sulit/tools/testing/ready-shopper';
import { setStockQty } from '@sulit/tools/testing/stock';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { Secret, TOTP } from 'otpauth';
import { featuresOf } from '../../app';
import type { TestServer } from '../../test-app';

export const SOURCE = 'balintawak';

/** A signed-in staff member: their bearer token, and once the second factor passed, the console token. */
export interface TestStaff {
  id: number;
  email: string;
  token: string;
  opsToken: string | null;
  secret: string | null;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

/** The code an authenticator app shows for `secret` at `at` (the test's side of RFC 6238). */
export function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
}

/**
 * The console's integration tests' helpers (issue 35): staff with grants who sign in with a real TOTP code, and
 * orders a member places through the checkout API. `clock.now` is the app's clock; `tick` moves it one TOTP step.
 */
export function opsTestKit(server: TestServer, clock: { now: Date }) {
  let slotSeq = 0;
  let product: { sku: string } | null = null;

  const call = (
    who: { token: string; opsToken?: string | null } | null,
    method: Method,
    url: string,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      headers: {
        sourcecode: SOURCE,
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        ...(who?.opsToken ? { 'x-ops-token': who.opsToken } : {}),
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const tick = () => {
    clock.now = new Date(clock.now.getTime() + 31_000);
  };

  /** Enrols the authenticator and opens the console with its first code. */
  async function openConsole(staff: TestStaff): Promise<TestStaff> {
    const enrolled = await call(staff, 'POST', '/api/ops/sign-in/enrol');
    if (enrolled.statusCode !== 200) throw new Error(`enrol: ${enrolled.statusCode} ${enrolled.body}`);
    const secret = enrolled.json().secret as string;
    tick();
    const verified = await call(staff, 'POST', '/api/ops/sign-in/verify', { code: codeAt(secret, clock.now) });
    if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
    return { ...staff, secret, opsToken: verified.headers['x-ops-token'] as string };
  }

  /** A new account holding `grants`; with `open`, signed in to the console too. */
  async function staffWith(grants: readonly { role: StaffRole; store: GrantScope }[], open = true): Promise<TestStaff> {
    const who = await testShopper(server.database, clock.now.toISOString(), { tag: 'staff' });
    for (const grant of grants)
      await featuresOf(server.app).ops.staff.grant(
        { customer_id: who.customerId, role: grant.role, source_code: grant.store },
        { staff_id: who.customerId, label: 'test' },
        clock.now.toISOString(),
      );
    const staff = { id: who.customerId, email: who.email, token: who.token, opsToken: null, secret: null };
    return open ? openConsole(staff) : staff;
  }

  /** The own product every test order carries, stocked once. */
  async function ownProduct(): Promise<{ sku: string }> {
    if (!product) {
      const row = await plainProducts(server.database.db, { source: SOURCE, minQty: 10 })
        .select(['p.id', 'p.sku'])
        .executeTakeFirstOrThrow();
      await setStockQty(server.database.db, row.id, SOURCE, 100_000);
      product = row;
    }
    return product;
  }

  /** A member one "Place order" away, holding the `seq`th slot of the week (ready-shopper's spread). */
  async function readyMember(seq: number) {
    const own = await ownProduct();
    return readyShopper(server.app, server.database, {
      now: clock.now.toISOString(),
      source: SOURCE,
      items: [{ sku: own.sku, qty: 1 }],
      method: 'cashondelivery',
      slotSeq: seq,
    });
  }

  /** A cash order a member placed at the store; answers its number. */
  async function placeOrder(): Promise<string> {
    // slots 0–11 of the week (seq 13 is the closure test's)
    const who = await readyMember(slotSeq++ % 12);
    const placed = await call(who, 'POST', '/api/transaction/orders', {
      cart_id: who.cartId,
      payment: { method: 'cashondelivery' },
    });
    if (placed.statusCode !== 200) throw new Error(`place order: ${placed.statusCode} ${placed.body}`);
    return placed.json().increment_id as string;
  }

  let market: { sku: string } | null = null;

  /** A cash order with one own line and one third-party seller's line; answers its number and the seller's part. */
  async function placeOrderWithSeller(): Promise<{ number: string; part: string }> {
    if (!market) {
      const row = await plainProducts(server.database.db, { source: SOURCE, minQty: 10, own: false })
        .select(['p.id', 'p.sku'])
        .executeTakeFirstOrThrow();
      await setStockQty(server.database.db, row.id, SOURCE, 100_000);
      market = row;
    }
    const own = await ownProduct();
    const who = await readyShopper(server.app, server.database, {
      now: clock.now.toISOString(),
      source: SOURCE,
      items: [
        { sku: own.sku, qty: 1 },
        { sku: market.sku, qty: 1 },
      ],
      method: 'cashondelivery',
      slotSeq: slotSeq++ % 12,
    });
    const placed = await call(who, 'POST', '/api/transaction/orders', {
      cart_id: who.cartId,
      payment: { method: 'cashondelivery' },
    });
    if (placed.statusCode !== 200) throw new Error(`place order: ${placed.statusCode} ${placed.body}`);
    const number = placed.json().increment_id as string;
    const part = await server.database.db
      .selectFrom('order_sellers as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select('s.sub_increment_id')
      .where('o.increment_id', '=', number)
      .where('s.seller_id', '!=', 'sulit')
      .executeTakeFirstOrThrow();
    return { number, part: part.sub_increment_id };
  }

  /** Moves an order along the table as the operator tool would (the fixture's shortcut to a step). */
  const advance = (number: string, to: 'accepted' | 'fulfilling' | 'ready_to_ship') =>
    featuresOf(server.app).orders.changeStatus(number, to, 'operator:test');

  return { call, tick, staffWith, openConsole, readyMember, placeOrder, placeOrderWithSeller, advance };
}

import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requireCustomer, requireCustomerRenewed } from './session';

const HOUR = 60 * 60 * 1000;

function customer(expiresInMs: number) {
  return {
    id: 7,
    firstname: 'Maria',
    lastname: 'Santos',
    email: 'maria@example.com',
    dob: null,
    created_at: '2026-01-01T00:00:00.000Z',
    group_id: 1,
    store_id: 1,
    website_id: 1,
    is_subscribed: false,
    addresses: [],
    extension_attributes: {
      phone: null,
      birthday: null,
      auto_created: false,
      township_id: null,
      store_pickup: false,
      is_customer_support: false,
      has_temp_pass: false,
      is_membership: false,
      location: null,
      token_expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    },
  };
}

/** A fake in-process API that records what the page asked of it. */
function fakeApi(expiresInMs: number) {
  const calls: { path: string; method: string; body: unknown; csrf: string | null }[] = [];
  const context = {
    async apiFetch(path: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      calls.push({
        path,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
        csrf: headers.get('x-csrf-token'),
      });
      if (path === '/rest/V1/customers/me') return Response.json(customer(expiresInMs));
      const res = Response.json({ access_token: 'new', expires_in: 3600, has_temp_pass: false });
      res.headers.append('set-cookie', 'sulit_session=new; Path=/; HttpOnly');
      return res;
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

const request = new Request('http://store.test/customer/account', {
  headers: { cookie: 'sulit_session=old-token; sulit_csrf=csrf-1' },
});
const page = { request, url: new URL(request.url) };

describe('requireCustomerRenewed (spec §9: token expiring soon under 14 hours)', () => {
  it('renews a session with under 14 hours left and hands the new cookie on', async () => {
    const { context, calls } = fakeApi(13 * HOUR);
    const { customer: me, headers } = await requireCustomerRenewed(context, page);
    expect(me.email).toBe('maria@example.com');
    expect(calls[1]).toEqual({
      path: '/api/user/login',
      method: 'POST',
      body: { access: 'old-token', email: 'maria@example.com' },
      csrf: 'csrf-1',
    });
    expect(headers.getSetCookie()).toEqual(['sulit_session=new; Path=/; HttpOnly']);
  });

  it('leaves a session with 14 hours or more alone', async () => {
    const { context, calls } = fakeApi(15 * HOUR);
    const { headers } = await requireCustomerRenewed(context, page);
    expect(calls.map((c) => c.path)).toEqual(['/rest/V1/customers/me']);
    expect(headers.getSetCookie()).toEqual([]);
  });
});

describe('requireCustomer for a guest', () => {
  it('sends a client-side navigation to log in with the page’s path, not the .data request’s', async () => {
    // React Router hands loaders the raw request (future.v8_passThroughRequests): a navigation's is the .data one
    const navigation = new Request('http://store.test/sales/order/history.data?status=pending&_routes=routes%2Fx');
    const url = new URL('http://store.test/sales/order/history?status=pending');
    const { context } = fakeApi(15 * HOUR);
    const thrown = await requireCustomer(context, { request: navigation, url }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(
      `/customer/account/login?redirect=${encodeURIComponent('/sales/order/history?status=pending')}`,
    );
  });
});

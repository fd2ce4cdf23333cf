import { testEngines } from '@sulit/tools/testing/engines';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';

describe.each(testEngines())('CSRF in layers for cookie sessions on $engine', ({ open }) => {
  const server = useTestApp(open);
  let cookie: string;
  let csrf: string;
  let token: string;

  beforeAll(async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      payload: { username: 'shopper@example.com', password: 'Shopper123!' },
    });
    const jar = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    cookie = `sulit_session=${jar['sulit_session']}; sulit_csrf=${jar['sulit_csrf']}`;
    csrf = jar['sulit_csrf']!;
    token = (login.json() as { access_token: string }).access_token;
  });

  const update = (headers: Record<string, string>) =>
    server.app.inject({
      method: 'PUT',
      url: '/rest/V1/customers/me',
      headers,
      payload: { customer: { firstname: 'Sam', lastname: 'Shopper' } },
    });

  it('refuses a cookie write that says neither Origin nor Sec-Fetch-Site, even with the right token', async () => {
    const res = await update({ cookie, 'x-csrf-token': csrf });
    expect(res.statusCode).toBe(403);
    expect(res.json().details).toEqual({ reason: 'origin_missing' });
  });

  it('refuses a cookie write from another origin or a cross-site page', async () => {
    const other = await update({ cookie, 'x-csrf-token': csrf, origin: 'https://evil.example' });
    expect(other.json().details).toEqual({ reason: 'cross_origin' });
    const crossSite = await update({ cookie, 'x-csrf-token': csrf, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('accepts a same-origin cookie write with the token (Origin or Sec-Fetch-Site), and bearer writes as before', async () => {
    expect((await update({ cookie, 'x-csrf-token': csrf, origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await update({ cookie, 'x-csrf-token': csrf, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await update({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('accepts a cookie write without Origin only when Sec-Fetch-Site says same-origin (issue 27 item 11)', async () => {
    for (const site of ['same-site', 'none', 'cross-site', 'bogus']) {
      const origins: Record<string, string>[] = [{}, { origin: 'null' }];
      for (const origin of origins) {
        const res = await update({ cookie, 'x-csrf-token': csrf, 'sec-fetch-site': site, ...origin });
        expect(res.statusCode, `${site} ${JSON.stringify(origin)}`).toBe(403);
        expect(res.json().details).toEqual({ reason: 'cross_origin' });
      }
    }
    expect((await update({ cookie, 'x-csrf-token': csrf, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // With the store's own Origin the browser has said where the write comes from.
    const own = { cookie, 'x-csrf-token': csrf, origin: 'http://localhost:3000' };
    expect((await update({ ...own, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('reads `Origin: null` (a form post under no-referrer) as no origin: Sec-Fetch-Site decides', async () => {
    const sameSite = await update({ cookie, 'x-csrf-token': csrf, origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(sameSite.statusCode).toBe(200);
    const crossSite = await update({ cookie, 'x-csrf-token': csrf, origin: 'null', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.json().details).toEqual({ reason: 'cross_origin' });
    const alone = await update({ cookie, 'x-csrf-token': csrf, origin: 'null' });
    expect(alone.json().details).toEqual({ reason: 'origin_missing' });
  });

  it('restore-quote (a GET that changes state) needs the CSRF header or a bearer token', async () => {
    const plain = await server.app.inject({ url: '/rest/V1/carts/mine/restore-quote', headers: { cookie } });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().details).toEqual({ reason: 'csrf_failed' });
    const withHeader = await server.app.inject({
      url: '/rest/V1/carts/mine/restore-quote',
      headers: { cookie, 'x-csrf-token': csrf },
    });
    expect(withHeader.statusCode).not.toBe(403);
    const viaBearer = await server.app.inject({
      url: '/rest/V1/carts/mine/restore-quote',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaBearer.statusCode).not.toBe(403);
    const doc = (await server.app.inject('/docs/json')).json() as {
      paths: Record<string, { get: { summary: string } }>;
    };
    expect(doc.paths['/rest/V1/carts/mine/restore-quote']!.get.summary).toMatch(/x-csrf-token/);
  });
});

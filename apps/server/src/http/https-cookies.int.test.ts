import { testEngines } from '@sulit/tools/testing/engines';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';

function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

const SHOPPER = { username: 'shopper@example.com', password: 'Shopper123!' };

describe.each(testEngines())('the store behind https (PUBLIC_URL https://…) on $engine', ({ open }) => {
  const server = useTestApp(open, { env: { PUBLIC_URL: 'https://shop.example' } });

  it('sets the session cookie as __Host-sulit_session with Secure, and the CSRF cookie with Secure', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/customer/login', payload: SHOPPER });
    expect(res.statusCode).toBe(200);
    const cookies = setCookies(res);
    const session = cookies.find((c) => c.startsWith('__Host-sulit_session='));
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    expect(cookies.find((c) => c.startsWith('sulit_session='))).toBeUndefined();
    expect(cookies.find((c) => c.startsWith('sulit_csrf='))).toMatch(/; Secure/);
  });

  it('knows the shopper by the __Host- cookie and not by a plain sulit_session cookie', async () => {
    const login = await server.app.inject({ method: 'POST', url: '/api/customer/login', payload: SHOPPER });
    const token = (login.json() as { access_token: string }).access_token;
    const secure = await server.app.inject({
      url: '/rest/V1/customers/me',
      headers: { cookie: `__Host-sulit_session=${token}` },
    });
    expect(secure.statusCode).toBe(200);
    const plain = await server.app.inject({
      url: '/rest/V1/customers/me',
      headers: { cookie: `sulit_session=${token}` },
    });
    expect(plain.statusCode).toBe(401);
  });

  it('logging out clears the __Host- cookie with the attributes the browser needs to accept it', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/customer/logout' });
    const cleared = setCookies(res).find((c) => c.startsWith('__Host-sulit_session='));
    expect(cleared).toMatch(/; Secure/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

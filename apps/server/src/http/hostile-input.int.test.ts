import { testEngines } from '@sulit/tools/testing/engines';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';
import { registerErrorHandling } from './error-handler';

const SHOPPER = { username: 'shopper@example.com', password: 'Shopper123!' };

describe.each(testEngines())('hostile input gets a 4xx, never a 5xx, on $engine', ({ open }) => {
  const server = useTestApp(open);
  let token: string;

  beforeAll(async () => {
    const login = await server.app.inject({ method: 'POST', url: '/api/customer/login', payload: SHOPPER });
    token = (login.json() as { access_token: string }).access_token;
  });

  /** Posts a JSON body exactly as written (the escapes reach the server's parser unchanged). */
  const postRawJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload });

  it('refuses a NUL byte in a login name with 400 (it was a 500 on PostgreSQL)', async () => {
    const res = await postRawJson('/api/customer/login', '{"username":"a\\u0000b@example.com","password":"x"}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('refuses a NUL byte in a query parameter with 400', async () => {
    const res = await server.app.inject('/api/product/top-selling?skus=a%00b');
    expect(res.statusCode).toBe(400);
  });

  it('refuses a NUL byte in the support-login e-mail with 400', async () => {
    const res = await postRawJson('/api/customer-support/login', '{"email":"x\\u0000@example.com"}', {
      authorization: `Bearer ${token}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses lone surrogates in text with 400', async () => {
    const res = await postRawJson('/api/user/customers/validate-email', '{"email":"\\ud800@example.com"}');
    expect(res.statusCode).toBe(400);
  });

  it('answers 415 for text/plain and form bodies on the API, and changes nothing', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/customer/login',
        headers: { 'content-type': type },
        payload: 'username=shopper%40example.com&password=Shopper123%21',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('maps a value the database refuses to 400 in the one error map, not 500', async () => {
    // A route that sends a value straight to the database, past validation: the net behind the zod edge.
    const bare = Fastify();
    registerErrorHandling(bare);
    bare.get('/raw', async () => {
      if (server.database.engine === 'postgres') {
        return server.database.db.selectFrom('customers').select('id').where('email', '=', 'a\u0000b').execute();
      }
      // SQLite stores NUL happily; its input refusal is "too big", which no test should allocate for real.
      throw Object.assign(new Error('string or blob too big: select id from customers'), { code: 'SQLITE_TOOBIG' });
    });
    const res = await bare.inject('/raw');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request' });
    expect(res.body).not.toMatch(/select|customers|0x00/i);
    await bare.close();
  });
});

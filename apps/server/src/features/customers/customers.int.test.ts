import { sql } from 'kysely';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../test-app';

const MINUTE = 60_000;
const GENERIC_LOGIN = 'Invalid Login or Password';

function cookiesOf(res: LightMyRequestResponse): Record<string, { value: string; raw: string }> {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return Object.fromEntries(
    list.map((raw) => {
      const [pair] = raw.split(';');
      const eq = pair!.indexOf('=');
      return [pair!.slice(0, eq), { value: decodeURIComponent(pair!.slice(eq + 1)), raw }];
    }),
  );
}

describe.each(testEngines())('accounts, sessions and addresses on $engine', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let now = new Date(TEST_NOW);
  let ipCounter = 1;
  /** Each test logs in from its own address so throttling tests do not leak into others. */
  const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  async function login(username: string, password: string, ip = freshIp()) {
    return app.inject({
      method: 'POST',
      url: '/api/customer/login',
      remoteAddress: ip,
      payload: { username, password },
    });
  }
  async function bearer(email: string, password: string): Promise<string> {
    const res = await login(email, password);
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  }
  /** A PUT as the customer holding `token` (bearer, so no CSRF token is needed). */
  function putAs(token: string, url: string, payload: Record<string, unknown>) {
    return app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}` }, payload });
  }
  async function captchaPayload(): Promise<string> {
    const challenge = (await app.inject('/api/altcha/challenge')).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  function register(customer: Record<string, unknown>) {
    return app.inject({ method: 'POST', url: '/api/register', payload: { customer } });
  }
  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    captchaPayload().then((recaptcha_response) =>
      register({
        email,
        password: 'Kalamansi42!',
        password_confirmation: 'Kalamansi42!',
        firstname: 'Juan',
        lastname: 'Dela Cruz',
        is_subscribed: true,
        recaptcha_response,
        ...extra,
      }),
    );

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, {
      env: { SOCIAL_LOGIN_SECRET: 'social-secret-social-secret-social-secret', SOCIAL_LOGIN_AUDIENCE: 'sulit-club' },
      clock: () => now,
      captcha: { cost: 10, counterMin: 20, counterMax: 60 },
    });
  });
  afterAll(() => closeTestApp(app, database));

  describe('location', () => {
    it('lists the countries and the PH provinces with their shipping sources', async () => {
      const all = await app.inject('/rest/V1/directory/countries');
      expect(all.statusCode).toBe(200);
      // spec §3 Region: "a country list of 243 entries"
      expect(all.json() as unknown[]).toHaveLength(243);
      const ph = await app.inject('/rest/V1/directory/countries/PH');
      const body = ph.json() as {
        id: string;
        available_regions: {
          id: number;
          name: string;
          code: string;
          extension_attributes: { allow_shipping: boolean; stock_source_code: string | null };
        }[];
      };
      expect(body.id).toBe('PH');
      const mm = body.available_regions.find((r) => r.name === 'Metro Manila');
      expect(mm?.extension_attributes.allow_shipping).toBe(true);
      expect(mm?.code).toMatch(/^PH-\d+$/);
      const cebu = body.available_regions.find((r) => r.name === 'Cebu');
      expect(cebu?.extension_attributes.stock_source_code).toBe('cebu');
      expect(ph.headers['cache-control']).toBe('public, max-age=43200');
    });

    it('walks province → cities → barangays and checks delivery', async () => {
      const ph = (await app.inject('/rest/V1/directory/countries/PH')).json() as {
        available_regions: { id: number; name: string }[];
      };
      const mm = ph.available_regions.find((r) => r.name === 'Metro Manila')!;
      const region = (await app.inject(`/rest/V1/directory/region/${mm.id}`)).json() as {
        available_cities: { id: number; name: string }[];
      };
      const qc = region.available_cities.find((c) => c.name === 'Quezon City')!;
      const city = (await app.inject(`/rest/V1/directory/city/${qc.id}`)).json() as {
        available_townships: { id: number; name: string; postcode: string }[];
      };
      const kamuning = city.available_townships.find((b) => b.name === 'Kamuning')!;
      expect(kamuning.postcode).toBe('1100');
      const served = await app.inject(`/rest/V1/sulit/check-location?township_id=${kamuning.id}`);
      expect(served.json()).toMatchObject({ deliverable: true, source_code: 'balintawak', message: null });

      const ilocos = ph.available_regions.find((r) => r.name === 'Ilocos Norte')!;
      const far = (await app.inject(`/rest/V1/directory/region/${ilocos.id}`)).json() as {
        available_cities: { id: number }[];
      };
      const notServed = await app.inject(`/rest/V1/sulit/check-location?city_id=${far.available_cities[0]!.id}`);
      expect(notServed.json()).toMatchObject({
        deliverable: false,
        source_code: null,
        message: 'We are currently not delivering to this area.',
      });
    });

    it('rejects bad directory input with 4xx', async () => {
      expect((await app.inject('/rest/V1/directory/region/abc')).statusCode).toBe(400);
      expect((await app.inject('/rest/V1/directory/region/99999999')).statusCode).toBe(404);
      expect((await app.inject('/rest/V1/directory/countries/PHL')).statusCode).toBe(400);
      expect((await app.inject('/rest/V1/sulit/check-location')).statusCode).toBe(400);
      expect((await app.inject('/rest/V1/sulit/check-location?township_id=1;drop')).statusCode).toBe(400);
      expect(
        (await app.inject({ method: 'PUT', url: '/api/location', payload: { type: 'pickup', source_code: 'mars' } }))
          .statusCode,
      ).toBe(400);
      expect(
        (await app.inject({ method: 'PUT', url: '/api/location', payload: { type: 'delivery' } })).statusCode,
      ).toBe(400);
    });

    it('lists the five stores with their hours', async () => {
      const { items } = (await app.inject('/api/location/stores')).json() as {
        items: { sourcecode: string; opening_hours: string }[];
      };
      expect(items.map((s) => s.sourcecode).sort()).toEqual(['alabang', 'arcovia', 'balintawak', 'cebu', 'otis']);
      expect(items.find((s) => s.sourcecode === 'cebu')?.opening_hours).toBe('9am-8pm');
      expect(items.find((s) => s.sourcecode === 'otis')?.opening_hours).toBe('9am-6pm');
    });

    it('sets one signed location cookie that changes the stock every product answer shows', async () => {
      // find a product whose stock differs between two stores
      const rows = await sql<{ product_id: number; a: number; b: number }>`
        select a.product_id, a.qty as a, b.qty as b from product_stock a
        join product_stock b on b.product_id = a.product_id and b.source_code = 'cebu'
        where a.source_code = 'alabang' and a.qty > 0 and b.qty > 0 and a.qty <> b.qty limit 1`.execute(database.db);
      const row = rows.rows[0]!;
      const alabang = await app.inject({
        method: 'PUT',
        url: '/api/location',
        payload: { type: 'pickup', source_code: 'alabang' },
      });
      expect(alabang.statusCode).toBe(200);
      expect(alabang.json()).toMatchObject({ source_code: 'alabang', label: 'Alabang store', is_pickup: true });
      const cookie = cookiesOf(alabang)['sulit_location']!;
      expect(cookie.raw).toMatch(/HttpOnly/);
      expect(cookie.raw).toMatch(/SameSite=Lax/);
      const cebu = await app.inject({
        method: 'PUT',
        url: '/api/location',
        payload: { type: 'pickup', source_code: 'cebu' },
      });
      const cebuCookie = cookiesOf(cebu)['sulit_location']!;

      const at = (c: string) =>
        app.inject({
          url: `/rest/V1/products/${row.product_id}`,
          headers: { cookie: `sulit_location=${encodeURIComponent(c)}` },
        });
      expect(((await at(cookie.value)).json() as { stock_qty: number }).stock_qty).toBe(Number(row.a));
      expect(((await at(cebuCookie.value)).json() as { stock_qty: number }).stock_qty).toBe(Number(row.b));

      // a forged cookie (label or source changed without the signature) is ignored
      const forged = cookie.value.replace('alabang', 'cebu');
      const current = await app.inject({
        url: '/api/location',
        headers: { cookie: `sulit_location=${encodeURIComponent(forged)}` },
      });
      expect(current.json()).toEqual({ location: null });
    });

    it('refuses a delivery area nobody serves, and resolves a served barangay to its store', async () => {
      const far = await sql<{ id: number }>`
        select b.id from barangays b join cities c on c.id = b.city_id join provinces p on p.id = c.province_id
        where p.allow_shipping = 0 and p.is_pickup = 0 limit 1`.execute(database.db);
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/location',
        payload: { type: 'delivery', barangay_id: far.rows[0]!.id },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('We are currently not delivering to this area.');
      const makati = await sql<{ id: number }>`
        select b.id from barangays b join cities c on c.id = b.city_id where c.name = 'City of Makati' and b.name = 'Poblacion'`.execute(
        database.db,
      );
      const ok = await app.inject({
        method: 'PUT',
        url: '/api/location',
        payload: { type: 'delivery', barangay_id: makati.rows[0]!.id },
      });
      expect(ok.json()).toMatchObject({ source_code: 'arcovia', label: 'Poblacion, City of Makati', is_pickup: false });
    });

    it('records a notify-me request for an unserved area', async () => {
      const city = await sql<{ id: number; province_id: number }>`select id, province_id from cities limit 1`.execute(
        database.db,
      );
      const res = await app.inject({
        method: 'POST',
        url: '/rest/V1/ldmultistores/location/notifyaddress',
        payload: { email: 'far@example.com', region_id: city.rows[0]!.province_id, city_id: city.rows[0]!.id },
      });
      expect(res.statusCode).toBe(200);
      const bad = await app.inject({
        method: 'POST',
        url: '/rest/V1/ldmultistores/location/notifyaddress',
        payload: { email: 'nope', region_id: city.rows[0]!.province_id, city_id: city.rows[0]!.id },
      });
      expect(bad.json().message).toBe('Please enter a valid email address');
    });
  });

  describe('login and sessions', () => {
    it('logs in with e-mail and password: access_token plus an httpOnly SameSite cookie', async () => {
      const res = await login('Shopper@Example.com', 'Shopper123!');
      expect(res.statusCode).toBe(200);
      const body = res.json() as { access_token: string; has_temp_pass: boolean; expires_in: number };
      expect(body.access_token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
      expect(body.has_temp_pass).toBe(false);
      const cookies = cookiesOf(res);
      expect(cookies['sulit_session']!.raw).toMatch(/HttpOnly/);
      expect(cookies['sulit_session']!.raw).toMatch(/SameSite=Lax/);
      expect(cookies['sulit_csrf']!.raw).not.toMatch(/HttpOnly/);
      const me = await app.inject({
        url: '/rest/V1/customers/me?needValidate=true',
        headers: { authorization: `Bearer ${body.access_token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        email: 'shopper@example.com',
        addresses: [],
        extension_attributes: { is_membership: false },
      });
    });

    it("answers an unknown e-mail and a wrong password the same: 'Invalid Login or Password'", async () => {
      const unknown = await login('nobody@example.com', 'Whatever123!');
      const wrong = await login('shopper@example.com', 'Wrong123!');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      const strip = (r: LightMyRequestResponse) => ({ ...(r.json() as object), request_id: undefined });
      expect(strip(unknown)).toEqual(strip(wrong));
      expect(wrong.json().message).toBe(GENERIC_LOGIN);
    });

    it('throttles one account from one address (429 + Retry-After) without locking the owner out', async () => {
      const attacker = freshIp();
      for (let i = 0; i < 5; i++)
        expect((await login('member@example.com', `Guess${i}!aA`, attacker)).statusCode).toBe(401);
      const blocked = await login('member@example.com', 'Member123!', attacker);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // the real owner, elsewhere, still gets in
      expect((await login('member@example.com', 'Member123!', freshIp())).statusCode).toBe(200);
      // and the attacker's window ends
      now = new Date(now.getTime() + 16 * MINUTE);
      expect((await login('member@example.com', 'Member123!', attacker)).statusCode).toBe(200);
    });

    it('renews a token (POST /api/user/login) and revokes the old one', async () => {
      const token = await bearer('shopper@example.com', 'Shopper123!');
      const renewed = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { access: token, email: 'shopper@example.com' },
      });
      expect(renewed.statusCode).toBe(200);
      const fresh = (renewed.json() as { access_token: string }).access_token;
      expect(fresh).not.toBe(token);
      const old = await app.inject({ url: '/rest/V1/customers/me', headers: { authorization: `Bearer ${token}` } });
      expect(old.statusCode).toBe(401);
      expect(
        (await app.inject({ url: '/rest/V1/customers/me', headers: { authorization: `Bearer ${fresh}` } })).statusCode,
      ).toBe(200);
      const wrongEmail = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { access: fresh, email: 'member@example.com' },
      });
      expect(wrongEmail.statusCode).toBe(401);
    });

    it('answers 401 with a reason the web can act on (missing, invalid, expired)', async () => {
      const missing = await app.inject('/rest/V1/customers/me');
      expect(missing.statusCode).toBe(401);
      expect(missing.json().details).toEqual({ reason: 'token_missing' });
      const invalid = await app.inject({
        url: '/rest/V1/customers/me',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(invalid.json().details).toEqual({ reason: 'token_invalid' });
      const token = await bearer('shopper@example.com', 'Shopper123!');
      const saved = now;
      now = new Date(now.getTime() + 31 * 24 * 60 * MINUTE);
      const expired = await app.inject({ url: '/rest/V1/customers/me', headers: { authorization: `Bearer ${token}` } });
      now = saved;
      expect(expired.statusCode).toBe(401);
      expect(expired.json().details).toEqual({ reason: 'token_expired' });
    });

    it('logs out: the token stops working and the cookies are cleared', async () => {
      const token = await bearer('shopper@example.com', 'Shopper123!');
      const out = await app.inject({
        method: 'POST',
        url: '/api/customer/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.statusCode).toBe(200);
      expect(cookiesOf(out)['sulit_session']!.value).toBe('');
      expect(
        (await app.inject({ url: '/rest/V1/customers/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(401);
    });

    it('needs the CSRF header for cookie-authenticated writes; bearer calls are exempt', async () => {
      const res = await login('shopper@example.com', 'Shopper123!');
      const cookies = cookiesOf(res);
      const cookie = `sulit_session=${cookies['sulit_session']!.value}; sulit_csrf=${cookies['sulit_csrf']!.value}`;
      const payload = { customer: { firstname: 'Sam', lastname: 'Shopper' } };
      // a browser says where a write comes from (Origin, and Sec-Fetch-Site in current browsers)
      const origin = 'http://localhost:3000';
      const noHeader = await app.inject({
        method: 'PUT',
        url: '/rest/V1/customers/me',
        headers: { cookie, origin },
        payload,
      });
      expect(noHeader.statusCode).toBe(403);
      expect(noHeader.json().details).toEqual({ reason: 'csrf_failed' });
      const wrongHeader = await app.inject({
        method: 'PUT',
        url: '/rest/V1/customers/me',
        headers: { cookie, origin, 'x-csrf-token': 'guess' },
        payload,
      });
      expect(wrongHeader.statusCode).toBe(403);
      const ok = await app.inject({
        method: 'PUT',
        url: '/rest/V1/customers/me',
        headers: { cookie, origin, 'x-csrf-token': cookies['sulit_csrf']!.value },
        payload,
      });
      expect(ok.statusCode).toBe(200);
      // reads need no header
      expect((await app.inject({ url: '/rest/V1/customers/me', headers: { cookie } })).statusCode).toBe(200);
      const viaBearer = await app.inject({
        method: 'PUT',
        url: '/rest/V1/customers/me',
        headers: { authorization: `Bearer ${cookies['sulit_session']!.value}` },
        payload,
      });
      expect(viaBearer.statusCode).toBe(200);
    });

    it('stores no token or password in the clear', async () => {
      const res = await login('business@example.com', 'Business123!');
      const token = (res.json() as { access_token: string }).access_token;
      const sessions = await sql<{ token_hash: string }>`select token_hash from customer_sessions`.execute(database.db);
      expect(sessions.rows.length).toBeGreaterThan(0);
      expect(sessions.rows.some((s) => s.token_hash.includes(token))).toBe(false);
      const users = await sql<{ password_hash: string }>`select password_hash from customers`.execute(database.db);
      for (const u of users.rows) {
        expect(u.password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
        expect(u.password_hash).not.toContain('123!');
      }
    });

    it('sends a temporary-password account to change it (has_temp_pass)', async () => {
      await sql`update customers set has_temp_pass = 1 where email = 'support@example.com'`.execute(database.db);
      const res = await login('support@example.com', 'Support123!');
      expect(res.json()).toMatchObject({ has_temp_pass: true });
      const token = (res.json() as { access_token: string }).access_token;
      const me = await app.inject({ url: '/rest/V1/customers/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.json().extension_attributes).toMatchObject({ has_temp_pass: true, is_customer_support: true });
      const changed = await putAs(token, '/rest/V1/ld-customers/me/password', {
        currentPassword: 'Support123!',
        newPassword: 'Support123!',
      });
      expect(changed.statusCode).toBe(200);
      const after = await app.inject({ url: '/rest/V1/customers/me', headers: { authorization: `Bearer ${token}` } });
      expect(after.json().extension_attributes.has_temp_pass).toBe(false);
    });

    it('rejects malformed login bodies with 400 and changes nothing', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/customer/login', payload: {} })).statusCode).toBe(400);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/customer/login',
            payload: { username: 'a', password: 'b', admin: true },
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/customer/login',
            payload: { username: 'x'.repeat(300), password: 'b' },
          })
        ).statusCode,
      ).toBe(400);
      const notJson = await app.inject({
        method: 'POST',
        url: '/api/customer/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expect(notJson.statusCode).toBe(400);
    });
  });

  describe('sign-up with the ALTCHA captcha', () => {
    it('creates an account and signs it in', async () => {
      const res = await signUp('juan@example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ error: false, access_token: expect.any(String), cart_id: null });
      expect((await login('juan@example.com', 'Kalamansi42!')).statusCode).toBe(200);
    });

    it("'There is already an account with this email address.'", async () => {
      const res = await signUp('Member@example.com');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('There is already an account with this email address.');
    });

    it('refuses a missing, wrong or replayed captcha', async () => {
      const payload = await captchaPayload();
      const base = {
        email: 'cap@example.com',
        password: 'Kalamansi42!',
        password_confirmation: 'Kalamansi42!',
        firstname: 'Cap',
        lastname: 'Tcha',
      };
      expect((await register({ ...base, recaptcha_response: 'bm9wZQ==' })).statusCode).toBe(400);
      expect((await register(base)).statusCode).toBe(400);
      expect((await register({ ...base, recaptcha_response: payload })).statusCode).toBe(200);
      const replay = await register({ ...base, email: 'cap2@example.com', recaptcha_response: payload });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toBe('Please complete the verification and try again.');
    });

    it('validates names, e-mail and the password pair with the §5 messages', async () => {
      const res = await signUp('bad@example.com', { firstname: 'J@an', password_confirmation: 'Different123!' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields).toEqual({
        firstname: 'Please enter a valid name in this field (not including special characters).',
        password_confirmation: 'Please enter the same value again.',
      });
      const email = await signUp('not-an-email');
      expect(email.json().details.fields.email).toBe('Please enter a valid email address');
      const blank = await signUp('blank@example.com', { lastname: '  ' });
      expect(blank.json().details.fields.lastname).toBe('This is a required field.');
      const long = await signUp('long@example.com', { lastname: 'a'.repeat(51) });
      expect(long.json().details.fields.lastname).toBe('Value must be not greater than 50 characters');
    });

    it("validate-email: 'Email is not valid' and taken addresses", async () => {
      const bad = await app.inject({
        method: 'POST',
        url: '/api/user/customers/validate-email',
        payload: { email: 'x@' },
      });
      expect(bad.json()).toMatchObject({ is_valid: false, message: 'Email is not valid' });
      const taken = await app.inject({
        method: 'POST',
        url: '/api/user/customers/validate-email',
        payload: { email: 'shopper@example.com' },
      });
      expect(taken.json()).toMatchObject({ is_valid: true, is_available: false });
      const free = await app.inject({
        method: 'POST',
        url: '/api/user/customers/validate-email',
        payload: { email: 'free@example.com' },
      });
      expect(free.json()).toMatchObject({ is_valid: true, is_available: true, message: null });
    });
  });

  describe('social login', () => {
    async function socialToken(claims: Record<string, unknown>, secret = 'social-secret-social-secret-social-secret') {
      const { SignJWT } = await import('jose');
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('sulit-club')
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + 600)
        .sign(new TextEncoder().encode(secret));
    }

    it('accepts a token signed with the configured key and creates the account once', async () => {
      const token = await socialToken({
        email: 'social@example.com',
        given_name: 'Sol',
        family_name: 'Cial',
        provider: 'google',
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/ld-social-token-login',
        payload: { type: 'google', socialToken: token },
      });
      expect(res.statusCode).toBe(200);
      const me = await app.inject({
        url: '/rest/V1/customers/me',
        headers: { authorization: `Bearer ${res.json().access_token}` },
      });
      expect(me.json()).toMatchObject({
        email: 'social@example.com',
        firstname: 'Sol',
        extension_attributes: { auto_created: true },
      });
    });

    it('refuses a token with the wrong key, the wrong provider or past its expiry', async () => {
      const forged = await socialToken({ email: 'member@example.com' }, 'another-secret-another-secret-another-secret');
      const wrongKey = await app.inject({
        method: 'POST',
        url: '/api/ld-social-token-login',
        payload: { type: 'google', socialToken: forged },
      });
      expect(wrongKey.statusCode).toBe(401);
      const fb = await socialToken({ email: 'member@example.com', provider: 'facebook' });
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/ld-social-token-login',
            payload: { type: 'google', socialToken: fb },
          })
        ).statusCode,
      ).toBe(401);
      const token = await socialToken({ email: 'member@example.com' });
      const saved = now;
      now = new Date(now.getTime() + 20 * MINUTE);
      const late = await app.inject({
        method: 'POST',
        url: '/api/ld-social-token-login',
        payload: { type: 'google', socialToken: token },
      });
      now = saved;
      expect(late.statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    const RESET_TEXT = (email: string) =>
      `If there is an account associated with ${email} you will receive an email with a link (which expires in 15 minutes) to reset your password.`;

    const askReset = (email: string) =>
      app.inject({ method: 'PUT', url: '/rest/V1/customers/password', payload: { email, template: 'email_reset' } });
    const resetPassword = (email: string, newPassword: string, resetToken: string) =>
      app.inject({
        method: 'POST',
        url: '/rest/V1/customers/resetPassword',
        payload: { email, newPassword, resetToken },
      });

    async function latestLink(email: string): Promise<string> {
      const { items } = (await app.inject('/api/dev/outbox')).json() as {
        items: { to: string; link: string | null }[];
      };
      return items.find((m) => m.to === email)!.link!;
    }

    it('answers the same §8 text for known and unknown addresses; only a real account gets mail', async () => {
      const before = ((await app.inject('/api/dev/outbox')).json() as { items: unknown[] }).items.length;
      const unknown = await askReset('ghost@example.com');
      expect(unknown.json().message).toBe(RESET_TEXT('ghost@example.com'));
      expect(((await app.inject('/api/dev/outbox')).json() as { items: unknown[] }).items.length).toBe(before);
      const known = await askReset('juan@example.com');
      expect(known.statusCode).toBe(200);
      expect(known.json().message).toBe(RESET_TEXT('juan@example.com'));
      const link = await latestLink('juan@example.com');
      expect(link).toMatch(
        /^http:\/\/localhost:3000\/customer\/account\/createpassword\?token=[\w-]{43}&email=juan%40example\.com$/,
      );
      const tokens = await sql<{ token_hash: string }>`select token_hash from password_reset_tokens`.execute(
        database.db,
      );
      const token = new URL(link).searchParams.get('token')!;
      expect(tokens.rows.some((t) => t.token_hash === token)).toBe(false);
    });

    it("sets a new password once: 'New password has been set.', then the link is spent", async () => {
      await askReset('juan@example.com');
      const token = new URL(await latestLink('juan@example.com')).searchParams.get('token')!;
      const session = await bearer('juan@example.com', 'Kalamansi42!');
      const weak = await resetPassword('juan@example.com', 'short', token);
      expect(weak.statusCode).toBe(400);
      const ok = await resetPassword('juan@example.com', 'Renewed123!', token);
      expect(ok.json()).toEqual({ success: true, message: 'New password has been set.' });
      const again = await resetPassword('juan@example.com', 'Again123!x', token);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('The password token is expired. Reset and try again.');
      expect((await login('juan@example.com', 'Renewed123!')).statusCode).toBe(200);
      expect((await login('juan@example.com', 'Kalamansi42!')).statusCode).toBe(401);
      // sessions from before the reset are signed out
      expect(
        (await app.inject({ url: '/rest/V1/customers/me', headers: { authorization: `Bearer ${session}` } }))
          .statusCode,
      ).toBe(401);
    });

    it('expires a link after 15 minutes and refuses it for another e-mail', async () => {
      await askReset('juan@example.com');
      const token = new URL(await latestLink('juan@example.com')).searchParams.get('token')!;
      const other = await resetPassword('member@example.com', 'Hijack123!', token);
      expect(other.json().message).toBe('The password token is expired. Reset and try again.');
      const saved = now;
      now = new Date(now.getTime() + 15 * MINUTE);
      const late = await resetPassword('juan@example.com', 'Late123!xx', token);
      now = saved;
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('The password token is expired. Reset and try again.');
    });

    it('rejects malformed reset input', async () => {
      const bad = await app.inject({ method: 'PUT', url: '/rest/V1/customers/password', payload: { email: 'nope' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please enter a valid email address');
      expect(
        (await app.inject({ method: 'POST', url: '/rest/V1/customers/resetPassword', payload: { email: 'a@b.co' } }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('account', () => {
    it('shows a member with membership_info and a default Quezon City address', async () => {
      const token = await bearer('member@example.com', 'Member123!');
      const me = (
        await app.inject({ url: '/rest/default/V1/customers/me', headers: { authorization: `Bearer ${token}` } })
      ).json();
      expect(me.extension_attributes).toMatchObject({
        is_membership: true,
        membership_info: { package: 'PREMIUM', type: 'NEW_PREMIUM_CARD', code: '10012345678901' },
      });
      expect(me.addresses).toHaveLength(1);
      expect(me.addresses[0]).toMatchObject({
        default_shipping: true,
        default_billing: true,
        country_id: 'PH',
        city: 'Quezon City',
        township: 'Kamuning',
        postcode: '1100',
        extension_attributes: { address_validation_data: { source_code: 'balintawak', valid_to_ship: true } },
      });
    });

    it("updates names, birthday and phone: 'Your account information has been successfully updated'", async () => {
      const token = await bearer('business@example.com', 'Business123!');
      const saveMe = (customer: Record<string, unknown>) => putAs(token, '/rest/V1/customers/me', { customer });
      const ok = await saveMe({
        firstname: 'Benjie',
        lastname: 'Reyes',
        dob: '1985-02-01',
        extension_attributes: { phone: '0917 765 4321' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe('Your account information has been successfully updated');
      expect(ok.json().customer.extension_attributes.phone).toBe('+639177654321');
      const badPhone = await saveMe({
        firstname: 'Benjie',
        lastname: 'Reyes',
        extension_attributes: { phone: '08171234567' },
      });
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json().message).toBe('Please input a valid 11 digit phone number.(e.g. 09171234567)');
      const badName = await saveMe({ firstname: 'B3njie', lastname: 'Reyes' });
      expect(badName.json().message).toBe(
        'Please enter a valid name in this field (not including special characters).',
      );
      const hostile = await saveMe({ firstname: 'A', lastname: 'B', email: 'x@y.z' });
      expect(hostile.statusCode).toBe(400);
    });

    it('changes e-mail and password only with the current password', async () => {
      await signUp('mover@example.com');
      const token = await bearer('mover@example.com', 'Kalamansi42!');
      const put = (url: string, payload: Record<string, unknown>) => putAs(token, url, payload);
      const changeEmail = (email: string, current_password: string) =>
        put('/rest/V1/ld-customers/me/email', { email, current_password });
      const wrong = await changeEmail('moved@example.com', 'nope');
      expect(wrong.statusCode).toBe(400);
      const taken = await changeEmail('shopper@example.com', 'Kalamansi42!');
      expect(taken.json().message).toBe('There is already an account with this email address.');
      const moved = await changeEmail('moved@example.com', 'Kalamansi42!');
      expect(moved.statusCode).toBe(200);
      const pw = await put('/rest/V1/ld-customers/me/password', {
        currentPassword: 'Kalamansi42!',
        newPassword: 'Changed123!',
      });
      expect(pw.json().message).toBe('Your account information has been successfully updated');
      expect((await login('moved@example.com', 'Changed123!')).statusCode).toBe(200);
    });
  });

  describe('address book', () => {
    let kamuning: number;
    let makatiPoblacion: number;
    beforeAll(async () => {
      const rows = await sql<{ id: number; name: string }>`
        select b.id, b.name from barangays b join cities c on c.id = b.city_id
        where (c.name = 'Quezon City' and b.name = 'Kamuning') or (c.name = 'City of Makati' and b.name = 'Poblacion')`.execute(
        database.db,
      );
      kamuning = rows.rows.find((r) => r.name === 'Kamuning')!.id;
      makatiPoblacion = rows.rows.find((r) => r.name === 'Poblacion')!.id;
    });
    const valid = () => ({
      firstname: 'Ana',
      lastname: 'Reyes',
      telephone: '09171234567',
      street: ['12 Mabini St'],
      building_name: 'Blk 4',
      landmark: 'Across the chapel',
      location_label: 'Home',
      township_id: kamuning,
    });

    const saveAddress = (token: string, address: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/rest/V1/ld-customer-address',
        headers: { authorization: `Bearer ${token}` },
        payload: { address },
      });

    it('creates the first address as default shipping and billing, normalising the phone and taking the postcode', async () => {
      const token = await bearer('shopper@example.com', 'Shopper123!');
      const auth = { authorization: `Bearer ${token}` };
      const res = await saveAddress(token, { ...valid(), postcode: '9999', region_id: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Address successfully created');
      expect(res.json().address).toMatchObject({
        default_shipping: true,
        default_billing: true,
        telephone: '+639171234567',
        postcode: '1100',
        street: ['12 Mabini St'],
        country_id: 'PH',
        city: 'Quezon City',
      });
      const second = await saveAddress(token, { ...valid(), township_id: makatiPoblacion, location_label: 'Office' });
      expect(second.json().address).toMatchObject({ default_shipping: false, postcode: '1200' });
      const id = second.json().address.id as number;
      const updated = await saveAddress(token, {
        ...valid(),
        id,
        township_id: makatiPoblacion,
        default_shipping: true,
      });
      expect(updated.json().message).toBe('Address successfully updated');
      const me = (await app.inject({ url: '/rest/V1/customers/me', headers: auth })).json();
      expect(
        me.addresses.filter((a: { default_shipping: boolean }) => a.default_shipping).map((a: { id: number }) => a.id),
      ).toEqual([id]);
    });

    it('shows the §5 message for each bad field, under "Address create failed"', async () => {
      const token = await bearer('shopper@example.com', 'Shopper123!');
      const save = (address: Record<string, unknown>) => saveAddress(token, address);
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { firstname: 'An@' },
          'firstname',
          'Please enter a valid name in this field (not including special characters).',
        ],
        [{ lastname: '' }, 'lastname', 'This is a required field.'],
        [{ telephone: '0917123' }, 'telephone', 'Please enter at least 11 characters.'],
        [{ telephone: '+63917123456789' }, 'telephone', 'This field is larger than 13 characters'],
        [{ telephone: '08171234567' }, 'telephone', 'Please input a valid 11 digit phone number.(e.g. 09171234567)'],
        [{ street: [''] }, 'street', 'This is a required field.'],
        [{ street: ['x'.repeat(256)] }, 'street', 'Value must be not greater than 255 characters'],
        [{ landmark: 'x'.repeat(151) }, 'landmark', 'Value must be not greater than 150 characters'],
        [{ location_label: 'x'.repeat(31) }, 'location_label', 'Maximum 30 characters'],
        [{ township_id: undefined }, 'township_id', 'This is a required field.'],
      ];
      const count = async () =>
        Number(
          (await sql<{ n: number }>`select count(*) as n from customer_addresses`.execute(database.db)).rows[0]!.n,
        );
      const before = await count();
      for (const [patch, field, message] of cases) {
        const res = await save({ ...valid(), ...patch });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().message).toBe('Address create failed');
        expect(res.json().details.fields[field]).toBe(message);
      }
      expect(await count()).toBe(before);
      const update = await save({ ...valid(), id: 1, firstname: 'An@' });
      expect(update.statusCode).toBe(404); // address 1 belongs to the member
    });

    it("never reaches another customer's address: 404 on read, update and delete", async () => {
      const member = await bearer('member@example.com', 'Member123!');
      const memberMe = (
        await app.inject({ url: '/rest/V1/customers/me', headers: { authorization: `Bearer ${member}` } })
      ).json();
      const theirs = memberMe.addresses[0].id as number;
      const intruder = { authorization: `Bearer ${await bearer('business@example.com', 'Business123!')}` };
      const update = await app.inject({
        method: 'POST',
        url: '/rest/V1/ld-customer-address',
        headers: intruder,
        payload: { address: { ...valid(), id: theirs } },
      });
      expect(update.statusCode).toBe(404);
      const del = await app.inject({
        method: 'POST',
        url: '/rest/V1/ld-customer-delete-address',
        headers: intruder,
        payload: { address: { id: theirs, customer_id: memberMe.id } },
      });
      expect(del.statusCode).toBe(404);
      const still = (
        await app.inject({ url: '/rest/V1/customers/me', headers: { authorization: `Bearer ${member}` } })
      ).json();
      expect(still.addresses[0]).toMatchObject({ id: theirs, street: ['24 Kamuning Road'] });
      const guest = await app.inject({
        method: 'POST',
        url: '/rest/V1/ld-customer-address',
        payload: { address: valid() },
      });
      expect(guest.statusCode).toBe(401);
    });

    it('keeps store-pickup addresses apart and deletes addresses, passing on the default', async () => {
      await signUp('pickup@example.com');
      const token = await bearer('pickup@example.com', 'Kalamansi42!');
      const auth = { authorization: `Bearer ${token}` };
      const deleteAddress = (id: unknown) =>
        app.inject({
          method: 'POST',
          url: '/rest/V1/ld-customer-delete-address',
          headers: auth,
          payload: { address: { id } },
        });
      const pickup = await saveAddress(token, {
        firstname: '',
        lastname: '',
        telephone: '',
        street: [],
        store_pickup_source: 'otis',
      });
      expect(pickup.statusCode).toBe(200);
      expect(pickup.json().address).toMatchObject({
        default_shipping: false,
        firstname: 'Store',
        extension_attributes: { store_pickup: true, address_validation_data: { source_code: 'otis' } },
      });
      const first = (await saveAddress(token, valid())).json().address;
      expect(first.default_shipping).toBe(true); // the pickup address does not count as the first
      const second = (await saveAddress(token, { ...valid(), township_id: makatiPoblacion })).json().address;
      const del = await deleteAddress(first.id);
      expect(del.statusCode).toBe(200);
      const me = (await app.inject({ url: '/rest/V1/customers/me', headers: auth })).json();
      expect(me.addresses.map((a: { id: number; default_shipping: boolean }) => [a.id, a.default_shipping])).toEqual([
        [second.id, true],
        [pickup.json().address.id, false],
      ]);
      expect((await deleteAddress(first.id)).statusCode).toBe(404);
      expect((await deleteAddress('x')).statusCode).toBe(400);
    });
  });

  it('documents every accounts and location path in the OpenAPI document', async () => {
    const doc = (await app.inject('/docs/json')).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/customer/login',
      '/api/register',
      '/api/user/login',
      '/api/user/customers/validate-email',
      '/api/ld-social-token-login',
      '/api/altcha/challenge',
      '/rest/V1/customers/me',
      '/rest/{store}/V1/customers/me',
      '/rest/V1/ld-customer-address',
      '/rest/V1/customers/password',
      '/rest/V1/customers/resetPassword',
      '/api/location',
      '/rest/V1/directory/countries/{id}',
      '/rest/V1/sulit/check-location',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  describe('customer location on the account', () => {
    it('saves a signed-in choice on the account and restores it at the next login', async () => {
      const res = await login('shopper@example.com', 'Shopper123!');
      const token = (res.json() as { access_token: string }).access_token;
      const set = await putAs(token, '/api/location', { type: 'pickup', source_code: 'cebu' });
      expect(set.statusCode).toBe(200);
      const again = await login('shopper@example.com', 'Shopper123!');
      const cookie = cookiesOf(again)['sulit_location'];
      expect(cookie?.value).toContain('"source_code":"cebu"');
      const me = (
        await app.inject({ url: '/rest/V1/customers/me', headers: { authorization: `Bearer ${token}` } })
      ).json();
      expect(me.extension_attributes.location).toMatchObject({
        source_code: 'cebu',
        is_pickup: true,
        label: 'Cebu store',
      });
    });
  });
});

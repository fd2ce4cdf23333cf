import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { testEngines } from '@sulit/tools/testing/engines';
import type { TestDatabase } from '@sulit/tools/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../test-app';

/** The message every password form answers for a common or breached password (issue 27 item 9). */
const COMMON = 'This password is too common and easy to guess. Please choose a different password.';
/** Passwords from the top of the breached-password lists, dressed up the way shoppers dress them up. */
const WEAK = ['Password123!', 'Qwerty123!', 'Welcome123!', 'Iloveyou1!', 'Sunshine1!'];

describe.each(testEngines())('common passwords are refused on $engine', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let ip = 1;

  const login = (username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/customer/login',
      remoteAddress: `10.9.0.${ip++}`,
      payload: { username, password },
    });
  async function captcha(): Promise<string> {
    const challenge = (await app.inject('/api/altcha/challenge')).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const register = async (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        customer: {
          email,
          password,
          password_confirmation: password,
          firstname: 'Ana',
          lastname: 'Reyes',
          recaptcha_response: await captcha(),
        },
      },
    });

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(() => closeTestApp(app, database));

  it.each(WEAK)('sign-up with %s answers 400 with the message and creates no account', async (password) => {
    const email = `weak-${password.length}-${ip}@example.com`;
    const res = await register(email, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: COMMON, details: { fields: { password: COMMON } } });
    expect((await login(email, password)).statusCode).toBe(401);
  });

  it('sign-up with a password off the list is accepted', async () => {
    expect((await register('strong@example.com', 'Kalamansi42!')).statusCode).toBe(200);
  });

  it('a password change to a common password is refused and the old password still works', async () => {
    const token = (await login('shopper@example.com', 'Shopper123!')).json().access_token as string;
    const res = await app.inject({
      method: 'PUT',
      url: '/rest/V1/ld-customers/me/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'Shopper123!', newPassword: 'Password123!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: COMMON, details: { fields: { newPassword: COMMON } } });
    expect((await login('shopper@example.com', 'Shopper123!')).statusCode).toBe(200);
    expect((await login('shopper@example.com', 'Password123!')).statusCode).toBe(401);
  });

  it('a reset to a common password is refused and leaves the link usable', async () => {
    await app.inject({
      method: 'PUT',
      url: '/rest/V1/customers/password',
      payload: { email: 'member@example.com', template: 'email_reset' },
    });
    const { items } = (await app.inject('/api/dev/outbox')).json() as { items: { to: string; link: string | null }[] };
    const token = new URL(items.find((m) => m.to === 'member@example.com')!.link!).searchParams.get('token')!;
    const reset = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/rest/V1/customers/resetPassword',
        payload: { email: 'member@example.com', newPassword, resetToken: token },
      });
    const weak = await reset('Qwerty123!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: COMMON, details: { fields: { newPassword: COMMON } } });
    expect((await login('member@example.com', 'Member123!')).statusCode).toBe(200);
    expect((await reset('Kalamansi42!')).statusCode).toBe(200);
  });
});

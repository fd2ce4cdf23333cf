import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { describe, expect, it } from 'vitest';
import { createThrottleRepository } from '@sulit/db';
import { buildTestApp, useTestApp } from '../../test-app';
import { createThrottle, databaseCounters, loginRules } from './login-throttle';

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe.each(testEngines())('login under attack on $engine', ({ open }) => {
  const server = useTestApp(open);

  const login = (username: string, password: string, ip: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      remoteAddress: ip,
      payload: { username, password },
    });

  it('checks 40 parallel wrong passwords from one address against the limit of 5: 5 × 401, 35 × 429', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login('shopper@example.com', `Wrong${i}!aA`, '203.0.113.50').then((r) => r.statusCode),
      ),
    );
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(35);
  }, 120_000);

  it('50 failures from 50 addresses do not lock the owner out: the right password from a fresh address gets in', async () => {
    // 50 failed attempts from 50 addresses, counted where the login counts them (scrypt at test speed
    // would take minutes; the counting itself is covered in login-throttle.int.test.ts)
    const throttle = createThrottle(databaseCounters(createThrottleRepository(server.database.db)), () => TEST_NOW);
    for (let i = 0; i < 50; i++) await throttle.attempt(loginRules('member@example.com', `198.18.0.${i + 1}`));
    // the account limit (50) is reached: an attacking address that tried before is refused…
    expect((await login('member@example.com', 'Member123!', '198.18.0.1')).statusCode).toBe(429);
    // …and so is a fresh address with the wrong password after its one try
    expect((await login('member@example.com', 'Guess1!aA', '198.18.1.1')).statusCode).toBe(401);
    expect((await login('member@example.com', 'Member123!', '198.18.1.1')).statusCode).toBe(429);
    // while the owner, from an address with no failures, gets in
    expect((await login('member@example.com', 'Member123!', '198.51.100.99')).statusCode).toBe(200);
  }, 120_000);
});

describe.each(testEngines().slice(0, 1))('a login storm beyond the hashing queue ($engine)', ({ open }) => {
  it('answers 503 with Retry-After instead of piling up, and never 500', async () => {
    const database = await open();
    const app = await buildTestApp(database, { passwordWork: { concurrency: 1, queue: 2 } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          app.inject({
            method: 'POST',
            url: '/api/customer/login',
            remoteAddress: `192.0.2.${i + 1}`,
            payload: { username: 'shopper@example.com', password: 'Shopper123!' },
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(count(statuses, 200)).toBe(3);
      expect(count(statuses, 503)).toBe(5);
      for (const a of answers.filter((x) => x.statusCode === 503)) {
        expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
        expect(a.json()).toMatchObject({ code: 'unavailable' });
      }
    } finally {
      await app.close();
      await database.dispose();
    }
  }, 120_000);
});

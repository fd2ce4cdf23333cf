import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, envWarnings, livePaymentProvider, loadEnv, loadToolEnv } from './env';

const varDir = () => mkdtempSync(join(tmpdir(), 'sulit-env-'));

describe('configuration at boot', () => {
  it('defaults to port 3000 and the embedded SQLite file', () => {
    const env = loadEnv({}, varDir());
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('file:var/sulit.db');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('fails fast listing every bad key at once', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', REDIS_URL: 'localhost' }, varDir());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const keys = (error as EnvError).problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'REDIS_URL']));
  });

  it('runs web and background work in one process unless told its role (issue 34, decision 033)', () => {
    const env = loadEnv({}, varDir());
    expect(env.SULIT_ROLE).toBe('all');
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(loadEnv({ SULIT_ROLE: 'worker', DATABASE_POOL_SIZE: '4' }, varDir())).toMatchObject({
      SULIT_ROLE: 'worker',
      DATABASE_POOL_SIZE: 4,
    });
    for (const bad of [
      { SULIT_ROLE: 'jobs' },
      { SULIT_ROLE: 'web\u0000' },
      { DATABASE_POOL_SIZE: '0' },
      { DATABASE_POOL_SIZE: '1e9' },
    ]) {
      expect(() => loadEnv(bad, varDir())).toThrow(EnvError);
    }
  });

  it('keeps 500 statements prepared per PostgreSQL connection unless told otherwise; 0 prepares none (decision 044)', () => {
    expect(loadEnv({}, varDir()).DATABASE_STATEMENT_CACHE_SIZE).toBe(500);
    expect(loadEnv({ DATABASE_STATEMENT_CACHE_SIZE: '0' }, varDir()).DATABASE_STATEMENT_CACHE_SIZE).toBe(0);
    for (const bad of ['-1', '1e9', 'lots', '5\u0000']) {
      expect(() => loadEnv({ DATABASE_STATEMENT_CACHE_SIZE: bad }, varDir())).toThrow(EnvError);
    }
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' }, varDir())).toThrow(/SESSION_SECRET: required in production/);
  });

  it('in production fails at boot listing every missing address at once: PUBLIC_URL and SMTP_URL too', () => {
    let error: unknown;
    try {
      loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }, varDir());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems).toEqual([
      'PUBLIC_URL: required in production',
      'SMTP_URL: required in production',
    ]);
  });

  it('the operator tools need PUBLIC_URL: they cannot know the port the store serves on (issue 27 item 14)', () => {
    expect(() => loadToolEnv({ PORT: '3111' }, varDir())).toThrow(
      'PUBLIC_URL: required by the operator tools (the address in the links of their e-mails)',
    );
    expect(() => loadToolEnv({ PUBLIC_URL: '' }, varDir())).toThrow(EnvError);
    expect(loadToolEnv({ PUBLIC_URL: 'https://shop.example/' }, varDir()).PUBLIC_URL).toBe('https://shop.example');
  });

  it('warns loudly when production is served over plain http, and not when it is https', () => {
    const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail:25' };
    const plain = loadEnv({ ...base, PUBLIC_URL: 'http://shop.example' }, varDir());
    expect(envWarnings(plain).join('\n')).toMatch(/PUBLIC_URL is http:\/\/shop.example, not https/);
    const tls = loadEnv({ ...base, PUBLIC_URL: 'https://shop.example/' }, varDir());
    expect(tls.PUBLIC_URL).toBe('https://shop.example');
    expect(envWarnings(tls)).toEqual([]);
  });

  it('outside production generates a session secret once and keeps it under var/', () => {
    const dir = varDir();
    const first = loadEnv({}, dir).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({}, dir).SESSION_SECRET).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
  });

  it('treats empty values as unset and accepts PostgreSQL URLs', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }, varDir());
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
  });
});

describe('the live payment provider (issue 27)', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://shop.example.ph',
    SMTP_URL: 'smtp://mail.example.ph',
  };

  it('is none in production unless PAYMENTS_SANDBOX=true', () => {
    expect(livePaymentProvider(loadEnv(production, varDir()))).toBeNull();
    expect(livePaymentProvider(loadEnv({ ...production, PAYMENTS_SANDBOX: 'false' }, varDir()))).toBeNull();
    expect(livePaymentProvider(loadEnv({ ...production, PAYMENTS_SANDBOX: 'true' }, varDir()))).toBe('sandbox');
  });

  it('is the sandbox in development and tests, unless PAYMENTS_SANDBOX=false', () => {
    expect(livePaymentProvider(loadEnv({}, varDir()))).toBe('sandbox');
    expect(livePaymentProvider(loadEnv({ NODE_ENV: 'test' }, varDir()))).toBe('sandbox');
    expect(livePaymentProvider(loadEnv({ PAYMENTS_SANDBOX: 'false' }, varDir()))).toBeNull();
  });

  it('refuses anything but true or false', () => {
    expect(() => loadEnv({ PAYMENTS_SANDBOX: 'yes' }, varDir())).toThrow(/PAYMENTS_SANDBOX: must be true or false/);
  });
});

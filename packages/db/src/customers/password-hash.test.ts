import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

// Each hash costs about 0.3 s of CPU by design; a busy machine needs more than vitest's default 5 s.
describe('password hashing (DESIGN §3.8: scrypt at OWASP parameters)', { timeout: 30_000 }, () => {
  it('stores scrypt N=2^15 r=8 p=3 (OWASP, 32 MiB) with a random salt, never the password', async () => {
    const a = await hashPassword('Shopper123!');
    const b = await hashPassword('Shopper123!');
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Shopper123!');
    expect(await verifyPassword('Shopper123!', a)).toBe(true);
    expect(await verifyPassword('shopper123!', a)).toBe(false);
  });

  it('still verifies hashes stored with the earlier N=2^17 r=8 p=1', async () => {
    const { scrypt } = await import('node:crypto');
    const salt = Buffer.alloc(16, 7);
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt('Shopper123!', salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }, (e, k) =>
        e ? reject(e) : resolve(k),
      ),
    );
    const stored = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('Shopper123!', stored)).toBe(true);
    expect(await verifyPassword('Shopper123?', stored)).toBe(false);
  });

  it('rejects malformed stored values instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$e')).toBe(false);
  });
});

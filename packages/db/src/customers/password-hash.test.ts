import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

// Each hash costs about 0.3 s of CPU by design; a busy machine needs more than vitest's default 5 s.
describe('password hashing (DESIGN §3.8: scrypt at OWASP parameters)', { timeout: 30_000 }, () => {
  it('stores scrypt N=2^17 r=8 p=1 with a random salt, never the password', async () => {
    const a = await hashPassword('Shopper123!');
    const b = await hashPassword('Shopper123!');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Shopper123!');
    expect(await verifyPassword('Shopper123!', a)).toBe(true);
    expect(await verifyPassword('shopper123!', a)).toBe(false);
  });

  it('rejects malformed stored values instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$e')).toBe(false);
  });
});

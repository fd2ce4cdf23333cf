import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * How passwords are stored (DESIGN §3.8): scrypt at OWASP's parameters (N=2^17, r=8, p=1, 32-byte key,
 * 16-byte random salt), written as `scrypt$N$r$p$salt$key` (base64url) so parameters can rise later
 * without breaking old hashes. Lives beside the storage so the server and the seed use one function.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } as const;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128·N·r bytes (128 MiB at N=2^17, r=8).
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = SCRYPT_PARAMS;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((v) => Number.isInteger(v) && v > 0) || N > 2 ** 20) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, N, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash of a password nobody knows: verified against when the e-mail is unknown, so timing matches. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

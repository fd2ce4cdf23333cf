import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the store keeps at rest (staff TOTP secrets, the web-push private key) are sealed: AES-256-GCM under a
 * key derived (HKDF-SHA256) from SESSION_SECRET for one purpose, so a copy of the database alone does not give
 * them away, and a sealed value from one purpose does not open under another.
 */
interface Sealer {
  seal(plain: string): string;
  /** the plain text; throws when the value was sealed under another key or altered */
  open(sealed: string): string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `salt` and `info` name the purpose (HKDF's salt and info); the output is base64url: iv, tag, cipher text. */
export function createSealer(sessionSecret: string, salt: string, info: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, salt, info, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { STORE_BRAND, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@sulit/domain';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238) for staff sign-in through otpauth, and the sealing of each staff member's secret at rest:
 * AES-256-GCM under a key derived (HKDF-SHA256) from SESSION_SECRET, so a copy of the database alone does not
 * give the secrets away. The secret is never logged; the enrolment answer is the only place it leaves the server.
 */
export interface TotpKit {
  /** a new secret: its sealed form for the database, and the URI and base32 text for the authenticator app */
  newSecret(account: string): { sealed: string; uri: string; base32: string };
  /** the time step of a correct code at `now`, within one step either side; null when the code is wrong */
  stepOf(sealed: string, code: string, now: Date): number | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createTotpKit(sessionSecret: string): TotpKit {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'sulit-ops', 'staff-totp-secret', 32));

  function seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  function open(sealed: string): string {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  const totpOf = (base32: string, account: string) =>
    new TOTP({
      issuer: STORE_BRAND,
      label: account,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      secret: Secret.fromBase32(base32),
    });

  return {
    newSecret(account) {
      const base32 = new Secret({ size: 20 }).base32;
      return { sealed: seal(base32), uri: totpOf(base32, account).toString(), base32 };
    },
    stepOf(sealed, code, now) {
      const totp = totpOf(open(sealed), 'staff');
      const timestamp = now.getTime();
      const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
      if (delta === null) return null;
      return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
    },
  };
}

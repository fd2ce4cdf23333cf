import { STORE_BRAND, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@sulit/domain';
import { Secret, TOTP } from 'otpauth';
import { createSealer } from '../../sealing';

/**
 * TOTP (RFC 6238) for staff sign-in through otpauth, and each staff member's secret sealed at rest (sealing.ts),
 * so a copy of the database alone does not give the secrets away. The secret is never logged; the enrolment answer is the only place it leaves the server.
 */
export interface TotpKit {
  /** a new secret: its sealed form for the database, and the URI and base32 text for the authenticator app */
  newSecret(account: string): { sealed: string; uri: string; base32: string };
  /** the time step of a correct code at `now`, within one step either side; null when the code is wrong */
  stepOf(sealed: string, code: string, now: Date): number | null;
}

export function createTotpKit(sessionSecret: string): TotpKit {
  const { seal, open } = createSealer(sessionSecret, 'sulit-ops', 'staff-totp-secret');

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

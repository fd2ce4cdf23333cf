import { createHmac } from 'node:crypto';
import type { CaptchaRepository } from '@sulit/db';
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { create } from 'altcha-lib/frameworks/fastify';

export interface CaptchaOptions {
  /** PBKDF2 iterations per attempt */
  cost: number;
  counterMin: number;
  counterMax: number;
}

/** About half a second of work in a browser; tests may lower it. */
export const DEFAULT_CAPTCHA: CaptchaOptions = { cost: 1000, counterMin: 1000, counterMax: 3000 };

const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Self-hosted ALTCHA proof of work (altcha-lib 2.x, deterministic PBKDF2 challenges). Secrets derive from
 * SESSION_SECRET; a redeemed challenge is recorded in the database, so a payload works once, on any
 * instance. Challenge expiry uses the real clock because altcha-lib checks it against Date.now().
 */
export function createCaptcha(secret: string, used: CaptchaRepository, options: CaptchaOptions) {
  const hmacSignatureSecret = createHmac('sha256', secret).update('altcha-signature').digest('hex');
  const hmacKeySignatureSecret = createHmac('sha256', secret).update('altcha-key-signature').digest('hex');
  const store = {
    async get() {
      return null;
    },
    async set() {},
    async setIfAbsent(key: string) {
      return used.markCaptchaUsed(`altcha:${key}`, new Date().toISOString());
    },
  };

  const altcha = create({ deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store });

  return {
    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: options.cost,
        counter: randomInt(options.counterMax, options.counterMin),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      });
    },

    /** True when the payload (base64 JSON from the widget) solves one of our challenges, first use only. */
    async verify(payload: string): Promise<boolean> {
      try {
        // Only self-hosted proofs of work: never a Sentinel-style server payload.
        const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
        if (!decoded || typeof decoded !== 'object' || !('challenge' in decoded) || !('solution' in decoded))
          return false;
        const result = await altcha.verify(payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store);
        return result.error === null;
      } catch {
        return false;
      }
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;

import { describe, expect, it } from 'vitest';
import { canTransitionPayment, paymentFailureMessage } from './payment-lifecycle';
import { constantTimeEqual, parseSignatureHeader, signWebhook, verifyWebhookSignature } from './webhook-signature';

/**
 * The domain is pure (no node:crypto here), so the test passes a stand-in keyed digest with the real one's
 * shape (64 hex characters); the server passes node:crypto's HMAC-SHA256 and its tests check that.
 */
function hmac(secret: string, payload: string): string {
  let out = '';
  for (let round = 0; round < 8; round++) {
    let h = 0x811c9dc5 ^ round;
    for (const ch of `${secret}|${payload}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out;
}
const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"payment.paid"}';
const t = 1_800_000_000;

describe('webhook signatures (DESIGN §4)', () => {
  it('signs timestamp + body with HMAC-SHA256 and verifies it', () => {
    const header = signWebhook({ secret, body, timestampSeconds: t, hmac });
    expect(header).toBe(`t=${t},v1=${hmac(secret, `${t}.${body}`)}`);
    expect(verifyWebhookSignature({ header, body, secret, nowSeconds: t + 10, hmac })).toBe('ok');
  });

  it('refuses a changed body, another secret, a malformed header', () => {
    const header = signWebhook({ secret, body, timestampSeconds: t, hmac });
    expect(verifyWebhookSignature({ header, body: body.replace('paid', 'failed'), secret, nowSeconds: t, hmac })).toBe(
      'bad_signature',
    );
    expect(verifyWebhookSignature({ header, body, secret: 'other', nowSeconds: t, hmac })).toBe('bad_signature');
    for (const bad of [undefined, '', 'v1=abc', `t=${t}`, `t=x,v1=${'0'.repeat(64)}`, `t=${t},v1=zz`]) {
      expect(verifyWebhookSignature({ header: bad, body, secret, nowSeconds: t, hmac })).toBe('malformed');
    }
  });

  it('refuses a signature older than five minutes (or from the future), even when it is valid', () => {
    const header = signWebhook({ secret, body, timestampSeconds: t, hmac });
    expect(verifyWebhookSignature({ header, body, secret, nowSeconds: t + 300, hmac })).toBe('ok');
    expect(verifyWebhookSignature({ header, body, secret, nowSeconds: t + 301, hmac })).toBe('too_old');
    expect(verifyWebhookSignature({ header, body, secret, nowSeconds: t - 301, hmac })).toBe('too_old');
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const good = signWebhook({ secret, body, timestampSeconds: t, hmac }).split('v1=')[1];
    const header = `t=${t},v1=${'0'.repeat(64)},v1=${good}`;
    expect(parseSignatureHeader(header)?.signatures).toHaveLength(2);
    expect(verifyWebhookSignature({ header, body, secret, nowSeconds: t, hmac })).toBe('ok');
  });

  it('constant-time comparison still compares', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'ab')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});

describe('payment lifecycle', () => {
  it('pending ends once; paid may be refunded; final states stay final', () => {
    expect(canTransitionPayment('pending', 'paid')).toBe(true);
    expect(canTransitionPayment('pending', 'failed')).toBe(true);
    expect(canTransitionPayment('pending', 'expired')).toBe(true);
    expect(canTransitionPayment('paid', 'refunded')).toBe(true);
    expect(canTransitionPayment('paid', 'failed')).toBe(false);
    expect(canTransitionPayment('failed', 'paid')).toBe(false);
    expect(canTransitionPayment('refunded', 'paid')).toBe(false);
  });

  it('an unknown failure reason falls back to the spec message', () => {
    expect(paymentFailureMessage('declined')).toMatch(/declined/);
    expect(paymentFailureMessage('something else')).toBe('Failed to place order');
  });
});

import { describe, expect, it } from 'vitest';
import { afterFailedPush, PUSH_MAX_ATTEMPTS, pushSubscriptionGone, webPushSubscriptionOf } from './web-push-rules';

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

describe('a web push token', () => {
  it('is a PushSubscription as JSON with an https endpoint and base64url keys', () => {
    const token = JSON.stringify({ endpoint: 'https://push.example/send/abc', expirationTime: null, keys });
    expect(webPushSubscriptionOf(token)).toEqual({ endpoint: 'https://push.example/send/abc', keys });
  });

  it('refuses what is not one: not JSON, plain http, missing or odd keys', () => {
    expect(webPushSubscriptionOf('tok-1')).toBeNull();
    expect(webPushSubscriptionOf('null')).toBeNull();
    const http = JSON.stringify({ endpoint: 'http://127.0.0.1:9/push', keys });
    expect(webPushSubscriptionOf(http)).toBeNull();
    expect(
      webPushSubscriptionOf(JSON.stringify({ endpoint: 'https://p.example/', keys: { p256dh: 'a b', auth: 'x' } })),
    ).toBeNull();
    expect(webPushSubscriptionOf(JSON.stringify({ endpoint: 'javascript:alert(1)', keys }))).toBeNull();
    expect(webPushSubscriptionOf(JSON.stringify({ endpoint: 'https://p.example/' }))).toBeNull();
  });

  it('is removed when the push service says it is gone, and retried with backoff otherwise', () => {
    expect([404, 410, 429, 500].map(pushSubscriptionGone)).toEqual([true, true, false, false]);
    const now = new Date('2026-11-28T00:00:00Z');
    expect(afterFailedPush(1, now)).toEqual({ state: 'pending', next_attempt_at: '2026-11-28T00:01:00.000Z' });
    expect(afterFailedPush(3, now)).toEqual({ state: 'pending', next_attempt_at: '2026-11-28T00:04:00.000Z' });
    expect(afterFailedPush(PUSH_MAX_ATTEMPTS, now)).toEqual({ state: 'dead', next_attempt_at: null });
  });
});

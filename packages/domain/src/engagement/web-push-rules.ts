/**
 * Web push (issue 31): a browser's push subscription is the token it registers on nms/tokens (platform "web"),
 * as the JSON of its PushSubscription. Alerts reach it through the push outbox, tried like mail.
 */

export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a notification shows: the alert's title and text, and where a click goes (a path of the store). */
export interface WebPushMessage {
  title: string;
  body: string;
  link: string | null;
}

/** The store's VAPID key pair (RFC 8292), base64url as browsers and push services read them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A push the delivery job took: what it says and the device's token now (null once the device left). */
export interface QueuedPush extends WebPushMessage {
  id: number;
  customer_id: number;
  device_id: string;
  attempts: number;
  token: string | null;
}

/** Decided: a push is tried this many times (a push service that stays down) before it is given up. */
export const PUSH_MAX_ATTEMPTS = 5;
/** Decided: how many pushes one run of the delivery job takes. */
export const PUSH_BATCH_SIZE = 50;
/** Decided: how long a push service keeps an undelivered notification (seconds): a price drop is news for a day. */
export const PUSH_TTL_SECONDS = 86_400;
/** Decided: an instance owns the pushes it took this long; a crashed instance's pushes are taken again after it. */
export const PUSH_SEND_LEASE_MS = 60_000;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * The subscription in a web token, or null when the token is not one: an https endpoint (a push service) and the
 * browser's two keys in base64url.
 */
export function webPushSubscriptionOf(token: string): WebPushSubscription | null {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || typeof keys !== 'object' || keys === null) return null;
  const { p256dh, auth } = keys;
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return null;
  if (!BASE64URL.test(p256dh) || !BASE64URL.test(auth) || p256dh.length > 200 || auth.length > 100) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  return { endpoint: url.href, keys: { p256dh, auth } };
}

/** A push service's answer that says the subscription is gone for good (the token is removed, never retried). */
export function pushSubscriptionGone(statusCode: number): boolean {
  return statusCode === 404 || statusCode === 410;
}

/** What becomes of a push whose try number `attempts` failed at `now`: a later try, or given up. */
export function afterFailedPush(
  attempts: number,
  now: Date,
): { state: 'dead'; next_attempt_at: null } | { state: 'pending'; next_attempt_at: string } {
  if (attempts >= PUSH_MAX_ATTEMPTS) return { state: 'dead', next_attempt_at: null };
  const delay = Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return { state: 'pending', next_attempt_at: new Date(now.getTime() + delay).toISOString() };
}

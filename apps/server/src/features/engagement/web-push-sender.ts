import type { Agent } from 'node:https';
import { PUSH_TTL_SECONDS, type VapidKeys, type WebPushMessage, type WebPushSubscription } from '@sulit/domain';
import webpush from 'web-push';

/** Who the push services may contact about our pushes (RFC 8292 `sub`). */
const VAPID_SUBJECT = 'mailto:no-reply@sulitclub.ph';
/** How long a push service may take to answer one push. */
const PUSH_TIMEOUT_MS = 10_000;

/** A push service's answer to one push: accepted, or refused with its status (0: no answer). */
type PushOutcome = { ok: true } | { ok: false; statusCode: number; error: string };

export interface PushSender {
  send(subscription: WebPushSubscription, message: WebPushMessage): Promise<PushOutcome>;
}

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/**
 * Sends with the `web-push` library: the payload encrypted for the browser (RFC 8291, aes128gcm) and signed with
 * the store's VAPID keys (RFC 8292). `agent` lets tests reach a local fake push service over TLS.
 */
export function webPushSender(keys: VapidKeys, agent?: Agent): PushSender {
  return {
    async send(subscription, message) {
      try {
        await webpush.sendNotification(subscription, JSON.stringify(message), {
          vapidDetails: { subject: VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        });
        return { ok: true };
      } catch (error) {
        const statusCode = (error as { statusCode?: unknown }).statusCode;
        const text = error instanceof Error ? error.message : 'failed';
        return {
          ok: false,
          statusCode: typeof statusCode === 'number' ? statusCode : 0,
          error: text.split('\n')[0]!.slice(0, 300),
        };
      }
    },
  };
}

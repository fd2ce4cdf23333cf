import { randomUUID } from 'node:crypto';
import {
  afterFailedPush,
  PUSH_BATCH_SIZE,
  PUSH_SEND_LEASE_MS,
  pushSubscriptionGone,
  webPushSubscriptionOf,
} from '@sulit/domain';
import type { EngagementDeps } from './engagement-deps';
import type { PushSender } from './web-push-sender';

/**
 * The push delivery job (scheduler `push.deliverOutbox`), the mail outbox's twin: each due push is taken under
 * a lease (one instance sends it), sent once to the device's subscription as it is now, and marked sent; a device
 * that logged out drops its pushes; a subscription the push service says is gone (404/410) is removed; other
 * failures retry with backoff until the push is given up.
 */
export function createPushDelivery(
  deps: EngagementDeps & { sender: () => Promise<PushSender>; log: { warn(o: object, m: string): void } },
) {
  const token = randomUUID();
  return async function deliverPushes(): Promise<{ sent: number; dropped: number; failed: number }> {
    const done = { sent: 0, dropped: 0, failed: 0 };
    const now = deps.clock();
    const due = await deps.pushes.takeDue({
      now: now.toISOString(),
      leasedUntil: new Date(now.getTime() + PUSH_SEND_LEASE_MS).toISOString(),
      token,
      limit: PUSH_BATCH_SIZE,
    });
    if (!due.length) return done;
    const sender = await deps.sender();
    for (const push of due) {
      const subscription = push.token === null ? null : webPushSubscriptionOf(push.token);
      if (!subscription) {
        await deps.pushes.finish(push.id, token, { state: 'dropped', now: deps.clock().toISOString() });
        done.dropped += 1;
        continue;
      }
      const outcome = await sender.send(subscription, { title: push.title, body: push.body, link: push.link });
      const at = deps.clock();
      if (outcome.ok) {
        await deps.pushes.finish(push.id, token, { state: 'sent', now: at.toISOString() });
        done.sent += 1;
      } else if (pushSubscriptionGone(outcome.statusCode)) {
        await deps.pushes.removeDevice(push.customer_id, push.device_id);
        await deps.pushes.finish(push.id, token, { state: 'dropped', now: at.toISOString(), error: outcome.error });
        done.dropped += 1;
      } else {
        const next = afterFailedPush(push.attempts, at);
        await deps.pushes.finish(push.id, token, { ...next, now: at.toISOString(), error: outcome.error });
        deps.log.warn({ push: push.id, attempts: push.attempts, status: outcome.statusCode }, 'push delivery failed');
        done.failed += 1;
      }
    }
    return done;
  };
}

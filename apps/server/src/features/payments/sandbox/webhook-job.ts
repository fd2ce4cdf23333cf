import { z } from 'zod';
import type { JobWorker } from '../../../jobs/job-worker';
import type { HttpTransport } from '../sandbox-gateway';
import type { DeliverWebhook } from './sandbox-api';

/** The job kind of one webhook the sandbox provider sends the store. */
const SANDBOX_WEBHOOK_JOB = 'payments.sandboxWebhook';
/** Decided: a webhook is tried six times (5 s, 10 s, 20 s, 40 s, 80 s apart); reconciliation settles the rest. */
const WEBHOOK_ATTEMPTS = 6;

const WebhookDelivery = z
  .object({
    url: z.url().max(2_000),
    eventId: z.string().min(1).max(100),
    headers: z.record(z.string().max(100), z.string().max(1_000)),
    body: z.string().max(100_000),
  })
  .strict();

/**
 * The sandbox's webhooks as jobs (issue 34, decision 033): a payment that reached a final state queues its event
 * (keyed by the event's id), and a worker posts it to the store's receiver, retrying with backoff until the store
 * answers 2xx. A webhook no longer lives in the memory of the instance that settled the payment, so killing that
 * instance loses nothing; the receiver applies each event once (payments `receive-webhook.ts`).
 */
export function queuedWebhooks(jobs: Pick<JobWorker, 'register' | 'enqueue'>, post: HttpTransport): DeliverWebhook {
  jobs.register({
    kind: SANDBOX_WEBHOOK_JOB,
    payload: WebhookDelivery,
    maxAttempts: WEBHOOK_ATTEMPTS,
    run: async (delivery) => {
      const answer = await post({ method: 'POST', url: delivery.url, headers: delivery.headers, body: delivery.body });
      if (answer.status < 200 || answer.status >= 300) throw new Error(`the store answered ${answer.status}`);
      return { event: delivery.eventId, status: answer.status };
    },
  });
  return async (delivery) => {
    await jobs.enqueue(SANDBOX_WEBHOOK_JOB, `sandbox-webhook:${delivery.eventId}`, delivery);
  };
}

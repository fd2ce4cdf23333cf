import type { QueuedPush, VapidKeys } from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import { deletedAny, updatedAny } from '../affected-rows';
import { insertedRow } from '../inserted-row';
import type { DB } from '../schema';

/**
 * Writes, in the caller's transaction, one push per web device of the customer an alert is for: the alert and
 * its pushes exist together, and the delivery job sends each once.
 */
export async function queuePushes(
  trx: Kysely<DB>,
  alerts: readonly { customer_id: number; title: string; body: string; link: string | null }[],
  now: string,
): Promise<void> {
  for (const alert of alerts)
    await trx
      .insertInto('push_outbox')
      .columns(['customer_id', 'device_id', 'title', 'body', 'link', 'state', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('push_tokens')
          .select([
            'customer_id',
            'device_id',
            sql<string>`cast(${alert.title} as text)`.as('title'),
            sql<string>`cast(${alert.body} as text)`.as('body'),
            sql<string | null>`cast(${alert.link} as text)`.as('link'),
            sql<string>`cast(${'pending'} as text)`.as('state'),
            sql<string>`cast(${now} as text)`.as('created_at'),
          ])
          .where('customer_id', '=', alert.customer_id)
          .where('platform', '=', 'web'),
      )
      .execute();
}

/**
 * Web push (issue 31): the store's VAPID key pair and the push outbox. Owns web_push_keys and push_outbox; reads
 * push_tokens (the alerts feature's) for the subscription at send time and removes a subscription a push
 * service says is gone.
 */
export function createPushRepository(db: Kysely<DB>) {
  return {
    /**
     * The one key pair: made by the first instance to start (the insert that lands), read by every other, so all
     * instances sign with the keys the browsers subscribed with.
     */
    async vapidKeys(generate: () => VapidKeys, now: string): Promise<VapidKeys> {
      const read = () =>
        db.selectFrom('web_push_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
      let row = await read();
      if (!row) {
        const keys = generate();
        await insertedRow(
          db
            .insertInto('web_push_keys')
            .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey, created_at: now })
            .onConflict((oc) => oc.column('id').doNothing()),
        );
        row = await read();
      }
      if (!row) throw new Error('web_push_keys: no key pair after inserting one');
      return { publicKey: row.public_key, privateKey: row.private_key };
    },

    /** Seals a private key kept plain before sealing, once: only while the row still holds `plain`. */
    async sealPrivateKey(plain: string, sealed: string): Promise<void> {
      await db
        .updateTable('web_push_keys')
        .set({ private_key: sealed })
        .where('id', '=', 1)
        .where('private_key', '=', plain)
        .execute();
    },

    queue: (alerts: Parameters<typeof queuePushes>[1], now: string) => queuePushes(db, alerts, now),

    /** Takes due pushes for this instance under a lease (a conditional update per row: one instance wins each). */
    async takeDue(input: { now: string; leasedUntil: string; token: string; limit: number }): Promise<QueuedPush[]> {
      const candidates = await db
        .selectFrom('push_outbox as o')
        .leftJoin('push_tokens as t', (join) =>
          join.onRef('t.customer_id', '=', 'o.customer_id').onRef('t.device_id', '=', 'o.device_id'),
        )
        .select(['o.id', 'o.customer_id', 'o.device_id', 'o.title', 'o.body', 'o.link', 'o.attempts', 't.token'])
        .where('o.state', '=', 'pending')
        .where((eb) => eb.or([eb('o.next_attempt_at', 'is', null), eb('o.next_attempt_at', '<=', input.now)]))
        .where((eb) => eb.or([eb('o.leased_until', 'is', null), eb('o.leased_until', '<=', input.now)]))
        .orderBy('o.id')
        .limit(input.limit)
        .execute();
      const taken: QueuedPush[] = [];
      for (const row of candidates) {
        const won = await updatedAny(
          db
            .updateTable('push_outbox')
            .set((eb) => ({
              leased_until: input.leasedUntil,
              lease_token: input.token,
              attempts: eb('attempts', '+', 1),
            }))
            .where('id', '=', row.id)
            .where('state', '=', 'pending')
            .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<=', input.now)])),
        );
        if (won) taken.push({ ...row, attempts: row.attempts + 1 });
      }
      return taken;
    },

    /** Sent, dropped (no device any more, or the push service says it is gone) or given up: only the lease holder. */
    async finish(
      id: number,
      token: string,
      outcome: {
        state: 'sent' | 'dropped' | 'dead' | 'pending';
        now: string;
        next_attempt_at?: string | null;
        error?: string;
      },
    ): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('push_outbox')
          .set({
            state: outcome.state,
            sent_at: outcome.state === 'sent' ? outcome.now : null,
            next_attempt_at: outcome.next_attempt_at ?? null,
            last_error: outcome.error ?? null,
            leased_until: null,
            lease_token: null,
          })
          .where('id', '=', id)
          .where('lease_token', '=', token),
      );
    },

    /** A subscription the push service no longer knows (404/410) is removed for good. */
    async removeDevice(customerId: number, deviceId: string): Promise<boolean> {
      return deletedAny(
        db.deleteFrom('push_tokens').where('customer_id', '=', customerId).where('device_id', '=', deviceId),
      );
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;

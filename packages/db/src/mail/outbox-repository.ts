import { isMailState, type MailMessage, type MailState, type OutboxMessage } from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import { updatedAny } from '../affected-rows';
import type { DB } from '../schema';
import type { OutboxEmailTable } from './mail-tables';

const messageOf = (row: Selectable<OutboxEmailTable>): OutboxMessage => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  link: row.link,
  state: isMailState(row.state) ? row.state : 'pending',
  attempts: row.attempts,
  created_at: row.created_at,
  next_attempt_at: row.next_attempt_at,
  last_error: row.last_error,
  sent_at: row.sent_at,
});

/**
 * Writes a mail to the outbox in the caller's transaction (a unit of work's step), so the mail exists exactly when
 * what it reports does; the delivery job sends it.
 */
export async function queueMail(trx: Kysely<DB>, mail: MailMessage, now: string): Promise<void> {
  await trx
    .insertInto('outbox_emails')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      link: mail.link,
      created_at: now,
      state: 'pending',
      next_attempt_at: null,
    })
    .execute();
}

/** The mails the store sends: queued with what they report, taken once by the delivery job, sent or given up. */
export function createOutboxRepository(db: Kysely<DB>) {
  return {
    queue: (mail: MailMessage, now: string) => queueMail(db, mail, now),

    /**
     * Takes up to `limit` due mails for this instance (`token`) until `leasedUntil`: each is a conditional update
     * on the row (pending, not leased by a live instance), so of several instances exactly one takes a mail.
     */
    async takeDue(input: { now: string; leasedUntil: string; token: string; limit: number }): Promise<OutboxMessage[]> {
      const candidates = await db
        .selectFrom('outbox_emails')
        .selectAll()
        .where('state', '=', 'pending')
        .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', input.now)]))
        .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<=', input.now)]))
        .orderBy('id')
        .limit(input.limit)
        .execute();
      const taken: OutboxMessage[] = [];
      for (const row of candidates) {
        const won = await updatedAny(
          db
            .updateTable('outbox_emails')
            .set((eb) => ({
              leased_until: input.leasedUntil,
              lease_token: input.token,
              attempts: eb('attempts', '+', 1),
            }))
            .where('id', '=', row.id)
            .where('state', '=', 'pending')
            .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<=', input.now)])),
        );
        if (won) taken.push(messageOf({ ...row, attempts: row.attempts + 1 }));
      }
      return taken;
    },

    /**
     * The mail is done: `sent` (SMTP accepted it; `kept` is what stays of it, a reset link removed) or `kept`
     * (development without SMTP: the outbox page is its mailbox). Only the lease holder may.
     */
    async markDone(
      id: number,
      token: string,
      done: { state: Extract<MailState, 'sent' | 'kept'>; now: string; kept: MailMessage },
    ): Promise<boolean> {
      const { kept } = done;
      return updatedAny(
        db
          .updateTable('outbox_emails')
          .set({
            state: done.state,
            sent_at: done.state === 'sent' ? done.now : null,
            text_body: kept.text,
            html_body: kept.html,
            link: kept.link,
            leased_until: null,
            lease_token: null,
            last_error: null,
          })
          .where('id', '=', id)
          .where('lease_token', '=', token),
      );
    },

    /** A try failed: the mail waits for its next try, or is a dead letter (a reset link removed). */
    async markFailed(
      id: number,
      token: string,
      outcome: { state: 'pending' | 'dead'; next_attempt_at: string | null; error: string; kept: MailMessage },
    ): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('outbox_emails')
          .set({
            state: outcome.state,
            next_attempt_at: outcome.next_attempt_at,
            last_error: outcome.error,
            text_body: outcome.kept.text,
            html_body: outcome.kept.html,
            link: outcome.kept.link,
            leased_until: null,
            lease_token: null,
          })
          .where('id', '=', id)
          .where('lease_token', '=', token),
      );
    },

    /** The latest mails, newest first (the development outbox page). */
    async recent(limit: number): Promise<OutboxMessage[]> {
      const rows = await db.selectFrom('outbox_emails').selectAll().orderBy('id', 'desc').limit(limit).execute();
      return rows.map(messageOf);
    },

    /** Mails given up after their last try, newest first (the operator's `npm run outbox -- dead`). */
    async deadLetters(limit: number): Promise<OutboxMessage[]> {
      const rows = await db
        .selectFrom('outbox_emails')
        .selectAll()
        .where('state', '=', 'dead')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(messageOf);
    },

    /** Puts a dead letter back in the queue with fresh tries; false when it is not a dead letter. */
    async retryDead(id: number): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('outbox_emails')
          .set({ state: 'pending', attempts: 0, next_attempt_at: null, leased_until: null, lease_token: null })
          .where('id', '=', id)
          .where('state', '=', 'dead'),
      );
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

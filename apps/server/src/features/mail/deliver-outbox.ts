import { randomUUID } from 'node:crypto';
import type { OutboxRepository } from '@sulit/db';
import { afterFailedTry, MAIL_BATCH_SIZE, MAIL_SEND_LEASE_MS, type MailMessage } from '@sulit/domain';
import type { MailTransport } from './smtp-transport';

const FROM = 'Sulit Club <no-reply@sulitclub.ph>';

/** What stays of a link once the mail is out (or given up): a reset link is a password, so it is not kept. */
const LINK_REMOVED = '[link removed once sent]';

/** The mail as the outbox keeps it once it left: without its live link. */
function withoutLink(mail: MailMessage): MailMessage {
  if (!mail.link) return mail;
  const escaped = mail.link.replace(/&/g, '&#38;');
  return {
    ...mail,
    text: mail.text.split(mail.link).join(LINK_REMOVED),
    html: mail.html.split(escaped).join(LINK_REMOVED).split(mail.link).join(LINK_REMOVED),
    link: null,
  };
}

/** A failure as a dead letter shows it: the SMTP error's first line, short (never the mail itself). */
function briefly(error: unknown): string {
  const text =
    error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : 'failed';
  return text.split('\n')[0]!.slice(0, 300);
}

interface DeliveryLog {
  warn(details: object, message: string): void;
}

/**
 * The delivery job (scheduler `mail.deliverOutbox`): takes due mails one at a time under a lease (so another
 * instance never takes the same mail while this one tries it), hands each to SMTP, and marks it sent — or, on
 * failure, schedules the next try with exponential backoff until it becomes a dead letter. A failed try ends the
 * run: the server is likely down, and the next mails keep their tries for when it is back. Without a transport
 * (development without SMTP_URL) mails are kept in the outbox, whose page is the mailbox.
 */
export function createOutboxDelivery(deps: {
  outbox: OutboxRepository;
  transport: MailTransport | null;
  clock: () => Date;
  log: DeliveryLog;
  /** this instance's name on the leases it takes */
  token?: string;
}) {
  const token = deps.token ?? randomUUID();
  return async function deliverOutbox(): Promise<{ sent: number; kept: number; failed: number }> {
    const done = { sent: 0, kept: 0, failed: 0 };
    for (let i = 0; i < MAIL_BATCH_SIZE; i++) {
      const now = deps.clock();
      const [mail] = await deps.outbox.takeDue({
        now: now.toISOString(),
        leasedUntil: new Date(now.getTime() + MAIL_SEND_LEASE_MS).toISOString(),
        token,
        limit: 1,
      });
      if (!mail) break;
      if (!deps.transport) {
        await deps.outbox.markDone(mail.id, token, { state: 'kept', now: now.toISOString(), kept: mail });
        done.kept += 1;
        continue;
      }
      try {
        await deps.transport.sendMail({
          from: FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await deps.outbox.markDone(mail.id, token, {
          state: 'sent',
          now: deps.clock().toISOString(),
          kept: withoutLink(mail),
        });
        done.sent += 1;
      } catch (error) {
        const next = afterFailedTry(mail.attempts, deps.clock());
        const kept = next.state === 'dead' ? withoutLink(mail) : mail;
        await deps.outbox.markFailed(mail.id, token, { ...next, error: briefly(error), kept });
        deps.log.warn({ mail: mail.id, attempts: mail.attempts, state: next.state }, 'mail delivery failed');
        done.failed += 1;
        break;
      }
    }
    return done;
  };
}

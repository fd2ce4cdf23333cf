import { OutboxResponse } from '@sulit/contracts/customers';
import { createOutboxRepository, type Database } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import { routeRegistrar } from '../../http/route';
import { createOutboxDelivery } from './deliver-outbox';
import { type MailTransport, smtpTransport, type SmtpTimeouts } from './smtp-transport';

/** Decided: how often the delivery job looks for due mail. */
export const MAIL_DELIVERY_EVERY_MS = 5_000;

export interface MailFeatureOptions {
  database: Database;
  clock: () => Date;
  /** SMTP_URL; without it (development and tests) mails stay in the outbox, marked kept */
  smtpUrl?: string | undefined;
  /** tests shorten the SMTP waits (default SMTP_TIMEOUTS) or hand in a transport of their own */
  smtpTimeouts?: SmtpTimeouts;
  transport?: MailTransport;
  /** the development outbox pages: only in development on a loopback bind (see `exposesOutbox`) */
  exposeOutbox: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);

/**
 * Whether the development outbox (/api/dev/outbox and its page /dev/outbox) exists: it shows every mail, reset
 * links included, to whoever asks, so only outside production and only on a server nobody else can reach.
 */
export function exposesOutbox(env: { NODE_ENV: string; HOST?: string | undefined }): boolean {
  return env.NODE_ENV !== 'production' && env.HOST !== undefined && LOOPBACK_HOSTS.has(env.HOST.toLowerCase());
}

/**
 * The store's mail (issue 27 item 1): every mail is written to the outbox in the transaction of the change it
 * reports (`queueMail`, e.g. place order's confirmation; no request waits for SMTP), and the delivery job sends
 * from it.
 */
export function registerMailFeature(app: FastifyInstance, options: MailFeatureOptions) {
  const outbox = createOutboxRepository(options.database.db);
  const transport =
    options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl, options.smtpTimeouts) : null);
  const deliverOutbox = createOutboxDelivery({ outbox, transport, clock: options.clock, log: app.log });

  if (options.exposeOutbox) {
    routeRegistrar(app, ['development'])(
      {
        method: 'GET',
        url: '/api/dev/outbox',
        summary: 'The latest e-mails in the outbox. Only in development on a loopback bind.',
        response: OutboxResponse,
        errors: {},
        cacheControl: 'no-store',
      },
      async () => {
        const mails = await outbox.recent(50);
        return {
          items: mails.map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.text,
            html: m.html,
            link: m.link,
            created_at: m.created_at,
          })),
        };
      },
    );
  }
  return { outbox, deliverOutbox };
}

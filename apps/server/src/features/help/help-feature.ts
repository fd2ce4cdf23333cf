import { createHelpRepository } from '@sulit/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '@sulit/db';
import type { AbusePorts } from '../../http/abuse-ports';
import { registerHelpRoutes } from './help-routes';
import { createHelpService } from './help-service';
import type { OutgoingMail } from '../../mail/outgoing-mail';

export interface HelpFeatureOptions {
  db: Kysely<DB>;
  abuse: AbusePorts;
  sendMail(mail: OutgoingMail): Promise<void>;
  customerId(request: FastifyRequest): Promise<number | null>;
  clock: () => Date;
  publicUrl: string;
}

/** The help centre: FAQs and the enquiry form (issue 14). */
export function registerHelpFeature(app: FastifyInstance, options: HelpFeatureOptions): void {
  const service = createHelpService({
    help: createHelpRepository(options.db),
    abuse: options.abuse,
    sendMail: options.sendMail,
    clock: options.clock,
    publicUrl: options.publicUrl,
    logMailFailure: (error, reference) => app.log.error({ err: error, reference }, 'enquiry acknowledgement not sent'),
  });
  registerHelpRoutes(app, { service, customerId: options.customerId });
}

import { createHelpRepository } from '@sulit/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '@sulit/db';
import type { AbusePorts } from '../../http/abuse-ports';
import { registerHelpRoutes } from './help-routes';
import { createHelpService } from './help-service';

export interface HelpFeatureOptions {
  db: Kysely<DB>;
  abuse: AbusePorts;
  customerId(request: FastifyRequest): Promise<number | null>;
  clock: () => Date;
  publicUrl: string;
}

/** The help centre: FAQs and the enquiry form (issue 14). */
export function registerHelpFeature(app: FastifyInstance, options: HelpFeatureOptions): void {
  const service = createHelpService({
    help: createHelpRepository(options.db),
    abuse: options.abuse,
    clock: options.clock,
    publicUrl: options.publicUrl,
  });
  registerHelpRoutes(app, { service, customerId: options.customerId });
}

import { createMembershipRepository, type Database } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { registerMembershipRoutes } from './membership-routes';
import { createMembershipService } from './membership-service';

export interface MembershipFeatureOptions {
  database: Database;
  auth: CustomerAuth;
  clock: () => Date;
  publicUrl: string;
}

/**
 * Builds the membership feature and registers its routes. What other features need is handed back for
 * the composition root to inject:
 * - `view(customerId)`: is_membership and membership_info for the customer view;
 * - `checkLink` / `link`: the register call's link_to_membership fields;
 * - `isMember(customerId)`: checkout's member-only rule;
 * - `activateFromOrder(customerId, sku, paidAt, { orderRef })`: a paid membership order line;
 * - `sendExpiryReminders(now)`: the scheduler's 30/7-day reminder job.
 */
export function registerMembershipFeature(app: FastifyInstance, options: MembershipFeatureOptions) {
  const service = createMembershipService({
    memberships: createMembershipRepository(options.database.db, options.database.engine),
    clock: options.clock,
    publicUrl: options.publicUrl,
    log: app.log,
  });
  registerMembershipRoutes(app, { service, auth: options.auth });
  const { view, checkLink, link, isMember, activateFromOrder, sendExpiryReminders } = service;
  return { view, checkLink, link, isMember, activateFromOrder, sendExpiryReminders };
}

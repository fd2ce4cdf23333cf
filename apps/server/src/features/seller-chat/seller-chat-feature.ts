import { createChatRepository, type Database } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { createFileLinks } from './file-links';
import type { SellerChatPorts } from './seller-chat-deps';
import { registerSellerChatRoutes } from './seller-chat-routes';

export interface SellerChatOptions extends SellerChatPorts {
  database: Database;
  auth: CustomerAuth;
  clock: () => Date;
  publicUrl: string;
  /** signs the short-lived file links (the server's SESSION_SECRET: shared by every instance) */
  secret: string;
}

/**
 * Seller chat with attachments (issue 33, decision 032): one thread per order and seller between the buyer, the
 * seller's people and the store's operators; files through the store's one upload pipeline; signed file links;
 * contact details hidden; e-mail notices through the outbox; new replies by polling with a cursor.
 */
export function registerSellerChatFeature(app: FastifyInstance, options: SellerChatOptions) {
  const { database, auth, secret, ...ports } = options;
  const chats = createChatRepository(database.db);
  const deps = { ...ports, chats, links: createFileLinks(secret) };
  registerSellerChatRoutes(app, deps, auth);
  return {
    /** the header's count: threads with a message the customer has not read (as buyer or for their sellers) */
    async unreadThreads(customerId: number): Promise<number> {
      return chats.unreadCount(customerId, await chats.sellerIdsOf(customerId));
    },
    /** the operator tool's entry: let a customer account speak for a seller */
    grantSeller: (customerId: number, sellerId: string, grantedBy: string) =>
      chats.grantSeller(customerId, sellerId, grantedBy, options.clock().toISOString()),
    repository: chats,
  };
}

export type SellerChatHandles = ReturnType<typeof registerSellerChatFeature>;

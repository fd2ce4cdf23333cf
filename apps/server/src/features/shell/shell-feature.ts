import type { CartBadgeResponse } from '@sulit/contracts/cart';
import type { MenuCategory } from '@sulit/contracts/catalog';
import { ShellResponse } from '@sulit/contracts/shell';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CustomerAuth } from '../../http/customer-auth';
import { errorResponses } from '../../http/error-responses';
import { routeRegistrar } from '../../http/route';

/** What the shell shows, each from its own feature; the composition root wires them (app.ts). */
export interface ShellPorts {
  auth: CustomerAuth;
  /** the active root categories (catalogue) */
  menu(): Promise<MenuCategory[]>;
  /** units in the caller's cart, read-only (cart) */
  cartBadge(request: FastifyRequest, customerId: number | null): Promise<CartBadgeResponse>;
  /** the customer's unread alerts (alerts) */
  unreadAlerts(customerId: number): Promise<number>;
  /** the customer's seller-chat threads with an unread message (seller chat) */
  unreadChats(customerId: number): Promise<number>;
  /** whether shopping lists are on (decision 015) */
  shoppingListEnabled: boolean;
}

/**
 * GET /api/shell: the header's menu, cart badge, unread alerts and lists switch in one answer, so a page
 * render reads its shell with one in-process call instead of three. The session is resolved once for all.
 * Per shopper, so never stored by a shared cache.
 */
export function registerShellFeature(app: FastifyInstance, ports: ShellPorts): void {
  routeRegistrar(
    app,
    ['shell'],
    ports.auth,
  )(
    {
      method: 'GET',
      url: '/api/shell',
      summary: 'The page header: top-level menu, cart badge, unread alerts and messages, whether shopping lists are on',
      querystring: z.object({}).strict(),
      response: ShellResponse,
      errors: errorResponses(400),
      access: 'guest',
      cacheControl: 'no-store',
    },
    async ({ request, session }) => {
      const customerId = session?.customer.id ?? null;
      const [menu, cart, unread, chats] = await Promise.all([
        ports.menu(),
        ports.cartBadge(request, customerId),
        customerId === null ? 0 : ports.unreadAlerts(customerId),
        customerId === null ? 0 : ports.unreadChats(customerId),
      ]);
      return {
        menu,
        cart,
        alerts: { unread, shopping_list_enabled: ports.shoppingListEnabled },
        messages: { unread: chats },
      };
    },
  );
}

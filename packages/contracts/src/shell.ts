/**
 * GET /api/shell: everything the page shell (header) shows, in one call — the top-level menu, the caller's
 * cart badge, their unread alerts and the shopping-list switch. A server-rendered page reads it once beside
 * its own data (issue 8: a product page in at most three in-process calls).
 */
import { z } from 'zod';
import { CartBadgeResponse } from './cart';
import { MenuCategory } from './catalog';
import { AlertsSummary } from './lists';

export const ShellResponse = z.object({
  /** root categories only: the drawer reads the subcategories when it opens */
  menu: z.array(MenuCategory),
  cart: CartBadgeResponse,
  alerts: AlertsSummary,
  /** seller-chat threads with a message the customer has not read (issue 33) */
  messages: z.object({ unread: z.number().int().min(0) }),
});
export type ShellResponse = z.infer<typeof ShellResponse>;

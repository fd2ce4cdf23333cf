import {
  LIST_DIRS,
  LIST_DISPLAYS,
  LIST_ITEM_MAX_QTY,
  LIST_NAME_MAX,
  LIST_NOTE_MAX,
  LIST_ORDERS,
  MAX_ITEMS_PER_LIST,
  NOTIFICATION_KINDS,
  SHARE_TOKEN_PATTERN,
} from '@sulit/domain/lists/list-rules';
import { z } from 'zod';
import { IdParam, text } from './common';

/**
 * Shopping lists, sharing, price-watch, back-in-stock and the alerts centre (issue 15; spec §3 Shopping list,
 * §7 shopping-list routes, price-subscriptions, out-of-stock-subscriptions, ld-productnotifyme, nms/tokens).
 */

const Id = z.number().int().positive().max(2_147_483_647);
const Centavos = z.number().int();
export const ListName = text()
  .trim()
  .min(1, 'This is a required field.')
  .max(LIST_NAME_MAX, `Value must be not greater than ${LIST_NAME_MAX} characters`);
const Note = text().max(LIST_NOTE_MAX, `Value must be not greater than ${LIST_NOTE_MAX} characters`);
export const ListQty = z.number().int().min(1).max(LIST_ITEM_MAX_QTY);
export const ShareToken = text().regex(SHARE_TOKEN_PATTERN, 'must be a share token');
const Email = text().trim().min(1).max(254).email('Please enter a valid email address');

export const MessageAnswer = z.object({ message: text() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

export const ListSummary = z.object({
  list_id: Id,
  list_name: text(),
  is_default: z.boolean(),
  item_count: z.number().int().min(0),
  /** the owner's first name for a list shared with me (never the e-mail); null for my own */
  shared_by: text().nullable(),
});
export type ListSummary = z.infer<typeof ListSummary>;

/** GET get-shopping-lists/mine (spec §3 all_lists, the default list id). */
export const MyListsResponse = z.object({ default_list_id: Id, all_lists: z.array(ListSummary) });
export type MyListsResponse = z.infer<typeof MyListsResponse>;

export const ListProduct = z.object({
  item_id: Id,
  product_id: Id,
  sku: text(),
  name: text(),
  url: text(),
  image_url: text(),
  qty: z.number().int(),
  note: text().nullable(),
  /** centavos at the shopper's store now */
  price: Centavos,
  regular_price: Centavos,
  stock: z.number().int().min(0),
  in_stock: z.boolean(),
});
export type ListProduct = z.infer<typeof ListProduct>;

/** GET get-detail-list and the shared list by tk: the list, who shared it, and its products (spec §3 filter). */
export const ListDetail = z.object({
  list_id: Id,
  list_name: text(),
  name: text(),
  is_default: z.boolean(),
  read_only: z.boolean(),
  shared_by: text().nullable(),
  /** a live share link exists (owner only) */
  link_shared: z.boolean(),
  products: z.array(ListProduct),
  total_count: z.number().int().min(0),
});
export type ListDetail = z.infer<typeof ListDetail>;

export const ListFilterQuery = z
  .object({
    ld_display: z.enum(LIST_DISPLAYS).default('all'),
    product_list_order: z.enum(LIST_ORDERS).default('position'),
    product_list_dir: z.enum(LIST_DIRS).default('ASC'),
    curPage: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(0).max(MAX_ITEMS_PER_LIST).default(0),
  })
  .strict();
export const ListDetailQuery = ListFilterQuery.extend({ list_id: IdParam }).strict();
export const SharedListQuery = ListFilterQuery.extend({ tk: ShareToken }).strict();
export const ListIdParams = z.object({ listId: IdParam }).strict();
export const ListItemParams = z.object({ listId: IdParam, productId: IdParam }).strict();

/** POST crud-shopping-list/mine: a new list, optionally a copy of one I can read (own, shared, or by link). */
export const CreateListBody = z
  .object({
    list_name: ListName,
    copy_from_list_id: Id.optional(),
    copy_from_tk: ShareToken.optional(),
  })
  .strict()
  .refine((b) => !(b.copy_from_list_id && b.copy_from_tk), 'copy from a list id or a token, not both');
export const RenameListBody = z.object({ list_name: ListName }).strict();
export const ListCreated = z.object({ message: text(), list: ListSummary });

/** POST crud-product-to-list: add a product to a list (the default list when list_id is left out). */
export const AddProductBody = z
  .object({ list_id: Id.optional(), product_id: Id, qty: ListQty.default(1), note: Note.nullable().optional() })
  .strict();
export const UpdateProductBody = z.object({ qty: ListQty, note: Note.nullable().optional() }).strict();

/** POST add-to-my-list: several products at once (from the cart) or a past order's lines. */
export const AddManyBody = z
  .object({
    list_id: Id.optional(),
    items: z
      .array(z.object({ product_id: Id, qty: ListQty }).strict())
      .max(MAX_ITEMS_PER_LIST)
      .optional(),
    order_increment_id: text()
      .regex(/^[A-Za-z0-9-]{1,40}$/)
      .optional(),
  })
  .strict()
  .refine((b) => (b.items ? 1 : 0) + (b.order_increment_id ? 1 : 0) === 1, 'send items or order_increment_id');

/** POST share-data: share by e-mail with another customer (spec §3 share data customer_email). */
export const ShareByEmailBody = z.object({ list_id: Id, customer_email: Email }).strict();
export const ShareLinkBody = z.object({ list_id: Id }).strict();
export const ShareLinkAnswer = z.object({ tk: ShareToken, url: text() });

/** POST shopping-list/add-to-cart: the whole list, or the chosen products, into my cart at my store. */
export const ListToCartBody = z
  .object({
    list_id: Id.optional(),
    tk: ShareToken.optional(),
    product_ids: z.array(Id).min(1).max(MAX_ITEMS_PER_LIST).optional(),
  })
  .strict()
  .refine((b) => (b.list_id ? 1 : 0) + (b.tk ? 1 : 0) === 1, 'send list_id or tk');
export const ListToCartAnswer = z.object({
  message: text(),
  added: z.array(z.object({ sku: text(), name: text(), qty: z.number().int() })),
  /** what could not be added, by name, with the cart's reason */
  not_added: z.array(z.object({ sku: text(), name: text(), message: text() })),
  items_qty: z.number().int().min(0),
});
export type ListToCartAnswer = z.infer<typeof ListToCartAnswer>;

export const PastPurchase = z.object({
  product_id: Id,
  sku: text(),
  name: text(),
  url: text(),
  image_url: text(),
  price: Centavos,
  last_bought_at: text(),
});
export const PastPurchasesResponse = z.object({ items: z.array(PastPurchase) });

/** subscribe-sale (price-watch) and ld-productnotifyme/notify (back-in-stock) bodies. */
export const ProductSubscriptionBody = z.object({ product_id: Id }).strict();
export const ProductIdParams = z.object({ productId: IdParam }).strict();

export const PriceSubscription = z.object({
  product_id: Id,
  sku: text(),
  name: text(),
  url: text(),
  watched_price: Centavos,
  price: Centavos,
  source_code: text(),
  created_at: text(),
});
export const PriceSubscriptionsResponse = z.object({ items: z.array(PriceSubscription) });
export const StockSubscription = z.object({
  product_id: Id,
  sku: text(),
  name: text(),
  url: text(),
  source_code: text(),
  created_at: text(),
});
export const StockSubscriptionsResponse = z.object({ items: z.array(StockSubscription) });

export const NotificationItem = z.object({
  id: Id,
  kind: z.enum(NOTIFICATION_KINDS),
  title: text(),
  body: text(),
  link: text().nullable(),
  created_at: text(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;
export const NotificationsQuery = z.object({ before: IdParam.optional() }).strict();
export const NotificationsResponse = z.object({
  items: z.array(NotificationItem),
  unread: z.number().int().min(0),
  next_before: Id.nullable(),
});
export const MarkReadBody = z
  .object({ ids: z.array(Id).min(1).max(100).optional(), all: z.literal(true).optional() })
  .strict()
  .refine((b) => (b.ids ? 1 : 0) + (b.all ? 1 : 0) === 1, 'send ids or all');
/** The header: the unread count and whether lists are switched on (the feature flag). */
export const AlertsSummary = z.object({ unread: z.number().int().min(0), shopping_list_enabled: z.boolean() });
export type AlertsSummary = z.infer<typeof AlertsSummary>;

/** PUT and DELETE nms/tokens (spec §7 {deviceID, platform, token, userID}). */
export const PushTokenBody = z
  .object({
    deviceID: text().regex(/^[A-Za-z0-9._:-]{1,128}$/, 'must be a device id'),
    platform: z.enum(['web', 'android', 'ios']),
    token: text().min(1).max(4096),
    userID: z.union([Id, text().regex(/^[0-9]{1,10}$/)]).optional(),
  })
  .strict();
export const DeletePushTokenBody = PushTokenBody.pick({ deviceID: true, userID: true }).strict();

import { createHash, randomBytes } from 'node:crypto';
import type { ListDetail, ListProduct, ListSummary, ListToCartAnswer, MyListsResponse } from '@sulit/contracts/lists';
import {
  cardsOfLines,
  type ListsRepository,
  type NewAlert,
  type ProductAtStoreReader,
  type ThrottleRepository,
} from '@sulit/db';
import {
  arrangeListItems,
  DEFAULT_LIST_NAME,
  DomainError,
  LIST_ITEM_MAX_QTY,
  LIST_MESSAGES,
  type ListDir,
  type ListDisplay,
  type ListOrder,
  MAX_ITEMS_PER_LIST,
  MAX_LISTS_PER_CUSTOMER,
  pageOf,
  priceAt,
  productImageUrl,
  productPath,
  SHARE_OPEN_LIMIT,
  SHARE_OPEN_WINDOW_MS,
  SHARE_TOKEN_BYTES,
  sharedWithMessage,
  stockAt,
} from '@sulit/domain';

/** The cart, as the composition root hands it in: adds quantities to the customer's cart at their store. */
export interface ListCartPort {
  addToCart(
    customerId: number,
    source: string | null,
    items: readonly { sku: string; qty: number }[],
  ): Promise<{ failures: { sku: string; message: string }[]; items_qty: number }>;
}

export interface ListsDeps {
  lists: ListsRepository;
  products: ProductAtStoreReader;
  throttle: ThrottleRepository;
  cart: ListCartPort;
  /** files an alert in the alerts centre (a list shared by e-mail) */
  notify: (alert: NewAlert) => Promise<void>;
  clock: () => Date;
  publicUrl: string;
}

export interface ListFilter {
  ld_display: ListDisplay;
  product_list_order: ListOrder;
  product_list_dir: ListDir;
  curPage: number;
  page_size: number;
}

/** One message for every list another customer cannot see: it does not exist for them. */
const LIST_NOT_FOUND = 'This list does not exist.';
const notFound = () => new DomainError('not_found', LIST_NOT_FOUND);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function summaryOf(row: {
  id: number;
  name: string;
  is_default: number;
  item_count?: number;
  shared_by?: string | null;
}): ListSummary {
  return {
    list_id: row.id,
    list_name: row.name,
    is_default: row.is_default === 1,
    item_count: row.item_count ?? 0,
    shared_by: row.shared_by ?? null,
  };
}

/**
 * Shopping lists (issue 15): every read and write takes the customer, and a list they neither own nor had
 * shared with them is not found (404) on every path. Shared lists (by e-mail or link) are read-only.
 */
export function createListsService(deps: ListsDeps) {
  const { lists, clock } = deps;
  const now = () => clock().toISOString();

  async function ownedOrThrow(customerId: number, listId: number) {
    const list = await lists.owned(customerId, listId);
    if (!list) throw notFound();
    return list;
  }

  /** The list's products at the shopper's store now, priced and stocked by the domain's rules. */
  async function productsOf(listId: number, source: string | null): Promise<ListProduct[]> {
    const items = await lists.items(listId);
    const at = clock();
    const cards = await cardsOfLines(deps.products, items, source, at);
    return items.flatMap((item) => {
      const card = cards.get(item.product_id);
      if (!card) return [];
      const stock = stockAt(card, source, at);
      return [
        {
          item_id: item.item_id,
          product_id: card.id,
          sku: card.sku,
          name: card.name,
          url: productPath(card.root_category_slug, card.url_key, card.sku, card.id),
          image_url: productImageUrl(card.id),
          qty: item.qty,
          note: item.note,
          price: priceAt(card, at),
          regular_price: card.price,
          stock,
          in_stock: stock > 0,
        },
      ];
    });
  }

  async function detail(
    list: { id: number; name: string; is_default: number },
    view: { readOnly: boolean; sharedBy: string | null; linkShared: boolean },
    filter: ListFilter,
    source: string | null,
  ): Promise<ListDetail> {
    const arranged = arrangeListItems(await productsOf(list.id, source), {
      display: filter.ld_display,
      order: filter.product_list_order,
      dir: filter.product_list_dir,
    });
    return {
      list_id: list.id,
      list_name: list.name,
      name: list.name,
      is_default: list.is_default === 1,
      read_only: view.readOnly,
      shared_by: view.sharedBy,
      link_shared: view.linkShared,
      products: pageOf(arranged, filter.page_size, filter.curPage),
      total_count: arranged.length,
    };
  }

  /**
   * A live link's list, behind the guessing limit: every try is counted atomically before the lookup (so
   * parallel guesses cannot slip past the check), a right token gives its count back, and over the limit an
   * address waits for the window to pass (429).
   */
  async function byToken(tk: string, address: string) {
    const key = `share-open:${address}`;
    const at = clock();
    const counted = await deps.throttle.hit(
      key,
      at.toISOString(),
      new Date(at.getTime() + SHARE_OPEN_WINDOW_MS).toISOString(),
    );
    if (Number(counted.hits) > SHARE_OPEN_LIMIT) {
      throw new DomainError('rate_limited', 'Too many attempts. Please wait a minute and try again.', {
        retry_after: Math.ceil(SHARE_OPEN_WINDOW_MS / 1000),
      });
    }
    const list = await lists.byLinkHash(hashToken(tk));
    if (!list) throw notFound();
    await deps.throttle.refund(key);
    return list;
  }

  async function addItems(listId: number, items: readonly { product_id: number; qty: number; note?: string | null }[]) {
    const existing = new Set((await lists.items(listId)).map((i) => i.product_id));
    const fresh = new Set(items.map((i) => i.product_id).filter((id) => !existing.has(id)));
    if (existing.size + fresh.size > MAX_ITEMS_PER_LIST) {
      throw new DomainError('unprocessable', `A list holds at most ${MAX_ITEMS_PER_LIST} products.`);
    }
    const known = await cardsOfLines(deps.products, items, null, clock());
    const unknown = items.find((i) => !known.has(i.product_id));
    if (unknown)
      throw new DomainError('not_found', 'Sorry, the product is no longer available in your selected store.');
    for (const item of items) {
      await lists.addItem(
        listId,
        { product_id: item.product_id, qty: item.qty, note: item.note ?? null },
        LIST_ITEM_MAX_QTY,
        now(),
      );
    }
  }

  /** The list an add goes to: the one named (owned), else the default list. */
  async function targetList(customerId: number, listId: number | undefined) {
    return listId === undefined
      ? lists.defaultList(customerId, DEFAULT_LIST_NAME, now())
      : ownedOrThrow(customerId, listId);
  }

  return {
    async mine(customerId: number): Promise<MyListsResponse> {
      const fallback = await lists.defaultList(customerId, DEFAULT_LIST_NAME, now());
      return { default_list_id: fallback.id, all_lists: (await lists.summaries(customerId)).map(summaryOf) };
    },

    async detail(customerId: number, listId: number, filter: ListFilter, source: string | null): Promise<ListDetail> {
      const list = await lists.readable(customerId, listId);
      if (!list) throw notFound();
      const own = list.customer_id === customerId;
      return detail(
        list,
        { readOnly: !own, sharedBy: list.shared_by, linkShared: own && (await lists.hasLiveLink(list.id)) },
        filter,
        source,
      );
    },

    /** A list opened by its link: read-only for whoever opens it, with who shared it. */
    async shared(tk: string, address: string, filter: ListFilter, source: string | null): Promise<ListDetail> {
      const list = await byToken(tk, address);
      return detail(list, { readOnly: true, sharedBy: list.owner_email, linkShared: false }, filter, source);
    },

    /** Every product across my own lists, once each (the "all products in a list" page). */
    async allProducts(customerId: number, filter: ListFilter, source: string | null): Promise<ListDetail> {
      const fallback = await lists.defaultList(customerId, DEFAULT_LIST_NAME, now());
      const own = (await lists.summaries(customerId)).filter((l) => l.shared_by === null);
      const seen = new Set<number>();
      const products: ListProduct[] = [];
      for (const list of own) {
        for (const product of await productsOf(list.id, source)) {
          if (!seen.has(product.product_id)) products.push(product);
          seen.add(product.product_id);
        }
      }
      const arranged = arrangeListItems(products, {
        display: filter.ld_display,
        order: filter.product_list_order,
        dir: filter.product_list_dir,
      });
      return {
        list_id: fallback.id,
        list_name: 'All products',
        name: 'All products',
        is_default: false,
        read_only: true,
        shared_by: null,
        link_shared: false,
        products: pageOf(arranged, filter.page_size, filter.curPage),
        total_count: arranged.length,
      };
    },

    /** A new list, or a copy of one the customer can read (own, shared by e-mail, or by a live link). */
    async create(
      customerId: number,
      input: { list_name: string; copy_from_list_id?: number | undefined; copy_from_tk?: string | undefined },
      address: string,
    ) {
      let source: { id: number } | undefined;
      if (input.copy_from_list_id !== undefined) {
        source = await lists.readable(customerId, input.copy_from_list_id);
        if (!source) throw notFound();
      } else if (input.copy_from_tk !== undefined) {
        source = await byToken(input.copy_from_tk, address);
      }
      if ((await lists.countOwned(customerId)) >= MAX_LISTS_PER_CUSTOMER) {
        throw new DomainError('unprocessable', `You can keep at most ${MAX_LISTS_PER_CUSTOMER} lists.`);
      }
      await lists.defaultList(customerId, DEFAULT_LIST_NAME, now());
      const created = await lists.create(customerId, input.list_name, now());
      if (source) await lists.copyItems(source.id, created.id, now());
      return {
        message: source ? LIST_MESSAGES.copied : LIST_MESSAGES.created,
        list: summaryOf({ ...created, item_count: source ? await lists.countItems(created.id) : 0 }),
      };
    },

    async rename(customerId: number, listId: number, name: string) {
      await ownedOrThrow(customerId, listId);
      await lists.rename(listId, name, now());
      return { message: LIST_MESSAGES.updated };
    },

    async remove(customerId: number, listId: number) {
      await ownedOrThrow(customerId, listId);
      await lists.remove(listId);
      return { message: LIST_MESSAGES.removed };
    },

    async addProduct(
      customerId: number,
      input: { list_id?: number | undefined; product_id: number; qty: number; note?: string | null | undefined },
    ) {
      const list = await targetList(customerId, input.list_id);
      await addItems(list.id, [{ product_id: input.product_id, qty: input.qty, note: input.note ?? null }]);
      return { message: LIST_MESSAGES.itemAdded };
    },

    /** Several products (from the cart) or a past order's lines, into one list. */
    async addMany(
      customerId: number,
      input: {
        list_id?: number | undefined;
        items?: { product_id: number; qty: number }[] | undefined;
        order_increment_id?: string | undefined;
      },
    ) {
      const list = await targetList(customerId, input.list_id);
      let items = input.items ?? [];
      if (input.order_increment_id !== undefined) {
        items = (await lists.orderLines(customerId, input.order_increment_id)).map((l) => ({
          product_id: l.product_id,
          qty: Math.min(l.qty, LIST_ITEM_MAX_QTY),
        }));
        if (items.length === 0) throw new DomainError('not_found', 'Order not found.');
      }
      await addItems(list.id, items);
      return { message: LIST_MESSAGES.itemAdded };
    },

    async updateProduct(
      customerId: number,
      listId: number,
      productId: number,
      change: { qty: number; note?: string | null | undefined },
    ) {
      await ownedOrThrow(customerId, listId);
      if (!(await lists.updateItem(listId, productId, { qty: change.qty, note: change.note ?? null }))) {
        throw new DomainError('not_found', 'This product is not on the list.');
      }
      return { message: LIST_MESSAGES.updated };
    },

    async removeProduct(customerId: number, listId: number, productId: number) {
      await ownedOrThrow(customerId, listId);
      if (!(await lists.removeItem(listId, productId)))
        throw new DomainError('not_found', 'This product is not on the list.');
      return { message: LIST_MESSAGES.itemRemoved };
    },

    /** Shares with another customer by e-mail; anything that keeps it from happening is 'share this list error'. */
    async shareByEmail(customer: { id: number; email: string }, listId: number, email: string) {
      const list = await ownedOrThrow(customer.id, listId);
      const recipient = await lists.customerByEmail(email);
      if (!recipient || recipient.id === customer.id) {
        throw new DomainError('unprocessable', LIST_MESSAGES.shareFailed);
      }
      if (await lists.addRecipient(list.id, recipient.id, now())) {
        await deps.notify({
          customer_id: recipient.id,
          kind: 'list_shared',
          title: `${customer.email} shared a list with you`,
          body: `"${list.name}" is now in your shopping lists, read-only. Copy it to make it your own.`,
          link: `/shopping-list/list?id=${list.id}`,
        });
      }
      return { message: sharedWithMessage(recipient.email) };
    },

    /** A new read-only link (≥128 random bits, stored hashed); older links keep working until revoked. */
    async shareLink(customerId: number, listId: number) {
      const list = await ownedOrThrow(customerId, listId);
      const tk = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
      await lists.createLink(list.id, hashToken(tk), now());
      return { tk, url: `${deps.publicUrl}/shopping-list/list?tk=${tk}` };
    },

    async revokeLinks(customerId: number, listId: number) {
      await ownedOrThrow(customerId, listId);
      await lists.revokeLinks(listId, now());
      return { message: LIST_MESSAGES.updated };
    },

    /** The list (or the chosen products) into my cart at my store; what the store cannot sell is named. */
    async toCart(
      customerId: number,
      input: { list_id?: number | undefined; tk?: string | undefined; product_ids?: number[] | undefined },
      source: string | null,
      address: string,
    ): Promise<ListToCartAnswer> {
      let listId: number;
      if (input.tk !== undefined) listId = (await byToken(input.tk, address)).id;
      else {
        const list = await lists.readable(customerId, input.list_id!);
        if (!list) throw notFound();
        listId = list.id;
      }
      const chosen = input.product_ids ? new Set(input.product_ids) : null;
      const products = (await productsOf(listId, source)).filter((p) => !chosen || chosen.has(p.product_id));
      if (products.length === 0) throw new DomainError('unprocessable', 'Choose at least one product on the list.');
      const result = await deps.cart.addToCart(
        customerId,
        source,
        products.map((p) => ({ sku: p.sku, qty: p.qty })),
      );
      const failed = new Map(result.failures.map((f) => [f.sku, f.message]));
      const added = products.filter((p) => !failed.has(p.sku)).map((p) => ({ sku: p.sku, name: p.name, qty: p.qty }));
      const notAdded = products
        .filter((p) => failed.has(p.sku))
        .map((p) => ({ sku: p.sku, name: p.name, message: failed.get(p.sku)! }));
      return {
        message: notAdded.length
          ? `Added ${added.length} of ${products.length} products to your cart. Not added: ${notAdded.map((p) => p.name).join(', ')}.`
          : `Added ${added.length} products to your cart.`,
        added,
        not_added: notAdded,
        items_qty: result.items_qty,
      };
    },

    /** Products bought through checkout, most recent first, as the store sells them now. */
    async pastPurchases(customerId: number, source: string | null) {
      const bought = await lists.pastPurchases(customerId, 50);
      const at = clock();
      const cards = await cardsOfLines(deps.products, bought, source, at);
      return {
        items: bought.flatMap((b) => {
          const card = cards.get(b.product_id);
          if (!card) return [];
          return [
            {
              product_id: card.id,
              sku: card.sku,
              name: card.name,
              url: productPath(card.root_category_slug, card.url_key, card.sku, card.id),
              image_url: productImageUrl(card.id),
              price: priceAt(card, at),
              last_bought_at: String(b.last_bought_at),
            },
          ];
        }),
      };
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;

import { addManyToList, addProductToList } from './add-to-list';
import { allListProducts } from './all-list-products';
import { createList } from './create-list';
import { removeList, removeListProduct, renameList, updateListProduct } from './edit-list';
import { listToCart } from './list-to-cart';
import type { ListFilter, ListsDeps } from './lists-context';
import { myLists } from './my-lists';
import { openSharedList } from './open-shared-list';
import { pastPurchases } from './past-purchases';
import { revokeListLinks, shareListByEmail, shareListLink } from './share-list';
import { viewList } from './view-list';

type Params<F> = F extends (deps: ListsDeps, ...rest: infer P) => unknown ? P : never;

/**
 * Shopping lists (issue 15), one use-case per file (create-list, share-list, list-to-cart, …), bound to their
 * dependencies. Every read and write takes the customer, and a list they neither own nor had shared with them
 * is not found (404) on every path. Shared lists (by e-mail or link) are read-only.
 */
export function createListsService(deps: ListsDeps) {
  return {
    mine: (customerId: number) => myLists(deps, customerId),
    detail: (customerId: number, listId: number, filter: ListFilter, source: string | null) =>
      viewList(deps, customerId, listId, filter, source),
    shared: (tk: string, address: string, filter: ListFilter, source: string | null) =>
      openSharedList(deps, tk, address, filter, source),
    allProducts: (customerId: number, filter: ListFilter, source: string | null) =>
      allListProducts(deps, customerId, filter, source),
    create: (...args: Params<typeof createList>) => createList(deps, ...args),
    rename: (customerId: number, listId: number, name: string) => renameList(deps, customerId, listId, name),
    remove: (customerId: number, listId: number) => removeList(deps, customerId, listId),
    addProduct: (...args: Params<typeof addProductToList>) => addProductToList(deps, ...args),
    addMany: (...args: Params<typeof addManyToList>) => addManyToList(deps, ...args),
    updateProduct: (...args: Params<typeof updateListProduct>) => updateListProduct(deps, ...args),
    removeProduct: (customerId: number, listId: number, productId: number) =>
      removeListProduct(deps, customerId, listId, productId),
    shareByEmail: (customer: { id: number; firstname: string }, listId: number, email: string) =>
      shareListByEmail(deps, customer, listId, email),
    shareLink: (customerId: number, listId: number) => shareListLink(deps, customerId, listId),
    revokeLinks: (customerId: number, listId: number) => revokeListLinks(deps, customerId, listId),
    toCart: (...args: Params<typeof listToCart>) => listToCart(deps, ...args),
    pastPurchases: (customerId: number, source: string | null) => pastPurchases(deps, customerId, source),
  };
}

export type ListsService = ReturnType<typeof createListsService>;

import {
  AddManyBody,
  AddProductBody,
  CreateListBody,
  ListCreated,
  ListDetail,
  ListDetailQuery,
  ListFilterQuery,
  ListIdParams,
  ListItemParams,
  ListToCartAnswer,
  ListToCartBody,
  MessageAnswer,
  MyListsResponse,
  PastPurchasesResponse,
  RenameListBody,
  ShareByEmailBody,
  ShareLinkAnswer,
  ShareLinkBody,
  SharedListQuery,
  UpdateProductBody,
} from '@sulit/contracts/lists';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { customerOf, customerRoutes } from '../../http/customer-route';
import { shopperSource } from '../../http/shopper-source';
import type { ListsService } from './lists-service';

/**
 * Shopping-list routes (spec §7 legacy family: crud-shopping-list/mine, get-shopping-lists/mine,
 * all-products-list/mine, past-purchase/mine, get-detail-list, crud-product-to-list, share-data, add-to-my-list),
 * each under /rest/V1 and /rest/{store}/V1. Registered only while the shopping-list flag is on: off, they are 404.
 */
export function registerListsRoutes(app: FastifyInstance, deps: { service: ListsService; auth: CustomerAuth }) {
  const { service } = deps;
  const route = customerRoutes(app, deps.auth, ['lists']);
  const me = customerOf;

  route(
    {
      legacy: true,
      method: 'GET',
      path: 'get-shopping-lists/mine',
      summary: 'My lists (default first) and lists shared with me',
      response: MyListsResponse,
    },
    async ({ session }) => service.mine(me(session).id),
  );
  route(
    {
      legacy: true,
      method: 'GET',
      path: 'get-detail-list',
      summary: 'A list I own or that was shared with me: products at my store (spec §9 page_size 0 = all, ASC, page 1)',
      querystring: ListDetailQuery,
      response: ListDetail,
    },
    async ({ session, query, request }) => service.detail(me(session).id, query.list_id, query, shopperSource(request)),
  );
  route(
    {
      legacy: true,
      method: 'GET',
      path: 'shared-list',
      summary: 'A list opened by its share link (tk): read-only, with who shared it; misses are rate-limited',
      querystring: SharedListQuery,
      response: ListDetail,
      guest: true,
    },
    async ({ query, request }) => service.shared(query.tk, request.ip, query, shopperSource(request)),
  );
  route(
    {
      legacy: true,
      method: 'GET',
      path: 'all-products-list/mine',
      summary: 'Every product across my lists, once each',
      querystring: ListFilterQuery,
      response: ListDetail,
    },
    async ({ session, query, request }) => service.allProducts(me(session).id, query, shopperSource(request)),
  );
  route(
    {
      legacy: true,
      method: 'GET',
      path: 'past-purchase/mine',
      summary: 'Products I bought through checkout, latest first',
      response: PastPurchasesResponse,
    },
    async ({ session, request }) => service.pastPurchases(me(session).id, shopperSource(request)),
  );
  route(
    {
      legacy: true,
      method: 'POST',
      path: 'crud-shopping-list/mine',
      summary: "Create a list ('A new list has been created') or copy one I can read ('Added list to the new list')",
      body: CreateListBody,
      response: ListCreated,
    },
    async ({ session, body, request }) => service.create(me(session).id, body, request.ip),
  );
  route(
    {
      legacy: true,
      method: 'PUT',
      path: 'crud-shopping-list/mine/:listId',
      summary: "Rename my list ('List has been updated')",
      params: ListIdParams.shape,
      body: RenameListBody,
      response: MessageAnswer,
    },
    async ({ session, params, body }) => service.rename(me(session).id, params.listId, body.list_name),
  );
  route(
    {
      legacy: true,
      method: 'DELETE',
      path: 'crud-shopping-list/mine/:listId',
      summary: "Remove my list ('This list has been removed')",
      params: ListIdParams.shape,
      response: MessageAnswer,
    },
    async ({ session, params }) => service.remove(me(session).id, params.listId),
  );
  route(
    {
      legacy: true,
      method: 'POST',
      path: 'crud-product-to-list',
      summary: "Add a product to my list, the default one unless named ('Item added to your list')",
      body: AddProductBody,
      response: MessageAnswer,
    },
    async ({ session, body }) => service.addProduct(me(session).id, body),
  );
  route(
    {
      legacy: true,
      method: 'PUT',
      path: 'crud-product-to-list/:listId/:productId',
      summary: "Change an item's quantity and note ('List has been updated')",
      params: ListItemParams.shape,
      body: UpdateProductBody,
      response: MessageAnswer,
    },
    async ({ session, params, body }) => service.updateProduct(me(session).id, params.listId, params.productId, body),
  );
  route(
    {
      legacy: true,
      method: 'DELETE',
      path: 'crud-product-to-list/:listId/:productId',
      summary: "Remove an item ('This item has been removed from the list')",
      params: ListItemParams.shape,
      response: MessageAnswer,
    },
    async ({ session, params }) => service.removeProduct(me(session).id, params.listId, params.productId),
  );
  route(
    {
      legacy: true,
      method: 'POST',
      path: 'add-to-my-list',
      summary: 'Add several products (from the cart) or a past order to my list',
      body: AddManyBody,
      response: MessageAnswer,
    },
    async ({ session, body }) => service.addMany(me(session).id, body),
  );
  route(
    {
      legacy: true,
      method: 'POST',
      path: 'share-data',
      summary:
        "Share my list with another customer by e-mail ('{email} is added to shared list', or why it could not be)",
      body: ShareByEmailBody,
      response: MessageAnswer,
    },
    async ({ session, body }) => service.shareByEmail(me(session), body.list_id, body.customer_email),
  );
  route(
    {
      legacy: true,
      method: 'POST',
      path: 'share-data/link',
      summary: 'A read-only share link for my list (tk: 256 random bits, stored hashed)',
      body: ShareLinkBody,
      response: ShareLinkAnswer,
    },
    async ({ session, body }) => service.shareLink(me(session).id, body.list_id),
  );
  route(
    {
      legacy: true,
      method: 'DELETE',
      path: 'share-data/link/:listId',
      summary: "Revoke my list's share links (they answer 404 from then on)",
      params: ListIdParams.shape,
      response: MessageAnswer,
    },
    async ({ session, params }) => service.revokeLinks(me(session).id, params.listId),
  );
  route(
    {
      legacy: true,
      method: 'POST',
      path: 'shopping-list/add-to-cart',
      summary: 'Put a list (or chosen products) into my cart at my store; what cannot be added is named',
      body: ListToCartBody,
      response: ListToCartAnswer,
    },
    async ({ session, body, request }) => service.toCart(me(session).id, body, shopperSource(request), request.ip),
  );
}

import type { ProductCard } from '@sulit/contracts/catalog';
import {
  CartChoices,
  CartLineChoiceBody,
  CartLineChoiceParams,
  SubstitutionDefault,
} from '@sulit/contracts/substitutions';
import { createPickingRepository, type Database, type PickingRepository } from '@sulit/db';
import {
  DEFAULT_SUBSTITUTION,
  DomainError,
  lineChoice,
  RELATED_SUBSTITUTES_OFFERED,
  type SubstitutionChoice,
} from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth, CustomerSession } from '../../http/customer-auth';
import { customerOf } from '../../http/customer-route';
import { errorResponses } from '../../http/error-responses';
import { routeRegistrar } from '../../http/route';
import { shopperSource } from '../../http/shopper-source';

interface SubstitutionDeps {
  picking: PickingRepository;
  productCards: (productIds: readonly number[], source: string | null) => Promise<ProductCard[]>;
}

/** The customer's cart lines with their choices (the account's default where a line has none) and related items. */
async function cartChoices(deps: SubstitutionDeps, customerId: number, source: string | null): Promise<CartChoices> {
  const [lines, fallback] = await Promise.all([deps.picking.cartLines(customerId), deps.picking.defaultOf(customerId)]);
  const defaultChoice = fallback ?? DEFAULT_SUBSTITUTION;
  // every line's related items in one read, their cards in another
  const related = await deps.picking.similarProductIdsOf(
    lines.map((l) => l.product_id),
    RELATED_SUBSTITUTES_OFFERED,
  );
  const cards = await deps.productCards([...new Set([...related.values()].flat())], source);
  const inStock = new Map(cards.filter((c) => c.stock_qty > 0).map((c) => [c.id, c]));
  return {
    default_choice: defaultChoice,
    lines: lines.map((l) => ({
      line_id: l.line_id,
      sku: l.sku,
      choice: l.substitution ?? defaultChoice,
      substitute_product_id: l.substitution === 'specific' ? l.substitute_product_id : null,
      options: (related.get(l.product_id) ?? []).flatMap((id) => inStock.get(id) ?? []),
    })),
  };
}

/** One line's choice: "an item I choose" names one of the line's related items, the others name none. */
async function chooseForLine(
  deps: SubstitutionDeps,
  customerId: number,
  lineId: string,
  body: CartLineChoiceBody,
): Promise<void> {
  const line = (await deps.picking.cartLines(customerId)).find((l) => l.line_id === lineId);
  if (!line) throw new DomainError('not_found', 'This item is not in your cart.');
  const related =
    body.choice === 'specific'
      ? await deps.picking.similarProductIds(line.product_id, RELATED_SUBSTITUTES_OFFERED)
      : [];
  const chosen = lineChoice(body.choice as SubstitutionChoice, body.substitute_product_id, related);
  if (!chosen.ok) throw new DomainError('validation_failed', chosen.message);
  if (!(await deps.picking.setCartLineChoice(customerId, lineId, chosen.choice, chosen.substitute_product_id)))
    throw new DomainError('not_found', 'This item is not in your cart.');
}

/**
 * Substitutions per item, the shopper's side (issue 36, decision 039): a choice per cart line and a default in
 * the account. The order copies the choices when placed; the picker and the settlement live with the orders and
 * the console.
 */
export function registerSubstitutionsFeature(
  app: FastifyInstance,
  options: { database: Database; auth: CustomerAuth; productCards: SubstitutionDeps['productCards'] },
): void {
  const deps: SubstitutionDeps = {
    picking: createPickingRepository(options.database.db, options.database.engine),
    productCards: options.productCards,
  };
  const settings = {
    errors: errorResponses(400, 401, 404, 415),
    access: 'customer' as const,
    cacheControl: 'private, no-cache',
  };
  const cartRoute = routeRegistrar(app, ['cart'], options.auth, settings);
  const accountRoute = routeRegistrar(app, ['customers'], options.auth, settings);
  const me = (session: CustomerSession | null) => customerOf(session).id;

  cartRoute(
    {
      method: 'GET',
      url: '/api/cart/substitutions',
      summary: 'What to do with each cart line if it is out of stock, and the related items one may name',
      response: CartChoices,
    },
    async ({ session, request }) => cartChoices(deps, me(session), shopperSource(request)),
  );
  cartRoute(
    {
      method: 'PUT',
      url: '/api/cart/substitutions/:lineId',
      summary: 'Choose for one cart line: a similar item, an item named from its related items, or a refund',
      params: CartLineChoiceParams.shape,
      body: CartLineChoiceBody,
      response: CartChoices,
    },
    async ({ session, params, body, request }) => {
      await chooseForLine(deps, me(session), params.lineId, body);
      return cartChoices(deps, me(session), shopperSource(request));
    },
  );
  accountRoute(
    {
      method: 'GET',
      url: '/api/customers/me/substitution-default',
      summary: 'The account’s default choice for items out of stock',
      response: SubstitutionDefault,
    },
    async ({ session }) => ({ choice: (await deps.picking.defaultOf(me(session))) ?? DEFAULT_SUBSTITUTION }),
  );
  accountRoute(
    {
      method: 'PUT',
      url: '/api/customers/me/substitution-default',
      summary: 'Set the account’s default choice for items out of stock',
      body: SubstitutionDefault,
      response: SubstitutionDefault,
    },
    async ({ session, body }) => {
      await deps.picking.setDefault(me(session), body.choice);
      return { choice: body.choice };
    },
  );
}

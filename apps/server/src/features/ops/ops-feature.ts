import {
  createCaseConsoleRepository,
  createFaqConsoleRepository,
  createDiscountRepository,
  createOperatorRepository,
  createContentConsoleRepository,
  createMerchConsoleRepository,
  createOrderConsoleRepository,
  createQualifyingProductsRepository,
  createOrderRepository,
  createPickingRepository,
  createWeighedLinesRepository,
  createSellerConsoleRepository,
  createSlotConsoleRepository,
  createStaffRepository,
  type Database,
} from '@sulit/db';
import { type MoveRouteId, mayCall, OWN_SELLER_ID, rolesOf, scopeCovers, storeScopeOf } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import type { OpsDeps, OpsOrdersPort } from './ops-deps';
import { registerOpsCareRoutes } from './ops-care-routes';
import { registerMerchRoutes } from './merch-routes';
import { registerOpsRoutes } from './ops-routes';
import { registerSpecialDiscountOpsRoutes } from './ops-special-discount-routes';
import { registerStockAndSellerRoutes } from './console-stock-routes';
import { createStaffGuard } from './staff-guard';
import { createTotpKit } from './totp';

export interface OpsFeatureOptions {
  database: Database;
  auth: CustomerAuth;
  clock: () => Date;
  /** SESSION_SECRET: the key that seals TOTP secrets is derived from it */
  secret: string;
  secureCookies: boolean;
  publicUrl: string;
  orders: OpsOrdersPort;
  customerByEmail: OpsDeps['customerByEmail'];
  productCards: OpsDeps['productCards'];
  /** the catalogue's: drop its cached reads after a stock, product or seller change */
  catalogChanged: OpsDeps['catalogChanged'];
}

const MOVES: readonly MoveRouteId[] = ['orders.accept', 'orders.pick', 'orders.dispatch'];

/**
 * Builds the operator console's API (issue 35): staff, second factor, orders, picking, slots, roles, cases, FAQs,
 * stock, sellers, the special discount's IDs.
 */
export function registerOpsFeature(app: FastifyInstance, options: OpsFeatureOptions) {
  const { database, auth, clock } = options;
  const staff = createStaffRepository(database.db);
  const deps: OpsDeps = {
    staff,
    orders: createOrderRepository(database.db),
    orderConsole: createOrderConsoleRepository(database.db),
    slots: createSlotConsoleRepository(database.db),
    cases: createCaseConsoleRepository(database.db),
    faqs: createFaqConsoleRepository(database.db),
    publicUrl: options.publicUrl,
    discounts: createDiscountRepository(database.db),
    qualifyingProducts: createQualifyingProductsRepository(database.db),
    merch: createMerchConsoleRepository(database.db),
    contentConsole: createContentConsoleRepository(database.db),
    ordersPort: options.orders,
    picking: createPickingRepository(database.db, database.engine),
    weighing: createWeighedLinesRepository(database.db, database.engine),
    productCards: options.productCards,
    customerByEmail: options.customerByEmail,
    guard: createStaffGuard({ app, auth, staff, clock, secureCookies: options.secureCookies }),
    totp: createTotpKit(options.secret),
    clock,
    stock: createOperatorRepository(database.db),
    sellers: createSellerConsoleRepository(database.db, OWN_SELLER_ID),
    catalogChanged: options.catalogChanged,
  };
  registerOpsRoutes(deps);
  registerOpsCareRoutes(deps);
  registerSpecialDiscountOpsRoutes(deps);
  registerStockAndSellerRoutes(deps);
  registerMerchRoutes(deps);
  deps.guard.assertEveryRouteRegistered();
  return {
    /**
     * The orders feature's PUT /transaction/orders/status asks the same policy: a role that may move orders
     * through the console, at the order's store (null: the order is not found, the role alone decides).
     */
    staffMayMove: async (customerId: number, sourceCode: string | null) => {
      const grants = await staff.grantsOf(customerId);
      const roles = rolesOf(grants);
      if (!MOVES.some((id) => mayCall(roles, id))) return false;
      return sourceCode === null || scopeCovers(storeScopeOf(grants), sourceCode);
    },
    /** the operator tool's and tests' reach into staff grants */
    staff,
  };
}

export type OpsHandles = ReturnType<typeof registerOpsFeature>;

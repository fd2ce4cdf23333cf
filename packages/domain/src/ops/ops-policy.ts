/**
 * The operator console's one policy table (issue 35): every console API route, the staff roles that may call
 * it, and the console page it belongs to. The server's guard (apps/server/src/features/ops/staff-guard.ts)
 * refuses a route to a role not listed here; the console's navigation shows a page only to roles that may call
 * its route; the route × role matrix test walks this table, so a route added here cannot go untested, and a
 * console route registered without an entry here fails at start.
 * Anchors: Saleor permission groups, Vendure roles per channel, Medusa RBAC — here roles per store source.
 */

export const STAFF_ROLES = ['admin', 'store_manager', 'picker', 'dispatcher', 'content_editor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: 'Administrator',
  store_manager: 'Store manager',
  picker: 'Picker',
  dispatcher: 'Dispatcher',
  content_editor: 'Content editor',
  support: 'Customer support',
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** A console page the navigation may link to. */
export interface OpsPage {
  path: string;
  label: string;
}

export const OPS_PAGES = {
  orders: { path: '/ops/orders', label: 'Orders' },
  picking: { path: '/ops/picking', label: 'Picking list' },
  slots: { path: '/ops/slots', label: 'Slots and capacity' },
  staff: { path: '/ops/staff', label: 'Staff and roles' },
  cases: { path: '/ops/cases', label: 'Enquiry cases' },
  faqs: { path: '/ops/faqs', label: 'Help centre FAQs' },
  stock: { path: '/ops/stock', label: 'Stock per store' },
  sellers: { path: '/ops/sellers', label: 'Sellers' },
  campaigns: { path: '/ops/campaigns', label: 'Campaign prices' },
  vouchers: { path: '/ops/vouchers', label: 'Vouchers' },
  banners: { path: '/ops/banners', label: 'Banners' },
  homePage: { path: '/ops/home-page', label: 'Home page' },
  discountIds: { path: '/ops/discount-ids', label: 'Senior / PWD IDs' },
  discountGoods: { path: '/ops/discount-goods', label: 'Senior / PWD discount goods' },
} as const satisfies Record<string, OpsPage>;
export type OpsPageId = keyof typeof OPS_PAGES;

export interface OpsRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** the API path as registered (Fastify's :params) */
  path: string;
  /** the roles that may call it; no other role may */
  roles: readonly StaffRole[];
  /** false for the sign-in calls that come before the second factor; every other route needs it */
  needsSecondFactor: boolean;
  /** the page whose navigation entry this route's roles decide (the page's reading route) */
  page?: OpsPageId;
}

const EVERY_ROLE = STAFF_ROLES;
const ORDER_READERS: readonly StaffRole[] = ['admin', 'store_manager', 'picker', 'dispatcher', 'support'];
const MANAGERS: readonly StaffRole[] = ['admin', 'store_manager'];
const CASE_READERS: readonly StaffRole[] = ['admin', 'support', 'store_manager'];
const CASE_WORKERS: readonly StaffRole[] = ['admin', 'support'];
/** FAQs, campaign prices, vouchers, banners and the home page are chain-wide: content editors and administrators edit them. */
const EDITORS: readonly StaffRole[] = ['admin', 'content_editor'];
/** Store managers read the prices and vouchers shoppers ask them about, and change none (decision 036). */
const PRICE_READERS: readonly StaffRole[] = ['admin', 'content_editor', 'store_manager'];

export const OPS_ROUTES = {
  'sign-in.status': { method: 'GET', path: '/api/ops/sign-in', roles: EVERY_ROLE, needsSecondFactor: false },
  'sign-in.enrol': { method: 'POST', path: '/api/ops/sign-in/enrol', roles: EVERY_ROLE, needsSecondFactor: false },
  'sign-in.verify': { method: 'POST', path: '/api/ops/sign-in/verify', roles: EVERY_ROLE, needsSecondFactor: false },
  'sign-out': { method: 'POST', path: '/api/ops/sign-out', roles: EVERY_ROLE, needsSecondFactor: true },
  me: { method: 'GET', path: '/api/ops/me', roles: EVERY_ROLE, needsSecondFactor: true },
  'orders.list': {
    method: 'GET',
    path: '/api/ops/orders',
    roles: ORDER_READERS,
    needsSecondFactor: true,
    page: 'orders',
  },
  'orders.detail': { method: 'GET', path: '/api/ops/orders/:number', roles: ORDER_READERS, needsSecondFactor: true },
  'orders.accept': {
    method: 'POST',
    path: '/api/ops/orders/:number/accept',
    roles: ['admin', 'store_manager', 'support'],
    needsSecondFactor: true,
  },
  'orders.pick': {
    method: 'POST',
    path: '/api/ops/orders/:number/pick',
    roles: ['admin', 'store_manager', 'picker'],
    needsSecondFactor: true,
  },
  'orders.dispatch': {
    method: 'POST',
    path: '/api/ops/orders/:number/dispatch',
    roles: ['admin', 'store_manager', 'dispatcher'],
    needsSecondFactor: true,
  },
  'orders.cancel': { method: 'POST', path: '/api/ops/orders/:number/cancel', roles: MANAGERS, needsSecondFactor: true },
  // a third-party seller's part of an order along its own table (decision 037)
  'orders.part-move': {
    method: 'POST',
    path: '/api/ops/orders/:number/parts/:part',
    roles: MANAGERS,
    needsSecondFactor: true,
  },
  'picking.list': {
    method: 'GET',
    path: '/api/ops/picking',
    roles: ['admin', 'store_manager', 'picker'],
    needsSecondFactor: true,
    page: 'picking',
  },
  /** issue 36: one order being picked, its swaps and refunds per line */
  'picking.order': {
    method: 'GET',
    path: '/api/ops/picking/:number',
    roles: ['admin', 'store_manager', 'picker'],
    needsSecondFactor: true,
  },
  'picking.line': {
    method: 'POST',
    path: '/api/ops/picking/:number/lines/:lineId',
    roles: ['admin', 'store_manager', 'picker'],
    needsSecondFactor: true,
  },
  /** decision 043: an order's lines sold by weight, the card hold and its capture; a picker weighs each line */
  'picking.weights': {
    method: 'GET',
    path: '/api/ops/picking/:number/weights',
    roles: ['admin', 'store_manager', 'picker'],
    needsSecondFactor: true,
  },
  'picking.weigh': {
    method: 'POST',
    path: '/api/ops/picking/:number/weights/:lineId',
    roles: ['admin', 'store_manager', 'picker'],
    needsSecondFactor: true,
  },
  'slots.list': {
    method: 'GET',
    path: '/api/ops/slots',
    roles: ['admin', 'store_manager', 'dispatcher'],
    needsSecondFactor: true,
    page: 'slots',
  },
  'slots.update': { method: 'PATCH', path: '/api/ops/slots/:id', roles: MANAGERS, needsSecondFactor: true },
  'staff.list': { method: 'GET', path: '/api/ops/staff', roles: ['admin'], needsSecondFactor: true, page: 'staff' },
  'staff.grant': { method: 'POST', path: '/api/ops/staff/grants', roles: ['admin'], needsSecondFactor: true },
  'staff.revoke': { method: 'DELETE', path: '/api/ops/staff/grants/:id', roles: ['admin'], needsSecondFactor: true },
  // enquiry cases and FAQs (decision 037)
  'cases.list': { method: 'GET', path: '/api/ops/cases', roles: CASE_READERS, needsSecondFactor: true, page: 'cases' },
  'cases.detail': { method: 'GET', path: '/api/ops/cases/:reference', roles: CASE_READERS, needsSecondFactor: true },
  'cases.attachment': {
    method: 'GET',
    path: '/api/ops/cases/:reference/attachments/:key',
    roles: CASE_READERS,
    needsSecondFactor: true,
  },
  'cases.assign': {
    method: 'POST',
    path: '/api/ops/cases/:reference/assign',
    roles: CASE_WORKERS,
    needsSecondFactor: true,
  },
  'cases.reply': {
    method: 'POST',
    path: '/api/ops/cases/:reference/reply',
    roles: CASE_WORKERS,
    needsSecondFactor: true,
  },
  'cases.close': {
    method: 'POST',
    path: '/api/ops/cases/:reference/close',
    roles: CASE_WORKERS,
    needsSecondFactor: true,
  },
  'faqs.list': { method: 'GET', path: '/api/ops/faqs', roles: EDITORS, needsSecondFactor: true, page: 'faqs' },
  'faqs.create': { method: 'POST', path: '/api/ops/faqs', roles: EDITORS, needsSecondFactor: true },
  'faqs.update': { method: 'PATCH', path: '/api/ops/faqs/:id', roles: EDITORS, needsSecondFactor: true },
  'faqs.reorder': { method: 'POST', path: '/api/ops/faqs/reorder', roles: EDITORS, needsSecondFactor: true },
  // the senior citizen / PWD special discount (decision 038): IDs to check and the qualifying goods
  'discount-ids.list': {
    method: 'GET',
    path: '/api/ops/discount-ids',
    roles: MANAGERS,
    needsSecondFactor: true,
    page: 'discountIds',
  },
  'discount-ids.photo': {
    method: 'GET',
    path: '/api/ops/discount-ids/:id/photo',
    roles: MANAGERS,
    needsSecondFactor: true,
  },
  'discount-ids.verify': {
    method: 'POST',
    path: '/api/ops/discount-ids/:id/verify',
    roles: MANAGERS,
    needsSecondFactor: true,
  },
  'discount-ids.reject': {
    method: 'POST',
    path: '/api/ops/discount-ids/:id/reject',
    roles: MANAGERS,
    needsSecondFactor: true,
  },
  'special-discount-products.list': {
    method: 'GET',
    path: '/api/ops/special-discount-products',
    roles: MANAGERS,
    needsSecondFactor: true,
    page: 'discountGoods',
  },
  'special-discount-products.mark': {
    method: 'PATCH',
    path: '/api/ops/special-discount-products/:id',
    roles: MANAGERS,
    needsSecondFactor: true,
  },
  // stock per store source and third-party sellers (decision 035)
  'stock.search': { method: 'GET', path: '/api/ops/stock', roles: MANAGERS, needsSecondFactor: true, page: 'stock' },
  'stock.update': { method: 'PATCH', path: '/api/ops/stock/:id', roles: MANAGERS, needsSecondFactor: true },
  'sellers.list': {
    method: 'GET',
    path: '/api/ops/sellers',
    roles: ['admin'],
    needsSecondFactor: true,
    page: 'sellers',
  },
  'sellers.detail': { method: 'GET', path: '/api/ops/sellers/:id', roles: ['admin'], needsSecondFactor: true },
  'sellers.move': { method: 'POST', path: '/api/ops/sellers/:id/status', roles: ['admin'], needsSecondFactor: true },
  'sellers.product': {
    method: 'PATCH',
    path: '/api/ops/sellers/:id/products/:product',
    roles: ['admin'],
    needsSecondFactor: true,
  },
  // campaign prices, vouchers, banners and the home page (decision 036)
  'campaigns.list': {
    method: 'GET',
    path: '/api/ops/campaigns',
    roles: PRICE_READERS,
    needsSecondFactor: true,
    page: 'campaigns',
  },
  'campaigns.create': { method: 'POST', path: '/api/ops/campaigns', roles: EDITORS, needsSecondFactor: true },
  'campaigns.update': { method: 'PATCH', path: '/api/ops/campaigns/:id', roles: EDITORS, needsSecondFactor: true },
  'campaigns.end': { method: 'POST', path: '/api/ops/campaigns/:id/end', roles: EDITORS, needsSecondFactor: true },
  'vouchers.list': {
    method: 'GET',
    path: '/api/ops/vouchers',
    roles: PRICE_READERS,
    needsSecondFactor: true,
    page: 'vouchers',
  },
  'vouchers.create': { method: 'POST', path: '/api/ops/vouchers', roles: EDITORS, needsSecondFactor: true },
  'vouchers.disable': {
    method: 'POST',
    path: '/api/ops/vouchers/:id/disable',
    roles: EDITORS,
    needsSecondFactor: true,
  },
  'banners.list': { method: 'GET', path: '/api/ops/banners', roles: EDITORS, needsSecondFactor: true, page: 'banners' },
  'banners.create': { method: 'POST', path: '/api/ops/banners', roles: EDITORS, needsSecondFactor: true },
  'banners.update': { method: 'PATCH', path: '/api/ops/banners/:id', roles: EDITORS, needsSecondFactor: true },
  'home-page.read': {
    method: 'GET',
    path: '/api/ops/home-page',
    roles: EDITORS,
    needsSecondFactor: true,
    page: 'homePage',
  },
  'home-page.preview': { method: 'POST', path: '/api/ops/home-page/preview', roles: EDITORS, needsSecondFactor: true },
  'home-page.publish': { method: 'POST', path: '/api/ops/home-page', roles: EDITORS, needsSecondFactor: true },
} as const satisfies Record<string, OpsRoute>;

export type OpsRouteId = keyof typeof OPS_ROUTES;
export const OPS_ROUTE_IDS = Object.keys(OPS_ROUTES) as OpsRouteId[];

/** May a staff member holding `roles` call the route? */
export function mayCall(roles: readonly StaffRole[], routeId: OpsRouteId): boolean {
  const allowed: readonly StaffRole[] = OPS_ROUTES[routeId].roles;
  return roles.some((role) => allowed.includes(role));
}

/** The console's navigation for `roles`: each page whose reading route they may call, in the table's order. */
export function opsNavigation(roles: readonly StaffRole[]): OpsPage[] {
  return OPS_ROUTE_IDS.flatMap((id) => {
    const route: OpsRoute = OPS_ROUTES[id];
    return route.page && mayCall(roles, id) ? [OPS_PAGES[route.page]] : [];
  });
}

/** The route id of a registered method and path, or null when the table lacks it. */
export function opsRouteIdOf(method: string, path: string): OpsRouteId | null {
  return OPS_ROUTE_IDS.find((id) => OPS_ROUTES[id].method === method && OPS_ROUTES[id].path === path) ?? null;
}

/**
 * What a staff member may not do while acting for a customer (issue 32), declared once as route ids
 * (`METHOD path`, the path as registered without the /rest/V1 or /rest/{store}/V1 prefix). The one guard (the
 * session check in apps/server/src/http/customer-auth.ts) refuses these with 403 and audits the refusal.
 * Deleting the account and rebate cash-out have no route today; they belong here when they get one.
 */
export const FORBIDDEN_WHILE_ACTING: Readonly<Record<string, string>> = {
  'PUT ld-customers/me/password': 'password change',
  'PUT ld-customers/me/email': 'e-mail change',
  // names, birthday, phone and the newsletter (marketing consent) are one call: the whole call is refused
  'PUT customers/me': 'phone and marketing consent change',
  'GET customer-card': 'card vault',
  'POST createCustomerCard': 'card vault',
  'PUT customer-card/:id/default': 'card vault',
  'DELETE customer-card/:id': 'card vault',
  'POST /api/customer-support/login': 'support session inside a support session',
  'PUT /api/customer-support/consent': "the customer's consent to support",
  // issue 31: the survey is the customer's own voice, a raffle entry their own chance, and a push device the
  // staff member's browser would receive the customer's alerts on
  'POST nps-survey/:surveyId/answer': 'survey answer',
  'POST raffle/entries': 'raffle entry',
  'PUT /nms/tokens': 'push device registration',
};

/** Routes whose answer is an order placed: while acting, the order gets a note naming the staff member. */
export const ORDER_PLACING_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/transaction/orders',
  'POST /api/checkout/:cartId/pay-placeorder',
  'POST carts/mine/payment-information',
]);

/** A route's id: its method and registered path without the legacy prefix. */
export function supportRouteId(method: string, registeredPath: string): string {
  return `${method.toUpperCase()} ${registeredPath.replace(/^\/rest\/(?::store\/)?V1\//, '')}`;
}

/** The refusal's subject when `routeId` is forbidden while acting, else null. */
export function forbiddenWhileActing(routeId: string): string | null {
  return FORBIDDEN_WHILE_ACTING[routeId] ?? null;
}

/** The note an order placed while acting carries. */
export function supportOrderNote(staff: { firstname: string; lastname: string }, caseRef: string): string {
  return `Placed by customer support: ${staff.firstname} ${staff.lastname} (case ${caseRef}).`;
}

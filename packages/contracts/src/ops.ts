import {
  ACCEPT_TARGETS,
  DISPATCH_TARGETS,
  EVERY_STORE,
  ORDER_STATUSES,
  PICK_TARGETS,
  SLOT_CUTOFF_LIMITS,
  SOURCE_CODES,
  STAFF_ROLES,
  TRACKING_STEPS,
} from '@sulit/domain';
import { z } from 'zod';
import { IdParam, text } from './common';

/**
 * The operator console's calls (issue 35); who may call each is the domain's policy table (OPS_ROUTES):
 *   GET    /api/ops/sign-in                      → SignInStatus (needs a signed-in staff member)
 *   POST   /api/ops/sign-in/enrol                → EnrolResponse (otpauth URI, once)
 *   POST   /api/ops/sign-in/verify  TotpBody     → OpsMe (sets the console cookie)
 *   POST   /api/ops/sign-out                     → { ended: true }
 *   GET    /api/ops/me                           → OpsMe
 *   GET    /api/ops/orders ?filters&after        → ConsoleOrderList (keyset)
 *   GET    /api/ops/orders/{number}              → ConsoleOrderDetail
 *   POST   /api/ops/orders/{number}/accept|pick|dispatch  { to }  → ConsoleOrderDetail
 *   POST   /api/ops/orders/{number}/cancel       → ConsoleOrderDetail (refund through the provider)
 *   GET    /api/ops/picking ?store&date&slot_id  → PickingList
 *   GET    /api/ops/slots ?store&from&to         → SlotCalendar
 *   PATCH  /api/ops/slots/{id}  SlotChangeBody   → ConsoleSlot
 *   GET    /api/ops/staff                        → StaffList
 *   POST   /api/ops/staff/grants  GrantBody      → StaffGrantView
 *   DELETE /api/ops/staff/grants/{id}            → StaffGrantView
 */

const Centavos = z.number().int().min(0);
const SourceCode = z.enum(SOURCE_CODES as [string, ...string[]]);
const SlotDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const ConsoleNumber = text().regex(/^\d{9}$/, 'must be an order number');

export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const TotpBody = z.object({ code: text().regex(/^\d{6}$/, 'must be the six digits of the code') }).strict();

export const SignInStatus = z.object({
  enrolled: z.boolean(),
  console_open: z.boolean(),
  roles: z.array(StaffRoleSchema),
});
export type SignInStatus = z.infer<typeof SignInStatus>;

export const EnrolResponse = z.object({
  /** RFC 6238 key URI for the authenticator app (shown once, as a QR code and as text) */
  otpauth_uri: text(),
  /** the same secret in base32, for typing into an app by hand */
  secret: text(),
  /** the URI as a QR code: rows of modules, '1' dark and '0' light (the page draws it; no image request) */
  qr_rows: z.array(text().regex(/^[01]+$/)),
});
export type EnrolResponse = z.infer<typeof EnrolResponse>;

export const OpsNavEntry = z.object({ path: text(), label: text() });

export const OpsMe = z.object({
  staff_id: z.number().int(),
  email: text(),
  name: text(),
  roles: z.array(StaffRoleSchema),
  /** '*' or the store codes the staff member's grants cover */
  stores: z.array(text()),
  navigation: z.array(OpsNavEntry),
  expires_at: text(),
});
export type OpsMe = z.infer<typeof OpsMe>;

export const SignOutResponse = z.object({ ended: z.literal(true) });

export const ConsoleOrderQuery = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    step: z.enum(TRACKING_STEPS).optional(),
    store: SourceCode.optional(),
    slot_date: SlotDate.optional(),
    number: ConsoleNumber.optional(),
    email: text().max(254).optional(),
    /** the keyset cursor the previous page answered */
    after: text()
      .regex(/^[0-9TZ:.-]{10,30}~\d{1,12}$/, 'must be a cursor from the previous page')
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type ConsoleOrderQuery = z.infer<typeof ConsoleOrderQuery>;

export const ConsoleOrderItem = z.object({
  increment_id: text(),
  status: text(),
  status_label: text(),
  step: text(),
  step_label: text(),
  store: text(),
  delivery_type: text(),
  slot_date: text().nullable(),
  slot_label: text().nullable(),
  customer_email: text(),
  grand_total: Centavos,
  created_at: text(),
});
export type ConsoleOrderItem = z.infer<typeof ConsoleOrderItem>;

export const ConsoleOrderList = z.object({
  items: z.array(ConsoleOrderItem),
  /** pass as `after` for the next page; null on the last one */
  next: text().nullable(),
});
export type ConsoleOrderList = z.infer<typeof ConsoleOrderList>;

export const ConsoleNumberPath = z.object({ number: ConsoleNumber }).strict();

export const ConsoleOrderDetail = ConsoleOrderItem.extend({
  payment_title: text(),
  paid: z.boolean(),
  lines: z.array(z.object({ sku: text(), name: text(), qty: z.number().int(), row_total: Centavos })),
  /** every step the order passed, with who and when */
  timeline: z.array(z.object({ step_label: text(), actor: text(), at: text() })),
  /** what this staff member may do next (targets of the transition table their role allows) */
  next: z.array(z.object({ route: text(), to: text(), label: text() })),
  can_cancel: z.boolean(),
  refund: z.object({ status: text(), amount: Centavos }).nullable(),
  /** third-party sellers' parts (sub-orders), each on its own table (decision 037) */
  parts: z.array(
    z.object({
      number: text(),
      seller_id: text(),
      shop_name: text(),
      status: text(),
      status_label: text(),
      items_qty: z.number().int(),
      grand_total: Centavos,
      lines: z.array(z.object({ sku: text(), name: text(), qty: z.number().int(), row_total: Centavos })),
      /** the codes this staff member may move it to */
      next: z.array(z.object({ to: text(), label: text() })),
    }),
  ),
});
export type ConsoleOrderDetail = z.infer<typeof ConsoleOrderDetail>;

export const AcceptBody = z.object({ to: z.enum(ACCEPT_TARGETS) }).strict();
export const PickBody = z.object({ to: z.enum(PICK_TARGETS) }).strict();
export const DispatchBody = z.object({ to: z.enum(DISPATCH_TARGETS) }).strict();

export const PickingQuery = z
  .object({ store: SourceCode.optional(), date: SlotDate, slot_id: z.coerce.number().int().positive().optional() })
  .strict();

export const PickingList = z.object({
  store: text(),
  date: text(),
  totals: z.array(z.object({ sku: text(), name: text(), qty: z.number().int() })),
  orders: z.array(
    z.object({
      increment_id: text(),
      slot_label: text().nullable(),
      delivery_type: text(),
      step: text(),
      step_label: text(),
      lines: z.array(
        z.object({ sku: text(), name: text(), qty: z.number().int(), special_instruction: text().nullable() }),
      ),
      /** the picking moves this staff member may make now (start picking, packed) */
      next: z.array(z.object({ route: text(), to: text(), label: text() })),
    }),
  ),
});
export type PickingList = z.infer<typeof PickingList>;

export const SlotQuery = z
  .object({ store: SourceCode.optional(), from: SlotDate.optional(), to: SlotDate.optional() })
  .strict();

export const ConsoleSlot = z.object({
  id: z.number().int(),
  store: text(),
  date: text(),
  label: text(),
  is_store_pickup: z.boolean(),
  capacity: z.number().int(),
  used: z.number().int(),
  is_closed: z.boolean(),
  /** what a shopper sees now: available, full, past_cutoff or closed */
  state: text(),
  cutoff_at: text(),
  /** the slot's cut-off in minutes before it starts (its own, else the store-wide default) */
  cutoff_minutes: z.number().int(),
  /** false while the slot follows the store-wide default */
  cutoff_is_own: z.boolean(),
});
export type ConsoleSlot = z.infer<typeof ConsoleSlot>;

export const SlotCalendar = z.object({ from: text(), to: text(), slots: z.array(ConsoleSlot) });
export type SlotCalendar = z.infer<typeof SlotCalendar>;

export const SlotIdPath = z.object({ id: IdParam }).strict();

export const SlotChangeBody = z
  .object({
    capacity: z.number().int().min(0).max(10_000).optional(),
    is_closed: z.boolean().optional(),
    /** minutes before the start that bookings close; null: back to the store-wide default */
    cutoff_minutes: z.number().int().min(SLOT_CUTOFF_LIMITS.min).max(SLOT_CUTOFF_LIMITS.max).nullable().optional(),
  })
  .strict()
  .refine(
    (b) => b.capacity !== undefined || b.is_closed !== undefined || b.cutoff_minutes !== undefined,
    'name a capacity, is_closed or cutoff_minutes',
  );

export const StaffGrantView = z.object({
  id: z.number().int(),
  email: text(),
  name: text(),
  role: StaffRoleSchema,
  store: text(),
  granted_by: text(),
  granted_at: text(),
});
export type StaffGrantView = z.infer<typeof StaffGrantView>;

export const StaffList = z.object({ items: z.array(StaffGrantView) });
export type StaffList = z.infer<typeof StaffList>;

export const GrantBody = z
  .object({
    email: text().email().max(254),
    role: StaffRoleSchema,
    store: z.union([z.literal(EVERY_STORE), SourceCode]),
  })
  .strict();
export type GrantBody = z.infer<typeof GrantBody>;

export const GrantIdPath = z.object({ id: IdParam }).strict();

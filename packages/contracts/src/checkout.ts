import { z } from 'zod';
import {
  CANCELLATION_OPTIONS,
  DELIVERY_INSTRUCTION_MAX_LENGTH,
  DEVICE_TYPES,
  normalisePhone,
  PAYMENT_METHOD_CODES,
  PICKUP_PERSON_NAME_MAX_LENGTH,
  VALIDATION_MESSAGES,
} from '@sulit/domain';
import { IdParam, text } from './common';
import { SourceCodeQuery, StoreViewCode } from './catalog';

/**
 * Checkout (spec §3 Checkout state, Delivery slot, Payment methods, Order placement payload; §7 the
 * checkout calls; issue 10). Money is integer centavos; the server prices everything, so no input below
 * carries a price or total. Every input object is `.strict()`: an unknown field (a forged price, a raw
 * card number) is a 400.
 *
 * Core (/api):
 *   GET  /api/cart/checkout/delivery-slots ?sourceCode&isStorePickup&date   → DeliverySlotsResponse
 *   POST /api/cart/checkout/delivery-schedule  DeliveryScheduleBody          → DeliveryScheduleResponse (holds the slot)
 *   GET  /api/cart/carts/mine/shipping-information                          → CheckoutStepResponse (the choices so far)
 *   POST /api/cart/carts/mine/shipping-information  ShippingInformationBody  → CheckoutStepResponse
 *   POST /api/cart/{cartId}/address-information (header device-type)  AddressInformationBody → CheckoutStepResponse
 *   POST /api/checkout/{cartId}/save-address-information   = shipping-information
 *   POST /api/checkout/{cartId}/save-payment-information   = address-information
 *   POST /api/checkout/{cartId}/pay-placeorder  PlaceOrderBody  (Idempotency-Key) → PlaceOrderResponse
 *   POST /api/transaction/orders                PlaceOrderBody  (Idempotency-Key) → PlaceOrderResponse
 *   GET  /api/transaction/orders/{orderNumber}                               → CheckoutOrderView
 *   POST /api/checkout/payment-error-handling   PaymentErrorBody             → 204
 * Legacy (/rest/V1, /rest/{store}/V1):
 *   GET  ldmultistores/deliverydate, deliverydate-anonymous (headers sourcecode, townshipid) → DeliverySlotsResponse
 *   POST ldmultistores/deliverydate/validate {date, time_id, location_store} → DeliveryDateValidateResponse
 *   POST estimate-shipping-methods; GET carts/{id}/shipping-methods           → ShippingMethod[]
 *   GET  carts/mine/payment-methods                                           → PaymentMethodsResponse
 *   POST carts/mine/payment-information {billing_address, cart_id, payment_method} (Idempotency-Key) → PlaceOrderResponse
 */

const Centavos = z.number().int().min(0);
const CartId = IdParam;
/** A Manila calendar date YYYY-MM-DD. */
export const SlotDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-22');
export const IntervalId = z.coerce.number().int().min(1).max(99);
const TownshipId = z.coerce.number().int().positive().max(2_147_483_647);
const ShippingZone = text().regex(/^[A-Za-z0-9_-]{0,64}$/, 'must be a shipping zone code');
const FreeText = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u0008\u000b-\u001f\u007f]*$/, 'must not contain control characters');
/** Per-seller shipping types of third-party goods: {seller_id: type}. */
const ShippingTypes = z.record(
  text().regex(/^[a-z0-9_-]{1,64}$/),
  text().regex(/^[a-z0-9_-]{1,32}$/, 'must be a shipping type'),
);
export const PaymentMethodCode = z.enum(PAYMENT_METHOD_CODES);
/** Spec §3 "cashondelivery (also seen as cash)". */
const PaymentMethodInput = z
  .string()
  .trim()
  .toLowerCase()
  .transform((code) => (code === 'cash' ? 'cashondelivery' : code))
  .pipe(PaymentMethodCode);
export const CancellationOption = z
  .object({
    key: z.enum(CANCELLATION_OPTIONS.map((o) => o.key) as [string, ...string[]]),
    value: text().max(200).optional(),
  })
  .strict();
export const DeviceType = z.enum(DEVICE_TYPES);

/* ───────────── slots ───────────── */

export const DeliverySlotsQuery = z
  .object({
    sourceCode: SourceCodeQuery.optional(),
    isStorePickup: z.enum(['0', '1', 'true', 'false']).optional(),
    date: SlotDate.optional(),
    customerId: IdParam.optional(),
    shippingZoneCode: ShippingZone.optional(),
    townshipId: TownshipId.optional(),
  })
  .strict();

/** Spec §3 Delivery slot. */
export const DeliverySlot = z.object({
  slot_id: z.number().int(),
  date: text(),
  /** no campaign days yet: null */
  date_campaign: text().nullable(),
  intervalId: z.number().int(),
  /** the display, 'Month D, hA - hA' in Asia/Manila */
  value: text(),
  period: text(),
  starts_at: text(),
  ends_at: text(),
  capacity: z.number().int(),
  currentCapacity: z.number().int(),
  isDisabled: z.boolean(),
  state: z.enum(['available', 'full', 'past_cutoff', 'closed']),
  isStorePickup: z.boolean(),
});
export type DeliverySlot = z.infer<typeof DeliverySlot>;

export const DeliverySlotsResponse = z.object({
  sourceCode: SourceCodeQuery,
  isStorePickup: z.boolean(),
  days: z.array(z.object({ date: text(), label: text(), slots: z.array(DeliverySlot) })),
  /** the cart's live hold, when the caller holds one */
  selectedTimeslot: z.object({ date: text(), period: text(), intervalId: z.number().int(), value: text() }).nullable(),
  hold_expires_at: text().nullable(),
});
export type DeliverySlotsResponse = z.infer<typeof DeliverySlotsResponse>;

/** POST cart/checkout/delivery-schedule (spec §7 {date, intervalId, comment, townshipId, sourceCode, shippingZoneCode, shippingTypes}). */
export const DeliveryScheduleBody = z
  .object({
    date: SlotDate,
    intervalId: IntervalId,
    comment: FreeText(DELIVERY_INSTRUCTION_MAX_LENGTH).nullable().optional(),
    townshipId: TownshipId.nullable().optional(),
    sourceCode: SourceCodeQuery.optional(),
    shippingZoneCode: ShippingZone.nullable().optional(),
    shippingTypes: ShippingTypes.optional(),
    isStorePickup: z.boolean().optional(),
    cart_id: CartId.optional(),
  })
  .strict();
export type DeliveryScheduleBody = z.infer<typeof DeliveryScheduleBody>;

export const DeliveryScheduleResponse = z.object({
  success: z.literal(true),
  selectedTimeslot: z.object({ date: text(), period: text(), intervalId: z.number().int(), value: text() }),
  hold_expires_at: text(),
  hold_seconds_left: z.number().int(),
  /** spec §4: changing the slot resets the payment method */
  selectedPaymentMethod: z.null(),
});

/** POST ldmultistores/deliverydate/validate (spec §7 {date, time_id, location_store}). */
export const DeliveryDateValidateBody = z
  .object({
    date: SlotDate,
    time_id: IntervalId,
    location_store: SourceCodeQuery,
    isStorePickup: z.boolean().optional(),
  })
  .strict();
export const DeliveryDateValidateResponse = z.object({ valid: z.literal(true), value: text() });

/* ───────────── shipping and payment choices ───────────── */

/** Spec §2 pickup details: who collects a store-pickup order (a valid PH mobile number, spec §5). */
const PickupPerson = z
  .object({
    name: FreeText(PICKUP_PERSON_NAME_MAX_LENGTH).refine((v) => v.trim().length > 0, 'is required'),
    telephone: z
      .string()
      .max(20)
      .refine((v) => normalisePhone(v) !== null, VALIDATION_MESSAGES.phone),
  })
  .strict();

export const ShippingInformationBody = z
  .object({
    cart_id: CartId.optional(),
    shipping_carrier_code: z.literal('tablerate').optional(),
    shipping_method_code: z.literal('bestway').optional(),
    /** pickup: the store; delivery: the source serving the address (the server decides) */
    store_source_code: SourceCodeQuery.nullable().optional(),
    /** the saved delivery address to ship to (one of the customer's own) */
    address_id: IdParam.nullable().optional(),
    store_pickup: z.boolean().optional(),
    cancellationOption: CancellationOption.nullable().optional(),
    deliveryInstruction: FreeText(DELIVERY_INSTRUCTION_MAX_LENGTH).nullable().optional(),
    shippingTypes: ShippingTypes.optional(),
    shippingZoneCode: ShippingZone.nullable().optional(),
    /** store pickup only: who collects the order */
    pickup_person: PickupPerson.nullable().optional(),
  })
  .strict();
export type ShippingInformationBody = z.infer<typeof ShippingInformationBody>;

/** POST /cart/{cartId}/address-information (spec §7 {paymentMethod, paymentPoNumber, allowGoGreen}). */
export const AddressInformationBody = z
  .object({
    paymentMethod: PaymentMethodInput,
    paymentPoNumber: FreeText(64).nullable().optional(),
    allowGoGreen: z.boolean().optional(),
    /** the saved card to charge (method sulit_vault): the vault's card id */
    savedCardId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullable()
      .optional(),
  })
  .strict();
export type AddressInformationBody = z.infer<typeof AddressInformationBody>;

export const CartIdParams = z.object({ cartId: CartId }).strict();
export const StoreParams = z.object({ store: StoreViewCode.optional() }).strict();
export const StoreCartParams = z.object({ store: StoreViewCode.optional(), cartId: CartId }).strict();

export const PaymentMethodView = z.object({
  code: PaymentMethodCode,
  title: text(),
  is_available: z.boolean(),
  reason: text().nullable(),
  mediapath: text(),
});

/** Spec §3 Payment methods: a set keyed by code, each with is_available; mediapath; extrafeeNoneMember. */
export const PaymentMethodsResponse = z.object({
  payment_methods: z.record(text(), PaymentMethodView),
  offered: z.array(PaymentMethodCode),
  preselected: PaymentMethodCode.nullable(),
  selectedPaymentMethod: PaymentMethodCode.nullable(),
  extrafeeNoneMember: z.object({ isEnableFeeNoneMember: z.boolean(), title: text(), amount: Centavos }),
  grand_total: Centavos,
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>;

export const ShippingMethod = z.object({
  carrier_code: z.literal('tablerate'),
  method_code: z.literal('bestway'),
  carrier_title: text(),
  method_title: text(),
  amount: Centavos,
  available: z.boolean(),
});
export const ShippingMethodsResponse = z.array(ShippingMethod);
export const EstimateShippingBody = z
  .object({
    cart_id: CartId.optional(),
    address: z.object({ address_id: IdParam.optional(), township_id: TownshipId.optional() }).strict().optional(),
  })
  .strict();

const StepTotals = z.object({
  subtotal: Centavos,
  discount_amount: Centavos,
  /** the senior citizen / PWD special discount (decision 038), part of discount_amount */
  special_discount: Centavos,
  shipping_amount: Centavos,
  fee: Centavos,
  grand_total: Centavos,
});

export const CheckoutStepResponse = z.object({
  cart_id: z.number().int(),
  delivery_type: z.enum(['delivery', 'pickup']),
  source_code: text().nullable(),
  address_id: z.number().int().nullable(),
  pickup_source_code: text().nullable(),
  selectedTimeslot: z.object({ date: text(), period: text(), intervalId: z.number().int(), value: text() }).nullable(),
  selectedPaymentMethod: PaymentMethodCode.nullable(),
  cancellationOption: z.object({ key: text(), value: text() }),
  deliveryInstruction: text().nullable(),
  /** store pickup: who collects the order (null until named) */
  pickup_person: z.object({ name: text(), telephone: text() }).nullable(),
  skips_timeslot: z.boolean(),
  /** when the held slot is given back unless the order is placed (the payment step's countdown) */
  hold_expires_at: text().nullable(),
  totals: StepTotals,
  /** what the same cart costs picked up at a store (no delivery fee): the pickup page's summary before it is chosen */
  pickup_totals: StepTotals,
});
export type CheckoutStepResponse = z.infer<typeof CheckoutStepResponse>;

/* ───────────── placing the order ───────────── */

/** Spec §3 Order placement payload; the card is never sent here (the provider's own page takes it). */
export const PlaceOrderBody = z
  .object({
    cart_id: CartId,
    sourceCode: SourceCodeQuery.optional(),
    cancellationOption: CancellationOption.nullable().optional(),
    payment: z
      .object({ method: PaymentMethodInput, title: text().max(100).optional() })
      .strict()
      .optional(),
    /** a saved card, named by its last four digits (spec §3) or by its vault id */
    lastFourDigits: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    savedCardId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    deliveryInstruction: FreeText(DELIVERY_INSTRUCTION_MAX_LENGTH).nullable().optional(),
    /** order only the cart's membership card; its groceries and voucher stay in the cart (decision 026) */
    membershipOnly: z.boolean().optional(),
  })
  .strict();
export type PlaceOrderBody = z.infer<typeof PlaceOrderBody>;

/** carts/mine/payment-information (spec §7 {billing_address, cart_id, payment_method}). */
export const PaymentInformationBody = z
  .object({
    cart_id: CartId,
    payment_method: z.union([PaymentMethodInput, z.object({ method: PaymentMethodInput }).strict()]),
    billing_address: z.object({ address_id: IdParam.optional() }).passthrough().nullable().optional(),
  })
  .strict();

/**
 * POST /api/transaction/orders/{orderNumber}/retry-payment (issue 28): a declined order paid again within its
 * hold — another card, a saved card (by last four or vault id) or cash where allowed.
 */
export const RetryPaymentBody = z
  .object({
    payment: z.object({ method: PaymentMethodInput }).strict(),
    lastFourDigits: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    savedCardId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  })
  .strict();
export type RetryPaymentBody = z.infer<typeof RetryPaymentBody>;

/** GET /api/transaction/orders/{orderNumber}/payment-state: the caller's own order's payment, for the failure page. */
export const PaymentStateView = z.object({
  orderId: text(),
  status: text(),
  paid: z.boolean(),
  /** its stock, slot and voucher were given back */
  released: z.boolean(),
  /** a declined order may be paid again until then */
  hold_until: text().nullable(),
  /** how the order reaches the shopper: 'none' (a membership alone) has no slot to choose again */
  delivery_type: z.enum(['delivery', 'pickup', 'none']),
  grand_total: Centavos,
  /** the methods a retry may use now (online ones need a provider; cash where allowed) */
  retry_methods: z.array(z.object({ code: PaymentMethodCode, title: text() })),
});
export type PaymentStateView = z.infer<typeof PaymentStateView>;

export const PlaceOrderResponse = z.object({
  orderId: text(),
  order_id: z.number().int(),
  increment_id: text(),
  status: text(),
  grand_total: Centavos,
  /** where the browser goes: the success page, or the gateway resolver form */
  next: z.discriminatedUnion('type', [
    z.object({ type: z.literal('success'), url: text() }),
    z.object({
      type: z.literal('gateway'),
      action: text(),
      fields: z.object({ orderId: text(), customerId: text() }),
      redirectUrl: text().nullable(),
    }),
  ]),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>;

export const OrderNumberParams = z.object({ orderNumber: text().regex(/^\d{9}$/, 'must be an order number') }).strict();

export const CheckoutOrderView = z.object({
  increment_id: text(),
  order_id: z.number().int(),
  status: text(),
  status_label: text(),
  created_at: text(),
  payment: z.object({ method: text(), title: text() }),
  subtotal: Centavos,
  discount_amount: Centavos,
  shipping_amount: Centavos,
  fee: Centavos,
  grand_total: Centavos,
  coupon_code: text().nullable(),
  delivery_type: text(),
  slot: z.object({ date: text(), period: text(), value: text() }).nullable(),
  /** the address as ordered (delivery) or the pickup store's source code (pickup) */
  shipping_address: z
    .object({
      firstname: text(),
      lastname: text(),
      lines: z.array(text()),
      telephone: text().nullable(),
    })
    .nullable(),
  pickup_source_code: text().nullable(),
  sellers: z.array(
    z.object({
      seller_id: text(),
      shop_name: text(),
      sub_increment_id: text(),
      status: text(),
      items_qty: z.number().int(),
      grand_total: Centavos,
      items: z.array(
        z.object({
          sku: text(),
          name: text(),
          qty: z.number().int(),
          unit_price: Centavos,
          row_total: Centavos,
        }),
      ),
    }),
  ),
});
export type CheckoutOrderView = z.infer<typeof CheckoutOrderView>;

/** The payment-error-handling call (spec §4: cart_id, message, status). */
export const PaymentErrorBody = z
  .object({
    cart_id: CartId,
    message: FreeText(500),
    status: z.union([text().max(32), z.number().int()]),
  })
  .strict();

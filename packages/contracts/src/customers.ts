import { z } from 'zod';
import { IdParam, text } from './common';

/**
 * Customers: auth, account and addresses (spec §3 Customer/Address, §7 login family and legacy calls).
 *
 * Sessions: every login answer carries `access_token`. The same token works two ways:
 *   - `Authorization: Bearer <access_token>` for API clients (no CSRF check), and
 *   - the httpOnly SameSite=Lax cookie `sulit_session` that login/register set for the web (over https:
 *     `__Host-sulit_session`, Secure).
 * Cookie-authenticated writes (POST/PUT/PATCH/DELETE) must also send the header `x-csrf-token` equal to
 * the readable cookie `sulit_csrf` (double submit); otherwise 403 `csrf_failed`.
 * A missing, expired or unknown token on a customer call answers 401 { code: 'unauthorized',
 * details: { reason: 'token_expired' | 'token_invalid' | 'token_missing' } }.
 *
 * Paths (core under /api, legacy under /rest/V1 and /rest/{store}/V1):
 *   GET  /api/altcha/challenge                     ALTCHA challenge for sign-up
 *   POST /api/customer/login                       LoginRequest → LoginResponse
 *   POST /api/register                             RegisterRequest → RegisterResponse
 *   POST /api/user/login                           TokenRefreshRequest → LoginResponse (renewal)
 *   POST /api/user/customers/validate-email        ValidateEmailRequest → ValidateEmailResponse
 *   POST /api/ld-social-token-login                SocialLoginRequest → LoginResponse
 *   POST /api/customer-support/login               see ./support.ts (staff only)
 *   POST /api/customer/logout                      → LogoutResponse (clears cookies, revokes token)
 *   GET  /rest/V1/customers/me ?needValidate=true  → Customer
 *   PUT  /rest/V1/customers/me                     UpdateCustomerRequest → UpdateCustomerResponse
 *   PUT  /rest/V1/ld-customers/me/email            ChangeEmailRequest → MessageResponse
 *   PUT  /rest/V1/ld-customers/me/password         ChangePasswordRequest → MessageResponse
 *   PUT  /rest/V1/customers/password               PasswordResetRequest → MessageResponse (always the §8 text)
 *   POST /rest/V1/customers/resetPassword          ResetPasswordRequest → MessageResponse
 *   POST /rest/V1/ld-customer-address              SaveAddressRequest → SaveAddressResponse
 *   POST /rest/V1/ld-customer-delete-address       DeleteAddressRequest → MessageResponse
 *   GET  /api/dev/outbox                           → OutboxResponse (outside production, loopback binds only)
 */

export { CSRF_COOKIE, CSRF_HEADER, SECURE_SESSION_COOKIE, SESSION_COOKIE } from './wire-names';

const Email = text().trim().min(1).max(254);
const Password = text().min(1).max(128);
const ShortText = (max: number) => text().max(max);

// ---------------------------------------------------------------------------------------------------
// Auth
// ---------------------------------------------------------------------------------------------------

export const LoginRequest = z.object({ username: Email, password: Password }).strict();
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({
  access_token: text(),
  /** seconds until the token expires (spec §3 tokens: a session token with expires_in) */
  expires_in: z.number().int(),
  /** true: the web sends the shopper to /customer/account/edit?changePassword=true */
  has_temp_pass: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const TokenRefreshRequest = z.object({ access: text().min(1).max(200), email: Email }).strict();
export type TokenRefreshRequest = z.infer<typeof TokenRefreshRequest>;

export const ValidateEmailRequest = z.object({ email: text().max(254) }).strict();
export const ValidateEmailResponse = z.object({
  email: text(),
  /** syntax check */
  is_valid: z.boolean(),
  /** false when an account already uses it */
  is_available: z.boolean(),
  /** 'Email is not valid' | 'There is already an account with this email address.' | null */
  message: text().nullable(),
});
export type ValidateEmailResponse = z.infer<typeof ValidateEmailResponse>;

export const SocialLoginRequest = z
  .object({ type: z.enum(['google', 'facebook', 'apple']), socialToken: text().min(1).max(8192) })
  .strict();
export type SocialLoginRequest = z.infer<typeof SocialLoginRequest>;

export const MembershipType = z.enum(['PREMIUM', 'BUSINESS', 'EXECUTIVE']);

export const RegisterCustomer = z
  .object({
    email: Email,
    password: Password,
    password_confirmation: Password,
    firstname: ShortText(255),
    lastname: ShortText(255),
    is_subscribed: z.boolean().optional().default(false),
    link_to_membership: z.boolean().optional().default(false),
    membership_id: text().max(40).optional(),
    membership_name: text().max(255).optional(),
    membership_type: text().max(40).optional(),
    /** the ALTCHA payload (base64 JSON from the widget); named as the spec names the captcha token */
    recaptcha_response: text().min(1).max(8192),
  })
  .strict();
export const RegisterRequest = z.object({ customer: RegisterCustomer }).strict();
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/**
 * 200 answers carry error: false. Failures are 4xx ErrorResponse bodies: 409 'There is already an account
 * with this email address.', 400 captcha ('Please complete the verification and try again.') and 400
 * validation_failed with details.fields {firstname, lastname, email, password, password_confirmation}.
 */
export const RegisterResponse = z.object({
  error: z.boolean(),
  message: text(),
  access_token: text().nullable(),
  cart_id: text().nullable(),
  has_temp_pass: z.boolean(),
  expires_in: z.number().int().nullable(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** What GET /api/altcha/challenge answers (altcha-lib 2.x challenge; the widget reads it as is). */
export const AltchaChallenge = z
  .object({
    parameters: z.object({
      algorithm: text(),
      nonce: text(),
      salt: text(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: text(),
      keySignature: text().optional(),
      expiresAt: z.number().optional(),
      data: z.record(text(), z.unknown()).optional(),
    }),
    signature: text().optional(),
  })
  .passthrough();

/** POST /api/customer-support/login (staff bearer token) → a token for that customer. */
export const LogoutResponse = z.object({ success: z.literal(true) });
export const MessageResponse = z.object({ success: z.boolean(), message: text() });
export type MessageResponse = z.infer<typeof MessageResponse>;

// ---------------------------------------------------------------------------------------------------
// Customer (spec §3)
// ---------------------------------------------------------------------------------------------------

export const MembershipInfo = z.object({
  /** card type, e.g. NEW_PREMIUM_CARD, NEW_BUSINESS_CARD */
  type: text(),
  /** 14-digit own code or 16-digit partner fuel card, digits only */
  code: text(),
  /** PREMIUM | BUSINESS | EXECUTIVE */
  package: text(),
  name: text(),
  /** YYYY-MM-DD */
  expired_date: text().nullable(),
  /** centavos */
  renew_price: z.number().int().nullable(),
  /** spec §4: inactive once expired (is_membership is then false), active while unexpired */
  status: z.enum(['active', 'inactive', 'none']).optional(),
});
export type MembershipInfo = z.infer<typeof MembershipInfo>;

export const AddressRegion = z.object({
  region_id: z.number().int(),
  region_code: text(),
  region: text(),
});

/** spec §3 Address. */
export const Address = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  default_billing: z.boolean(),
  default_shipping: z.boolean(),
  country_id: z.literal('PH'),
  postcode: text(),
  region: AddressRegion,
  region_id: z.number().int(),
  city: text(),
  city_id: z.number().int(),
  /** one line */
  street: z.array(text()),
  /** normalised '+639171234567' */
  telephone: text(),
  firstname: text(),
  lastname: text(),
  company: text().nullable(),
  building_name: text().nullable(),
  landmark: text().nullable(),
  location_label: text().nullable(),
  township: text(),
  township_id: z.number().int().nullable(),
  save_in_address_book: z.boolean(),
  allow_go_green: z.boolean(),
  extension_attributes: z.object({
    city_id: z.number().int(),
    township: text(),
    township_id: z.number().int().nullable(),
    store_pickup: z.boolean(),
    mirakl_shipping_code: text().nullable(),
    address_validation_data: z.object({ source_code: text().nullable(), valid_to_ship: z.boolean() }),
  }),
});
export type Address = z.infer<typeof Address>;

export const Customer = z.object({
  id: z.number().int(),
  firstname: text(),
  lastname: text(),
  email: text(),
  /** YYYY-MM-DD */
  dob: text().nullable(),
  created_at: text(),
  group_id: z.number().int(),
  store_id: z.number().int(),
  website_id: z.number().int(),
  is_subscribed: z.boolean(),
  /** delivery addresses, then store-pickup addresses (extension_attributes.store_pickup) */
  addresses: z.array(Address),
  extension_attributes: z.object({
    phone: text().nullable(),
    birthday: text().nullable(),
    auto_created: z.boolean(),
    township_id: z.number().int().nullable(),
    store_pickup: z.boolean(),
    is_customer_support: z.boolean(),
    has_temp_pass: z.boolean(),
    is_membership: z.boolean(),
    /** present only for members */
    membership_info: MembershipInfo.optional(),
    /** the saved delivery area / pickup store (also in the `sulit_location` cookie) */
    location: z
      .object({
        source_code: text(),
        label: text(),
        is_pickup: z.boolean(),
        province_id: z.number().int().nullable(),
        city_id: z.number().int().nullable(),
        barangay_id: z.number().int().nullable(),
      })
      .nullable(),
    /** the session's expiry, ISO-8601 UTC (the web warns when under 14 hours remain) */
    token_expires_at: text(),
  }),
});
export type Customer = z.infer<typeof Customer>;

export const CustomerMeQuery = z.object({ needValidate: z.enum(['true', 'false']).optional() }).strict();
export const StoreParams = z.object({ store: text().regex(/^[a-z0-9_]{1,32}$/) }).strict();

/** PUT /rest/V1/customers/me */
export const UpdateCustomerRequest = z
  .object({
    customer: z
      .object({
        firstname: ShortText(255),
        lastname: ShortText(255),
        /** YYYY-MM-DD or empty to clear */
        dob: text().max(10).nullable().optional(),
        is_subscribed: z.boolean().optional(),
        extension_attributes: z
          .object({
            phone: text().max(20).nullable().optional(),
            birthday: text().max(10).nullable().optional(),
          })
          .strict()
          .optional(),
      })
      .strict(),
  })
  .strict();
export type UpdateCustomerRequest = z.infer<typeof UpdateCustomerRequest>;
export const UpdateCustomerResponse = MessageResponse.extend({ customer: Customer });

/** PUT /rest/V1/ld-customers/me/email */
export const ChangeEmailRequest = z.object({ email: Email, current_password: Password }).strict();
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequest>;

/** PUT /rest/V1/ld-customers/me/password */
export const ChangePasswordRequest = z
  .object({
    currentPassword: Password,
    newPassword: Password,
    newPasswordConfirmation: Password.optional(),
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** PUT /rest/V1/customers/password */
export const PasswordResetRequest = z
  .object({ email: text().max(254), template: text().max(40).default('email_reset') })
  .strict();
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** POST /rest/V1/customers/resetPassword */
export const ResetPasswordRequest = z
  .object({ email: text().max(254), newPassword: Password, resetToken: text().min(1).max(200) })
  .strict();
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

// ---------------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------------

/**
 * POST /rest/V1/ld-customer-address {address}: creates when `id` is absent, else updates that address.
 * Region, city and postcode are taken from the barangay (`township_id`); the client's values for them
 * are ignored when sent. Store-pickup addresses send `store_pickup_source` instead of a barangay.
 */
export const AddressInput = z
  .object({
    id: IdParam.optional(),
    customer_id: z.number().int().optional(),
    firstname: ShortText(255),
    lastname: ShortText(255),
    telephone: ShortText(20),
    // Generous outer bounds: the §5 limits (and their messages) are the domain's, checked by the service.
    street: z.array(ShortText(1000)).max(1),
    building_name: ShortText(1000).nullable().optional(),
    landmark: ShortText(1000).nullable().optional(),
    location_label: ShortText(1000).nullable().optional(),
    company: ShortText(1000).nullable().optional(),
    township_id: IdParam.optional(),
    /** ignored: taken from the barangay */
    region_id: z.number().int().optional(),
    city_id: z.number().int().optional(),
    postcode: text().max(20).optional(),
    country_id: z.literal('PH').optional(),
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
    save_in_address_book: z.boolean().optional(),
    allow_go_green: z.boolean().optional(),
    /** a store-pickup address: built from this store's record */
    store_pickup_source: z.enum(['balintawak', 'otis', 'arcovia', 'alabang', 'cebu']).optional(),
  })
  .strict();
export type AddressInput = z.infer<typeof AddressInput>;

export const SaveAddressRequest = z.object({ address: AddressInput }).strict();
export type SaveAddressRequest = z.infer<typeof SaveAddressRequest>;

export const SaveAddressResponse = z.object({
  success: z.boolean(),
  /** 'Address successfully created' | 'Address successfully updated' */
  message: text(),
  address: Address,
});
export type SaveAddressResponse = z.infer<typeof SaveAddressResponse>;

/**
 * A rejected address answers 400 { code: 'validation_failed', message: 'Address create failed' |
 * 'Address update failed', details: { fields: { firstname?: '<§5 message>', telephone?: …, … } } }.
 */
export const AddressFieldErrors = z.object({ fields: z.record(text(), text()) });

export const DeleteAddressRequest = z
  .object({ address: z.object({ id: IdParam, customer_id: z.number().int().optional() }).strict() })
  .strict();
export type DeleteAddressRequest = z.infer<typeof DeleteAddressRequest>;

export const AddressIdParams = z.object({ id: IdParam }).strict();

// ---------------------------------------------------------------------------------------------------
// Development outbox
// ---------------------------------------------------------------------------------------------------

export const OutboxMessage = z.object({
  id: z.number().int(),
  to: text(),
  subject: text(),
  text: text(),
  html: text(),
  /** the first link in the message (e.g. the reset link), for a tester to click */
  link: text().nullable(),
  created_at: text(),
});
export const OutboxResponse = z.object({ items: z.array(OutboxMessage) });
export type OutboxResponse = z.infer<typeof OutboxResponse>;

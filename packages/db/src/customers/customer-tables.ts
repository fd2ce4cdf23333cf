import type { Generated, Insertable } from 'kysely';

/**
 * The customer tables (migration 0004-customers): accounts, addresses, sessions, password resets and the
 * sign-in throttle and captcha (the e-mail outbox is mail/mail-tables.ts). Booleans are 0/1, times ISO-8601 UTC.
 */
export interface CustomerTable {
  id: Generated<number>;
  /** lower-case */
  email: string;
  /** scrypt$N$r$p$salt$hash (never the password) */
  password_hash: string;
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD */
  dob: string | null;
  /** normalised +639… */
  phone: string | null;
  is_subscribed: number;
  group_id: number;
  auto_created: number;
  has_temp_pass: number;
  is_customer_support: number;
  membership_code: string | null;
  membership_type: string | null;
  membership_package: string | null;
  membership_name: string | null;
  /** YYYY-MM-DD */
  membership_expires_on: string | null;
  /** centavos */
  membership_renew_price: number | null;
  location_source_code: string | null;
  location_label: string | null;
  location_is_pickup: number;
  location_province_id: number | null;
  location_city_id: number | null;
  location_barangay_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  building_name: string | null;
  landmark: string | null;
  location_label: string | null;
  telephone: string;
  province_id: number;
  city_id: number;
  barangay_id: number | null;
  postcode: string;
  country_id: string;
  is_default_shipping: number;
  is_default_billing: number;
  allow_go_green: number;
  is_store_pickup: number;
  store_source_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerSessionTable {
  id: Generated<number>;
  /** SHA-256 hex of the token */
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetTokenTable {
  id: Generated<number>;
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AuthThrottleTable {
  key: string;
  hits: number;
  window_ends_at: string;
}

export interface CaptchaUsedTable {
  challenge_id: string;
  used_at: string;
}

export type NewCustomer = Insertable<CustomerTable>;
export type NewCustomerAddress = Insertable<CustomerAddressTable>;

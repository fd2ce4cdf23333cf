/**
 * A customer account as the server works with it (spec §3 Customer, before its answer shape). The password
 * hash is not part of it: only the sign-in and password checks read it, through their own repository calls.
 */
export interface Customer {
  id: number;
  /** lower-case */
  email: string;
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD */
  dob: string | null;
  /** normalised +639… */
  phone: string | null;
  is_subscribed: boolean;
  group_id: number;
  /** created by a social log-in, not by the sign-up form */
  auto_created: boolean;
  has_temp_pass: boolean;
  is_customer_support: boolean;
  /** the shopper location saved on the account (the location feature writes it; null columns: none saved) */
  location_source_code: string | null;
  location_label: string | null;
  location_is_pickup: boolean;
  location_province_id: number | null;
  location_city_id: number | null;
  location_barangay_id: number | null;
  created_at: string;
  updated_at: string;
}

/** What a new account starts from; everything else takes its starting value. */
export interface NewCustomerAccount {
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  is_subscribed: boolean;
  /** true for an account a social log-in created */
  auto_created?: boolean;
}

/** The fields an account change may set (the location is the location feature's). */
export interface CustomerChanges {
  email?: string;
  password_hash?: string;
  firstname?: string;
  lastname?: string;
  dob?: string | null;
  phone?: string | null;
  is_subscribed?: boolean;
  has_temp_pass?: boolean;
}

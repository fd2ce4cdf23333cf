import type { Generated } from 'kysely';

/**
 * The membership tables (migrations 0001 and 0009), owned by the membership repository beside this file.
 * Booleans are 0/1 integers, dates YYYY-MM-DD (Asia/Manila), times ISO-8601 UTC text, money integer centavos.
 */

/** Spec §3 membership products (the seed writes them; the store sells them). */
export interface MembershipProductTable {
  id: Generated<number>;
  sku: string;
  name: string;
  /** PREMIUM | BUSINESS | EXECUTIVE */
  package: string;
  /** NEW_PREMIUM_CARD, NEW_BUSINESS_CARD, PREMIUM_WITH_SULIT_CCARD, UPGRADE_RENEW_EXECUTIVE_CARD … */
  type: string;
  description: string;
  price: number;
  renew_price: number;
  extend_price: number;
  upgrade_price: number | null;
  final_price: number;
  promo_start: string | null;
  promo_end: string | null;
  sort_order: number;
}

/** The registry of issued cards that linking verifies against (spec §3 membership info record). */
export interface MembershipCardTable {
  code: string;
  /** SULIT (own, 14 digits) | PARTNER_FUEL (16 digits) */
  id_type: string;
  card_type: string;
  package: string;
  name: string;
  /** YYYY-MM-DD (Asia/Manila) */
  starts_on: string;
  expires_on: string;
  /** active | cancelled */
  status: string;
  credit_card_applied: number;
  qr_used: number;
  valid_id: string | null;
  id_number: string | null;
  created_at: string;
}

/** A customer's membership card: the one record of truth for is_membership (decision 010). */
export interface CustomerMembershipTable {
  id: Generated<number>;
  customer_id: number;
  code: string;
  id_type: string;
  card_type: string;
  package: string;
  name: string;
  /** active | cancelled; expiry is judged from expires_on */
  status: string;
  /** YYYY-MM-DD (Asia/Manila) */
  starts_on: string;
  expires_on: string;
  linked_at: string | null;
  credit_card_applied: number;
  qr_used: number;
  created_at: string;
  updated_at: string;
}

export interface MembershipReminderTable {
  id: Generated<number>;
  customer_id: number;
  /** 30 or 7 */
  kind: number;
  expires_on: string;
  sent_at: string;
}

export interface MembershipActivationTable {
  id: Generated<number>;
  order_ref: string;
  sku: string;
  customer_id: number;
  kind: string;
  code: string;
  expires_on: string;
  activated_at: string;
}

export interface MembershipCcSignupTable {
  id: Generated<number>;
  customer_id: number | null;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  status: Generated<string>;
  created_at: string;
}

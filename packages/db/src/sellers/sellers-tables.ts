import type { Generated } from 'kysely';

/**
 * The sellers table (migrations 0001, 0011 and 0033). `schema.ts` lists it in the one `DB` interface.
 */

export interface SellerTable {
  /** seller_id; the own store is 'sulit' */
  id: string;
  shop_name: string;
  description: string;
  logo_url: string;
  banner_url: string;
  color: string;
  /** 1 while the seller sells (status 'approved'): what the storefront reads */
  is_active: number;
  /** 'pending' | 'approved' | 'suspended' (migration 0033; the domain's SELLER_STANDING_TRANSITIONS move it) */
  status: Generated<string>;
  created_at: string;
  /** JSON text: [{title, text}] shown on /shop/{seller}/info (migration 0011) */
  policies: Generated<string>;
  contact_email: Generated<string>;
  contact_phone: Generated<string>;
}

import type { Generated } from 'kysely';

/**
 * The sellers table (migrations 0001 and 0011). `schema.ts` lists it in the one `DB` interface.
 */

export interface SellerTable {
  /** seller_id; the own store is 'sulit' */
  id: string;
  shop_name: string;
  description: string;
  logo_url: string;
  banner_url: string;
  color: string;
  is_active: number;
  created_at: string;
  /** JSON text: [{title, text}] shown on /shop/{seller}/info (migration 0011) */
  policies: Generated<string>;
  contact_email: Generated<string>;
  contact_phone: Generated<string>;
}

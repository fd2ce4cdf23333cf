import type { SourceCode } from '../shared/store-constants';

/**
 * The shopper's chosen delivery area or pickup store (spec §6): which store's stock and prices they see, and
 * what the header chip says. Kept in the signed location cookie, and on the account for a signed-in customer.
 */
export interface ShopperLocation {
  source_code: SourceCode;
  /** what the header chip shows, e.g. 'Bagumbayan, Quezon City' or 'Alabang store' */
  label: string;
  is_pickup: boolean;
  province_id: number | null;
  city_id: number | null;
  barangay_id: number | null;
}

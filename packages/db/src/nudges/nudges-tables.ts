import type { SplashAd } from '@sulit/domain';
import type { Generated } from 'kysely';

/** Splash ads (migration 0029): the domain's SplashAd with 0/1 flags, text kind and location, and a status. */
export interface SplashAdTable extends Omit<SplashAd, 'id' | 'kind' | 'location' | 'session_only' | 'notify_only'> {
  id: Generated<number>;
  kind: string;
  location: string;
  session_only: number;
  notify_only: number;
  /** 1 enabled, 0 ended by the operator */
  status: number;
  created_at: string;
}

/** Adds to the cart per Asia/Manila day, product and page type (spec §9); no shopper is recorded. */
export interface PurchaseAnalyticsDailyTable {
  /** YYYY-MM-DD, Asia/Manila */
  day: string;
  sku: string;
  page_type: string;
  adds: number;
  units: number;
}

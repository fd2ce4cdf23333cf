import { SPLASH_KINDS, SPLASH_LOCATIONS, type SplashAd, type SplashKind, type SplashLocation } from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../schema';
import type { SplashAdTable } from './nudges-tables';

/** What an operator schedules (the CLI checks it with the domain's rules first). */
export type NewSplashAd = Omit<SplashAd, 'id'>;

/** A splash ad as the operator sees it: the ad with its status. */
export interface SplashAdRecord extends SplashAd {
  enabled: boolean;
  created_at: string;
}

function kindOf(value: string): SplashKind {
  return (SPLASH_KINDS as readonly string[]).includes(value) ? (value as SplashKind) : 'ad';
}

function locationOf(value: string): SplashLocation {
  return (SPLASH_LOCATIONS as readonly string[]).includes(value) ? (value as SplashLocation) : 'on_launch';
}

function toSplashAd(row: Selectable<SplashAdTable>): SplashAd {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    location: locationOf(row.location),
    title: row.title,
    body: row.body,
    link_path: row.link_path,
    link_label: row.link_label,
    image_url: row.image_url,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    session_only: row.session_only === 1,
    notify_only: row.notify_only === 1,
    time_delay: row.time_delay,
    landing_path: row.landing_path,
  };
}

function toRecord(row: Selectable<SplashAdTable>): SplashAdRecord {
  return { ...toSplashAd(row), enabled: row.status === 1, created_at: row.created_at };
}

/** Decided: the most ads one location answers (an operator runs a handful at a time). */
const ADS_PER_LOCATION = 20;

/** Splash ads (spec §4) and the purchase-analytics counters (spec §7, §9); the only SQL of the nudges. */
export function createNudgesRepository(db: Kysely<DB>) {
  return {
    /**
     * The enabled ads of a location that have not ended by `nowIso`, newest first. The window's exact rule (the
     * domain's `isSplashScheduledNow`) is applied by the caller; the SQL only leaves out what is over.
     */
    async liveSplashAds(location: SplashLocation, nowIso: string): Promise<SplashAd[]> {
      const rows = await db
        .selectFrom('splash_ads')
        .selectAll()
        .where('location', '=', location)
        .where('status', '=', 1)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>=', nowIso)]))
        .orderBy('id', 'desc')
        .limit(ADS_PER_LOCATION)
        .execute();
      return rows.map(toSplashAd);
    },

    async allSplashAds(limit = 100): Promise<SplashAdRecord[]> {
      const rows = await db.selectFrom('splash_ads').selectAll().orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toRecord);
    },

    async addSplashAd(ad: NewSplashAd, nowIso: string): Promise<number> {
      const row = await db
        .insertInto('splash_ads')
        .values({
          ...ad,
          session_only: ad.session_only ? 1 : 0,
          notify_only: ad.notify_only ? 1 : 0,
          status: 1,
          created_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** Switches an ad off for good (rows stay, so what ran stays known); false when there was none. */
    async endSplashAd(id: number): Promise<boolean> {
      const result = await db.updateTable('splash_ads').set({ status: 0 }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** One add to the cart, counted in the day's row for the product and page type (one statement, no race). */
    async countAddToCart(day: string, sku: string, pageType: string, units: number): Promise<void> {
      await db
        .insertInto('purchase_analytics_daily')
        .values({ day, sku, page_type: pageType, adds: 1, units })
        .onConflict((oc) =>
          oc.columns(['day', 'sku', 'page_type']).doUpdateSet((eb) => ({
            adds: eb('purchase_analytics_daily.adds', '+', 1),
            units: eb('purchase_analytics_daily.units', '+', units),
          })),
        )
        .execute();
    },

    async addsOn(day: string): Promise<{ sku: string; page_type: string; adds: number; units: number }[]> {
      return db
        .selectFrom('purchase_analytics_daily')
        .select(['sku', 'page_type', 'adds', 'units'])
        .where('day', '=', day)
        .orderBy('adds', 'desc')
        .orderBy('sku')
        .limit(500)
        .execute();
    },
  };
}

export type NudgesRepository = ReturnType<typeof createNudgesRepository>;

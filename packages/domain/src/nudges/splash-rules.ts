/**
 * Splash ads (spec §4 "Splash ads", §9 "Splash-ad on-launch timer 30 minutes") and the app-promotion modal,
 * which follows the same rules. Pure: the caller passes the clock, the referrer and what was shown before.
 */
import { isBannerScheduledNow } from '../content/content-rules';

/** Spec §9: "Splash-ad on-launch timer 30 minutes": one on-launch ad per 30 minutes, across tabs. */
export const SPLASH_ON_LAUNCH_TIMER_MS = 30 * 60_000;

/**
 * Spec §4: "shown by location (on launch, after successful purchase, others)". The others we show: the cart
 * page. Each location is where the web asks for its ads.
 */
export const SPLASH_LOCATIONS = ['on_launch', 'successful_purchase', 'cart'] as const;
export type SplashLocation = (typeof SPLASH_LOCATIONS)[number];

/** A splash ad is an offer; the app promotion invites the shopper to keep the store on their phone. */
export const SPLASH_KINDS = ['ad', 'app_promotion'] as const;
export type SplashKind = (typeof SPLASH_KINDS)[number];

/** Decided: an ad waits at most 10 minutes after a purchase (a longer wait is a typo). */
export const SPLASH_MAX_DELAY_SECONDS = 600;

export interface SplashAd {
  id: number;
  kind: SplashKind;
  location: SplashLocation;
  title: string;
  body: string;
  /** a store path the ad's button opens, or null for an ad that only informs */
  link_path: string | null;
  link_label: string | null;
  image_url: string | null;
  /** ISO-8601 UTC; the schedule window follows the banner rule (spec §4 Display rules) */
  starts_at: string | null;
  ends_at: string | null;
  /** spec §4: "Session-only ads show once per session" */
  session_only: boolean;
  /** spec §4: "Notify-only ads are suppressed when the condition is set" (the shopper said no more notices) */
  notify_only: boolean;
  /** spec §4: "Successful-purchase ads wait the ad's time_delay" (seconds) */
  time_delay: number;
  /** only when the shopper lands on this path (a campaign's landing page); null: any page */
  landing_path: string | null;
}

/**
 * The ad's schedule window, by the one window rule the store has (banners, spec §4): on if started with no end,
 * not ended with no start, or within range. An ad needs a start or an end: one with neither never shows.
 */
export function isSplashScheduledNow(ad: Pick<SplashAd, 'starts_at' | 'ends_at'>, now: Date): boolean {
  return isBannerScheduledNow(
    { bnStatus: 1, bnIsDefault: 0, bnScheduleStart: ad.starts_at, bnScheduleEnd: ad.ends_at },
    now,
  );
}

/**
 * Search engines whose visitors get no interstitial (Google's guidance on intrusive interstitials: a page
 * reached from search shows its content first). Matched on the referrer's host name and its parent domains.
 */
const SEARCH_ENGINE_HOSTS = [
  /(^|\.)google(\.[a-z]{2,3}){1,2}$/,
  /(^|\.)bing\.com$/,
  /(^|\.)search\.yahoo\.com$/,
  /(^|\.)yahoo\.co\.jp$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)yandex\.[a-z]{2,3}$/,
  /(^|\.)search\.brave\.com$/,
  /(^|\.)naver\.com$/,
  /(^|\.)qwant\.com$/,
  /(^|\.)startpage\.com$/,
];

/** True when `referrer` (document.referrer) is a search engine's page. Empty or unreadable: false. */
export function cameFromSearchEngine(referrer: string | null | undefined): boolean {
  if (!referrer) return false;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return false;
  }
  return SEARCH_ENGINE_HOSTS.some((pattern) => pattern.test(host));
}

/**
 * Spec §9 on-launch timer: another on-launch ad only 30 minutes after the last one any tab showed. A time ahead
 * of the clock by less than the timer (another tab's clock, a clock set back) still counts as just shown.
 */
export function onLaunchTimerAllows(lastShownAtMs: number | null, nowMs: number): boolean {
  if (lastShownAtMs === null || !Number.isFinite(lastShownAtMs)) return true;
  return Math.abs(nowMs - lastShownAtMs) >= SPLASH_ON_LAUNCH_TIMER_MS;
}

/** What the browser knows when it asks which ad to show. */
export interface SplashContext {
  location: SplashLocation;
  now: Date;
  /** the path the shopper is on */
  path: string;
  /** document.referrer of the page the shopper landed on */
  referrer: string | null;
  /** when any tab last showed an on-launch ad (epoch ms), or null */
  lastOnLaunchAt: number | null;
  /** ids of session-only ads this session already showed */
  seenThisSession: ReadonlySet<number>;
  /** the shopper asked for no more notices: notify-only ads stay away */
  noticesOff: boolean;
}

/** Whether one ad may show now, by every rule of spec §4 and §9. */
export function splashAdAllowed(ad: SplashAd, ctx: SplashContext): boolean {
  if (ad.location !== ctx.location) return false;
  if (!isSplashScheduledNow(ad, ctx.now)) return false;
  if (ad.landing_path !== null && ad.landing_path !== ctx.path) return false;
  if (ad.session_only && ctx.seenThisSession.has(ad.id)) return false;
  if (ad.notify_only && ctx.noticesOff) return false;
  return true;
}

/**
 * The one ad to show, or null: never on a page reached from a search engine, on launch only once per timer,
 * then the first allowed ad in the server's order (newest first).
 */
export function chooseSplashAd(ads: readonly SplashAd[], ctx: SplashContext): SplashAd | null {
  if (cameFromSearchEngine(ctx.referrer)) return null;
  if (ctx.location === 'on_launch' && !onLaunchTimerAllows(ctx.lastOnLaunchAt, ctx.now.getTime())) return null;
  return ads.find((ad) => splashAdAllowed(ad, ctx)) ?? null;
}

/** Spec §4: a successful-purchase ad waits its time_delay; the others show at once. Milliseconds. */
export function splashDelayMs(ad: Pick<SplashAd, 'location' | 'time_delay'>): number {
  if (ad.location !== 'successful_purchase') return 0;
  return Math.min(Math.max(0, Math.floor(ad.time_delay)), SPLASH_MAX_DELAY_SECONDS) * 1000;
}

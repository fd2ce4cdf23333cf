/**
 * Content display rules (spec §2 and §4): scheduled banners, JSON page entries and the sidebar menu.
 * Pure: the caller passes the clock.
 */

/** The spec's Banner entity (§3): {bnStatus, bnIsDefault, bnScheduleStart, bnScheduleEnd, bnPosition, bnImgMobile}. */
export interface BannerSchedule {
  /** 1 = enabled, 0 = disabled */
  bnStatus: number;
  /** 1 when this is the position's fallback banner */
  bnIsDefault: number;
  /** ISO-8601 UTC, or null for "no start" */
  bnScheduleStart: string | null;
  /** ISO-8601 UTC, or null for "no end" */
  bnScheduleEnd: string | null;
}

function parseTime(value: string | null): number | null {
  if (value === null || value === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Spec §4: "banner visible if started with no end, not ended with no start, or within range;
 * otherwise the default banner". A banner with neither start nor end has no schedule, so it is not a
 * scheduled banner: it appears only as the default banner. A disabled banner (bnStatus 0) never shows.
 */
export function isBannerScheduledNow(banner: BannerSchedule, now: Date): boolean {
  if (banner.bnStatus !== 1) return false;
  const start = parseTime(banner.bnScheduleStart);
  const end = parseTime(banner.bnScheduleEnd);
  const t = now.getTime();
  if (start !== null && end === null) return start <= t; // started, no end
  if (start === null && end !== null) return t <= end; // not ended, no start
  if (start !== null && end !== null) return start <= t && t <= end; // within range
  return false;
}

/**
 * The banners a position shows now: every enabled banner whose schedule is on, in the given order;
 * when none is, the position's enabled default banner(s) instead (spec §4 "otherwise the default banner").
 */
export function visibleBanners<T extends BannerSchedule>(banners: readonly T[], now: Date): T[] {
  const scheduled = banners.filter((b) => isBannerScheduledNow(b, now));
  if (scheduled.length > 0) return scheduled;
  return banners.filter((b) => b.bnStatus === 1 && b.bnIsDefault === 1);
}

/** A JSON page entry: anything with an optional status and optional nested entries. */
interface JsonPageEntry {
  status?: number | string | boolean | null;
  [key: string]: unknown;
}

function isDisabled(status: unknown): boolean {
  return status === 0 || status === '0' || status === false;
}

/**
 * Spec §2: "The JSON home page drops entries with status 0." Applies at every depth (an entry's
 * `items`, `children`, `slides`, … arrays), so a disabled slide inside an enabled section is dropped too.
 * Entries without a status are kept.
 */
export function dropDisabledEntries<T>(value: T): T {
  if (Array.isArray(value)) {
    return value
      .filter((entry) => !(entry && typeof entry === 'object' && isDisabled((entry as JsonPageEntry).status)))
      .map((entry) => dropDisabledEntries(entry)) as T;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = dropDisabledEntries(inner);
    return out as T;
  }
  return value;
}

/**
 * Spec §2: "The sidebar menu hides entries such as Membership, Home, Help, About Us, Store Locator and
 * social links." Compared case-insensitively on the entry's label.
 */
const SIDEBAR_HIDDEN_ENTRIES = ['Membership', 'Home', 'Help', 'About Us', 'Store Locator'] as const;

/** Social networks whose links the sidebar hides (spec §2 "and social links"). */
const SOCIAL_NETWORK_NAMES = ['Facebook', 'Instagram', 'TikTok', 'Twitter', 'X', 'YouTube'] as const;

export interface SidebarEntry {
  name: string;
  /** 'social' for links to social networks */
  type?: string;
}

export function isHiddenInSidebar(entry: SidebarEntry): boolean {
  const label = entry.name.trim().toLowerCase();
  if (entry.type === 'social') return true;
  if (SOCIAL_NETWORK_NAMES.some((n) => n.toLowerCase() === label)) return true;
  return SIDEBAR_HIDDEN_ENTRIES.some((h) => h.toLowerCase() === label);
}

export function sidebarEntries<T extends SidebarEntry>(entries: readonly T[]): T[] {
  return entries.filter((e) => !isHiddenInSidebar(e));
}

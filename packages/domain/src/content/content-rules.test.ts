import { describe, expect, it } from 'vitest';
import {
  dropDisabledEntries,
  isBannerScheduledNow,
  isHiddenInSidebar,
  sidebarEntries,
  visibleBanners,
} from './content-rules';
import { HOME_PAGE_SLUG } from '../shared/store-constants';

const now = new Date('2026-11-21T04:00:00Z');
const base = { bnStatus: 1, bnIsDefault: 0, bnScheduleStart: null, bnScheduleEnd: null } as const;
const past = '2026-11-01T00:00:00Z';
const future = '2026-12-01T00:00:00Z';

describe('banner visibility (spec §4: "banner visible if started with no end, not ended with no start, or within range; otherwise the default banner")', () => {
  it('shows a banner that started and has no end', () => {
    expect(isBannerScheduledNow({ ...base, bnScheduleStart: past }, now)).toBe(true);
    expect(isBannerScheduledNow({ ...base, bnScheduleStart: future }, now)).toBe(false);
  });
  it('shows a banner that has not ended and has no start', () => {
    expect(isBannerScheduledNow({ ...base, bnScheduleEnd: future }, now)).toBe(true);
    expect(isBannerScheduledNow({ ...base, bnScheduleEnd: past }, now)).toBe(false);
  });
  it('shows a banner within its range, boundaries included, and not outside it', () => {
    expect(isBannerScheduledNow({ ...base, bnScheduleStart: past, bnScheduleEnd: future }, now)).toBe(true);
    expect(isBannerScheduledNow({ ...base, bnScheduleStart: now.toISOString(), bnScheduleEnd: future }, now)).toBe(
      true,
    );
    expect(isBannerScheduledNow({ ...base, bnScheduleStart: past, bnScheduleEnd: now.toISOString() }, now)).toBe(true);
    expect(isBannerScheduledNow({ ...base, bnScheduleStart: future, bnScheduleEnd: '2026-12-31T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isBannerScheduledNow({ ...base, bnScheduleStart: '2026-10-01T00:00:00Z', bnScheduleEnd: past }, now)).toBe(
      false,
    );
  });
  it('never shows a disabled banner, and an unscheduled one only as the default', () => {
    expect(isBannerScheduledNow({ ...base, bnStatus: 0, bnScheduleStart: past }, now)).toBe(false);
    expect(isBannerScheduledNow(base, now)).toBe(false);
  });
  it('otherwise falls back to the default banner', () => {
    const fallback = { ...base, bnIsDefault: 1, id: 'default' };
    const expired = { ...base, bnScheduleEnd: past, id: 'expired' };
    const live = { ...base, bnScheduleStart: past, id: 'live' };
    expect(visibleBanners([fallback, expired], now).map((b) => b.id)).toEqual(['default']);
    expect(visibleBanners([fallback, expired, live], now).map((b) => b.id)).toEqual(['live']);
    expect(visibleBanners([{ ...fallback, bnStatus: 0 }, expired], now)).toEqual([]);
  });
});

describe(`JSON page entries (spec §2: the home page slug defaults to ${HOME_PAGE_SLUG}; "The JSON home page drops entries with status 0")`, () => {
  it('uses new-home as the home page slug', () => {
    expect(HOME_PAGE_SLUG).toBe('new-home');
  });
  it('drops status 0 entries at every depth and keeps the rest', () => {
    const page = {
      title: 'Home',
      sections: [
        { type: 'banner', status: 1, items: [{ id: 1, status: 1 }, { id: 2, status: 0 }, { id: 3 }] },
        { type: 'tiles', status: 0 },
        { type: 'rail', status: '0' },
        { type: 'teaser' },
      ],
    };
    expect(dropDisabledEntries(page)).toEqual({
      title: 'Home',
      sections: [{ type: 'banner', status: 1, items: [{ id: 1, status: 1 }, { id: 3 }] }, { type: 'teaser' }],
    });
  });
});

describe('sidebar (spec §2: "The sidebar menu hides entries such as Membership, Home, Help, About Us, Store Locator and social links")', () => {
  it('hides each named entry, whatever its case', () => {
    for (const name of ['Membership', 'Home', 'Help', 'About Us', 'Store Locator', 'about us']) {
      expect(isHiddenInSidebar({ name })).toBe(true);
    }
  });
  it('hides social links and keeps categories', () => {
    const entries = [
      { name: 'Pantry' },
      { name: 'Facebook', type: 'social' },
      { name: 'Instagram' },
      { name: 'Home' },
      { name: 'Home Care' },
    ];
    expect(sidebarEntries(entries).map((e) => e.name)).toEqual(['Pantry', 'Home Care']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  cameFromSearchEngine,
  chooseSplashAd,
  isSplashScheduledNow,
  onLaunchTimerAllows,
  SPLASH_ON_LAUNCH_TIMER_MS,
  type SplashAd,
  type SplashContext,
  splashDelayMs,
} from './splash-rules';

const NOW = new Date('2026-11-28T04:00:00Z');

function ad(overrides: Partial<SplashAd> = {}): SplashAd {
  return {
    id: 1,
    kind: 'ad',
    location: 'on_launch',
    title: 'Weekend sale',
    body: 'Up to 30% off pantry staples.',
    link_path: '/special/hot-offers.html',
    link_label: 'See the offers',
    image_url: null,
    starts_at: '2026-11-28T00:00:00Z',
    ends_at: '2026-11-30T00:00:00Z',
    session_only: false,
    notify_only: false,
    time_delay: 0,
    landing_path: null,
    ...overrides,
  };
}

function ctx(overrides: Partial<SplashContext> = {}): SplashContext {
  return {
    location: 'on_launch',
    now: NOW,
    path: '/',
    referrer: '',
    lastOnLaunchAt: null,
    seenThisSession: new Set(),
    noticesOff: false,
    ...overrides,
  };
}

describe('spec §9 splash-ad on-launch timer 30 minutes', () => {
  it('is 30 minutes', () => {
    expect(SPLASH_ON_LAUNCH_TIMER_MS).toBe(30 * 60 * 1000);
  });

  it('allows an on-launch ad when none was shown, or 30 minutes or more ago', () => {
    const now = NOW.getTime();
    expect(onLaunchTimerAllows(null, now)).toBe(true);
    expect(onLaunchTimerAllows(now - SPLASH_ON_LAUNCH_TIMER_MS, now)).toBe(true);
    expect(onLaunchTimerAllows(now - 2 * SPLASH_ON_LAUNCH_TIMER_MS, now)).toBe(true);
  });

  it('refuses within 30 minutes, also when another tab’s time is a little ahead', () => {
    const now = NOW.getTime();
    expect(onLaunchTimerAllows(now - SPLASH_ON_LAUNCH_TIMER_MS + 1, now)).toBe(false);
    expect(onLaunchTimerAllows(now, now)).toBe(false);
    expect(onLaunchTimerAllows(now + 60_000, now)).toBe(false);
  });

  it('treats an unreadable stored time as never shown', () => {
    expect(onLaunchTimerAllows(Number.NaN, NOW.getTime())).toBe(true);
  });

  it('chooses no on-launch ad within the timer, but a successful-purchase ad is not bound by it', () => {
    const recent = NOW.getTime() - 60_000;
    expect(chooseSplashAd([ad()], ctx({ lastOnLaunchAt: recent }))).toBeNull();
    const purchase = ad({ id: 2, location: 'successful_purchase' });
    expect(chooseSplashAd([purchase], ctx({ location: 'successful_purchase', lastOnLaunchAt: recent }))).toBe(purchase);
  });
});

describe('schedule window (spec §4 display rule, as banners)', () => {
  it('is on within range, started with no end, not ended with no start', () => {
    expect(isSplashScheduledNow(ad(), NOW)).toBe(true);
    expect(isSplashScheduledNow(ad({ ends_at: null }), NOW)).toBe(true);
    expect(isSplashScheduledNow(ad({ starts_at: null }), NOW)).toBe(true);
  });

  it('is off before the start, after the end, and with no schedule at all', () => {
    expect(isSplashScheduledNow(ad({ starts_at: '2026-11-29T00:00:00Z' }), NOW)).toBe(false);
    expect(isSplashScheduledNow(ad({ ends_at: '2026-11-28T03:59:59Z' }), NOW)).toBe(false);
    expect(isSplashScheduledNow(ad({ starts_at: null, ends_at: null }), NOW)).toBe(false);
  });
});

describe('spec §4 location, session-only and notify-only rules', () => {
  it('shows only the ads of the location asked for', () => {
    const cart = ad({ id: 3, location: 'cart' });
    expect(chooseSplashAd([cart], ctx())).toBeNull();
    expect(chooseSplashAd([cart], ctx({ location: 'cart' }))).toBe(cart);
  });

  it('takes the first allowed ad in the server’s order', () => {
    const first = ad({ id: 9, ends_at: '2026-11-28T01:00:00Z' });
    const second = ad({ id: 8 });
    expect(chooseSplashAd([first, second], ctx())).toBe(second);
  });

  it('shows a session-only ad once per session', () => {
    const once = ad({ id: 4, session_only: true });
    expect(chooseSplashAd([once], ctx())).toBe(once);
    expect(chooseSplashAd([once], ctx({ seenThisSession: new Set([4]) }))).toBeNull();
    // an ad that is not session-only is bound by the timer alone
    expect(chooseSplashAd([ad()], ctx({ seenThisSession: new Set([1]) }))).not.toBeNull();
  });

  it('suppresses a notify-only ad when the shopper turned notices off', () => {
    const notice = ad({ id: 5, notify_only: true, link_path: null, link_label: null });
    expect(chooseSplashAd([notice], ctx())).toBe(notice);
    expect(chooseSplashAd([notice], ctx({ noticesOff: true }))).toBeNull();
  });

  it('shows a landing-page ad only on its page', () => {
    const landing = ad({ id: 6, landing_path: '/special/hot-offers.html' });
    expect(chooseSplashAd([landing], ctx())).toBeNull();
    expect(chooseSplashAd([landing], ctx({ path: '/special/hot-offers.html' }))).toBe(landing);
  });

  it('waits the time_delay after a purchase only (at most 10 minutes)', () => {
    expect(splashDelayMs({ location: 'successful_purchase', time_delay: 3 })).toBe(3000);
    expect(splashDelayMs({ location: 'successful_purchase', time_delay: 99_999 })).toBe(600_000);
    expect(splashDelayMs({ location: 'successful_purchase', time_delay: -5 })).toBe(0);
    expect(splashDelayMs({ location: 'on_launch', time_delay: 3 })).toBe(0);
  });
});

describe('never on a page the shopper landed on from a search engine', () => {
  it.each([
    'https://www.google.com/',
    'https://www.google.com.ph/search?q=sulit',
    'https://google.co.uk/',
    'https://www.bing.com/search?q=rice',
    'https://search.yahoo.com/search?p=club',
    'https://duckduckgo.com/',
    'https://www.ecosia.org/search?q=x',
    'https://search.brave.com/search?q=x',
    'https://yandex.ru/search/',
  ])('%s is a search engine', (referrer) => {
    expect(cameFromSearchEngine(referrer)).toBe(true);
    expect(chooseSplashAd([ad()], ctx({ referrer }))).toBeNull();
  });

  it.each(['', 'http://127.0.0.1:3000/', 'https://sulit.club/pantry', 'https://notgoogle.com/', 'not a url'])(
    '%j is not',
    (referrer) => {
      expect(cameFromSearchEngine(referrer)).toBe(false);
    },
  );

  it('an empty referrer (typed address, bookmark) still shows the ad', () => {
    expect(chooseSplashAd([ad()], ctx({ referrer: '' }))).not.toBeNull();
    expect(chooseSplashAd([ad()], ctx({ referrer: null }))).not.toBeNull();
  });
});

import { chooseSplashAd, type SplashLocation, splashDelayMs } from '@sulit/domain/nudges/splash-rules';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '../../lib/http/browser-client';
import { claimInterstitial, releaseInterstitial } from '../../lib/one-interstitial';
import { getSplashAds, type SplashAdView } from './api/get-splash-ads';
import {
  lastOnLaunchAt,
  noticesOff,
  ON_LAUNCH_KEY,
  rememberOnLaunch,
  rememberSeen,
  seenThisSession,
} from './splash-memory';
import { SplashModal } from './splash-modal';

/**
 * Asks for the location's ads and shows the one the domain's `chooseSplashAd` picks, after the ad's delay
 * (spec §4), checking the rules again just before it shows: another tab may have shown an on-launch ad
 * meanwhile (it writes the time, this tab hears the storage event and stands down).
 */
export function SplashHost({ location }: { location: SplashLocation }) {
  const { pathname } = useLocation();
  const [ad, setAd] = useState<SplashAdView | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    const onStorage = (event: StorageEvent) => {
      if (location === 'on_launch' && event.key === ON_LAUNCH_KEY) cancelled = true;
    };
    window.addEventListener('storage', onStorage);
    const choose = (ads: readonly SplashAdView[]) =>
      chooseSplashAd(ads, {
        location,
        now: new Date(),
        path: pathname,
        referrer: document.referrer,
        lastOnLaunchAt: lastOnLaunchAt(),
        seenThisSession: seenThisSession(),
        noticesOff: noticesOff(),
      });
    void getSplashAds(browserApi, location).then((ads) => {
      const first = cancelled ? null : choose(ads);
      if (!first) return;
      timer = window.setTimeout(() => {
        const chosen = choose(ads);
        // one splash at a time in this tab, whichever location asked first, and none over the survey
        if (cancelled || !chosen || !claimInterstitial('splash')) return;
        if (location === 'on_launch') rememberOnLaunch(Date.now());
        if (chosen.session_only) rememberSeen(chosen.id);
        setAd(chosen);
      }, splashDelayMs(first));
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
    };
    // The shopper's landing page decides; a later navigation in this tab does not ask again.
  }, [location]);

  if (!ad) return null;
  return (
    <SplashModal
      ad={ad}
      onClose={() => {
        releaseInterstitial('splash');
        setAd(null);
      }}
    />
  );
}

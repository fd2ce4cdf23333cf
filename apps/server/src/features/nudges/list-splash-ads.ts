import type { SplashAdListResponse } from '@sulit/contracts/nudges';
import type { NudgesRepository } from '@sulit/db';
import { isSplashScheduledNow, type SplashLocation } from '@sulit/domain';

/**
 * Spec §7 "splash-ad list": the ads of one location whose schedule window is open now (the banner rule),
 * newest first. The shopper's own rules (timer, session, notices, referrer) are the browser's to apply with
 * the same domain functions, since only the browser knows them; the answer is the same for every shopper.
 */
export async function listSplashAds(
  nudges: NudgesRepository,
  location: SplashLocation,
  now: Date,
): Promise<SplashAdListResponse> {
  const ads = await nudges.liveSplashAds(location, now.toISOString());
  return { items: ads.filter((ad) => isSplashScheduledNow(ad, now)) };
}

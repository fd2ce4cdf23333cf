/** GET /rest/V1/sulit/splash-ad/list?location (spec §7 "splash-ad list"); none when the call fails (an extra). */
import type { SplashAdListResponse } from '@sulit/contracts/nudges';
import type { SplashLocation } from '@sulit/domain/nudges/splash-rules';
import type { ApiClient } from '../../../lib/http/client';

export type SplashAdView = SplashAdListResponse['items'][number];

export async function getSplashAds(api: ApiClient, location: SplashLocation): Promise<SplashAdView[]> {
  try {
    const answer = await api.json<SplashAdListResponse>(
      `/rest/V1/sulit/splash-ad/list?location=${encodeURIComponent(location)}`,
    );
    return answer.items;
  } catch {
    return [];
  }
}

/** GET /rest/V1/sulit/banner-slider/{position} (spec §7 banner slider): the scheduled banners shown now. */
import { BannerSliderResponse } from '@sulit/contracts/content';
import type { ApiClient } from '../../../lib/http/client';

export function getBanners(api: ApiClient, position: string): Promise<BannerSliderResponse> {
  return api.json(`/rest/V1/sulit/banner-slider/${encodeURIComponent(position)}`, {
    parse: BannerSliderResponse,
  });
}

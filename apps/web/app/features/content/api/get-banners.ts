/** GET /rest/V1/sulit/banner-slider/{position} (spec §7 banner slider): the scheduled banners shown now. */
import { BannerSliderResponse } from '@sulit/contracts/content';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../lib/http/server-client';

export function getBanners(context: AppLoadContext, position: string): Promise<BannerSliderResponse> {
  return serverApi(context).json(`/rest/V1/sulit/banner-slider/${encodeURIComponent(position)}`, {
    parse: BannerSliderResponse,
  });
}

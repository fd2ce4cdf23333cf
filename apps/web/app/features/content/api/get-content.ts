import { BannerSliderResponse, CmsPageResponse, HomeSection, JsonPageResponse } from '@sulit/contracts/content';
import { HOME_PAGE_SLUG } from '@sulit/domain/store-constants';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../../lib/http/client';
import { serverApi } from '../../../lib/http/server-client';

/** The home page's sections from the JSON page `new-home` (spec §2); unknown section types are skipped. */
export async function getHomeSections(context: AppLoadContext): Promise<HomeSection[]> {
  const page = await serverApi(context).json(`/rest/V1/sulit/json-page/${HOME_PAGE_SLUG}`, { parse: JsonPageResponse });
  const sections = Array.isArray(page.content.sections) ? page.content.sections : [];
  return sections.flatMap((raw) => {
    const parsed = HomeSection.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function getBanners(context: AppLoadContext, position: string): Promise<BannerSliderResponse> {
  return serverApi(context).json(`/rest/V1/sulit/banner-slider/${encodeURIComponent(position)}`, {
    parse: BannerSliderResponse,
  });
}

/** A CMS page by slug, or null when there is none (the caller shows the not-found page). */
export async function findCmsPage(context: AppLoadContext, identifier: string): Promise<CmsPageResponse | null> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(identifier) || identifier.length > 100) return null;
  try {
    return await serverApi(context).json(`/rest/V1/sulit/cms-page/${identifier}`, { parse: CmsPageResponse });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

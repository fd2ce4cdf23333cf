/** GET /rest/V1/sulit/json-page/new-home (spec §2): the home page's sections; unknown section types are skipped. */
import { HomeSection, JsonPageResponse } from '@sulit/contracts/content';
import { HOME_PAGE_SLUG } from '@sulit/domain/shared/store-constants';
import type { ApiClient } from '../../../lib/http/client';

export async function getHomeSections(api: ApiClient): Promise<HomeSection[]> {
  const page = await api.json(`/rest/V1/sulit/json-page/${HOME_PAGE_SLUG}`, { parse: JsonPageResponse });
  const sections = Array.isArray(page.content.sections) ? page.content.sections : [];
  return sections.flatMap((raw) => {
    const parsed = HomeSection.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

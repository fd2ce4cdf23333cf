import { FaqArticle, FaqListResponse } from '@sulit/contracts/help';
import { type ApiClient, orNullWhenMissing } from '../../../lib/http/client';

/** helpdesk/get-faqs: the help centre's articles by type and search words, with each type's count. */
export function getFaqs(api: ApiClient, filter: { type: string | null; q: string }): Promise<FaqListResponse> {
  const query = new URLSearchParams();
  if (filter.type) query.set('article_type', filter.type);
  if (filter.q) query.set('q', filter.q);
  return api.json(`/rest/V1/sulit/helpdesk/get-faqs?${query}`, { parse: FaqListResponse });
}

/** One article by its slug, or null when there is none. */
export function getFaq(api: ApiClient, slug: string): Promise<FaqArticle | null> {
  return orNullWhenMissing(api.json(`/api/help/faqs/${encodeURIComponent(slug)}`, { parse: FaqArticle }));
}

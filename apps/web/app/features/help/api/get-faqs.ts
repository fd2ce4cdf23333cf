import { FaqArticle, FaqListResponse } from '@sulit/contracts/help';
import { ApiError, type ApiClient } from '../../../lib/http/client';

/** helpdesk/get-faqs: the help centre's articles by type and search words, with each type's count. */
export function getFaqs(api: ApiClient, filter: { type: string | null; q: string }): Promise<FaqListResponse> {
  const query = new URLSearchParams();
  if (filter.type) query.set('article_type', filter.type);
  if (filter.q) query.set('q', filter.q);
  return api.json(`/rest/V1/sulit/helpdesk/get-faqs?${query}`, { parse: FaqListResponse });
}

/** One article by its slug, or null when there is none. */
export async function getFaq(api: ApiClient, slug: string): Promise<FaqArticle | null> {
  try {
    return await api.json(`/api/help/faqs/${encodeURIComponent(slug)}`, { parse: FaqArticle });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

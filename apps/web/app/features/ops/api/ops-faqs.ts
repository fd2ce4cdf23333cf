/** The console's FAQ calls (issue 35, decision 037): every article, and writing, reordering and unpublishing. */
import type { FaqConsoleItem, FaqConsoleList } from '@sulit/contracts/ops-care';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export interface FaqWriteBody {
  article_type: string;
  question: string;
  answer: string[];
  keywords: string;
  published: boolean;
}

export function listFaqs(api: ApiClient): Promise<FaqConsoleList> {
  return api.json('/api/ops/faqs');
}

export function createFaq(api: ApiClient, body: FaqWriteBody): Promise<ApiResult<FaqConsoleItem>> {
  return api.send('/api/ops/faqs', { body });
}

export function updateFaq(api: ApiClient, id: number, body: FaqWriteBody): Promise<ApiResult<FaqConsoleItem>> {
  return api.send(`/api/ops/faqs/${id}`, { method: 'PATCH', body });
}

export function reorderFaqs(api: ApiClient, articleType: string, ids: number[]): Promise<ApiResult<FaqConsoleList>> {
  return api.send('/api/ops/faqs/reorder', { body: { article_type: articleType, ids } });
}

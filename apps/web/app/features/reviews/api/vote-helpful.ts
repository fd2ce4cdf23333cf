/** POST /api/reviews/{id}/helpful: I found this review helpful (once). */
import type { HelpfulAnswer } from '@sulit/contracts/reviews';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function voteHelpful(api: ApiClient, reviewId: number): Promise<ApiResult<HelpfulAnswer>> {
  return api.send(`/api/reviews/${reviewId}/helpful`);
}

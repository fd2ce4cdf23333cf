/** POST /rest/V1/nps-survey/{id}/answer {score, comment}: the customer's answer, once. */
import type { NpsAnswerBody } from '@sulit/contracts/engagement';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function answerSurvey(
  api: ApiClient,
  surveyId: number,
  body: NpsAnswerBody,
): Promise<ApiResult<{ message: string }>> {
  return api.send(`/rest/V1/nps-survey/${surveyId}/answer`, { body });
}

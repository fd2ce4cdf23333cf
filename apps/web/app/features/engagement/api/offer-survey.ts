/** POST /rest/V1/nps-survey/offer (spec §7 NPS survey): the survey when the server says to ask now, else null. */
import type { NpsSurveyOffer } from '@sulit/contracts/engagement';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function offerSurvey(api: ApiClient): Promise<ApiResult<NpsSurveyOffer>> {
  return api.send('/rest/V1/nps-survey/offer');
}

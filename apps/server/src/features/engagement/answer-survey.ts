import type { NpsAnswerBody } from '@sulit/contracts/engagement';
import { DomainError, NPS_SURVEY_THANKS } from '@sulit/domain';
import type { EngagementDeps } from './engagement-deps';

/** POST nps-survey/{id}/answer: the customer's own survey, answered once (another's is 404, a second try 409). */
export async function answerSurvey(
  deps: EngagementDeps,
  customerId: number,
  surveyId: number,
  body: NpsAnswerBody,
): Promise<{ message: string }> {
  const survey = await deps.surveys.survey(surveyId);
  if (!survey || survey.customer_id !== customerId) throw new DomainError('not_found', 'Survey not found.');
  const comment = body.comment ? body.comment : null;
  const saved = await deps.surveys.answer(
    surveyId,
    customerId,
    { score: body.score, comment },
    deps.clock().toISOString(),
  );
  if (!saved) throw new DomainError('conflict', 'This survey has already been answered.');
  return { message: NPS_SURVEY_THANKS };
}

import type { NpsSurveyOffer } from '@sulit/contracts/engagement';
import {
  NPS_SCORE_MAX,
  NPS_SCORE_MIN,
  NPS_SURVEY_QUESTION,
  npsSurveyAskedSince,
  npsSurveyDecision,
} from '@sulit/domain';
import type { EngagementDeps } from './engagement-deps';

/**
 * POST nps-survey/offer: the survey after a delivery, when the rule says to ask (never staff, support sessions,
 * open enquiry cases, failed orders, right after a rating prompt) and this request wins the 90-day claim. Every
 * other device, tab or retry gets null: at most one offer per customer per 90 days, decided by the database.
 */
export async function offerSurvey(
  deps: EngagementDeps,
  customerId: number,
  supportSession: boolean,
): Promise<NpsSurveyOffer> {
  const now = deps.clock();
  const [facts, isStaff] = await Promise.all([deps.surveys.facts(customerId), deps.isStaff(customerId)]);
  const decision = npsSurveyDecision({ ...facts, isStaff, supportSession }, now);
  if (!decision.ask || !facts.latestOrder) return { survey: null };
  const order = facts.latestOrder;
  const id = await deps.surveys.claim(customerId, order.id, now.toISOString(), npsSurveyAskedSince(now));
  if (id === null) return { survey: null };
  return {
    survey: {
      id,
      order_number: order.increment_id,
      question: NPS_SURVEY_QUESTION,
      scale_min: NPS_SCORE_MIN,
      scale_max: NPS_SCORE_MAX,
    },
  };
}

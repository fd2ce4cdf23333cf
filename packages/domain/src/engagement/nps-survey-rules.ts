import { type OrderStatus, orderStatusLabel } from '../checkout/order-status';

/**
 * The net promoter survey after a delivery (issue 31): who is asked, and when. The server gathers the facts and
 * claims the asking with a conditional insert bounded by `npsSurveyAskedSince`; this is the rule it applies.
 */

/** Decided: a customer is asked at most once in this many days, on whatever device (NPS sampling practice). */
const NPS_SURVEY_INTERVAL_DAYS = 90;
/** Decided: the survey is about a delivery this recent; an older one is not "after delivery" any more. */
const NPS_SURVEY_DELIVERY_WITHIN_DAYS = 14;
/** Decided: no survey for this long after the shopper answered or dismissed an order-rating prompt. */
const NPS_SURVEY_QUIET_AFTER_RATING_HOURS = 24;
/** The score scale of the question: 0 (not at all likely) to 10 (extremely likely). */
export const NPS_SCORE_MIN = 0;
export const NPS_SCORE_MAX = 10;
/** The longest reason a shopper may add to the score. */
export const NPS_COMMENT_MAX = 1000;

export const NPS_SURVEY_QUESTION = 'How likely are you to recommend Sulit Club to a friend or colleague?';
export const NPS_SURVEY_THANKS = 'Thank you for your feedback!';

export type NpsSurveySkip =
  | 'staff'
  | 'support_session'
  | 'open_enquiry_case'
  | 'no_delivered_order'
  | 'failed_order'
  | 'after_rating_prompt'
  | 'asked_recently';

export interface NpsSurveyFacts {
  /** the account has a staff role */
  isStaff: boolean;
  /** a staff member acts for the customer (decision 024) */
  supportSession: boolean;
  /** the customer has an enquiry case that is not closed */
  openEnquiryCase: boolean;
  /** the customer's latest order with goods (not a card bought alone), when it reached its status (ISO-8601 UTC) */
  latestOrder: { status: OrderStatus; statusAt: string } | null;
  /** the last time an order-rating prompt was answered or dismissed (ISO-8601 UTC) */
  lastRatingAt: string | null;
  /** the last time the survey was offered to the customer (ISO-8601 UTC) */
  lastAskedAt: string | null;
}

/** The order a survey is about: the customer's latest, as the survey rule reads it. */
export interface NpsSurveyOrder {
  id: number;
  increment_id: string;
  status: OrderStatus;
  statusAt: string;
}

/** A survey offered to a customer and, once, its answer. */
export interface NpsSurveyRecord {
  id: number;
  customer_id: number;
  order_id: number;
  asked_at: string;
  score: number | null;
  answered_at: string | null;
}

const DAY_MS = 86_400_000;

/** The earliest offer time that still blocks a new one at `now`: an offer at or after it is "within 90 days". */
export function npsSurveyAskedSince(now: Date): string {
  return new Date(now.getTime() - NPS_SURVEY_INTERVAL_DAYS * DAY_MS).toISOString();
}

/**
 * Ask, or why not. In order: staff and support sessions never; an open enquiry case never; the latest order must
 * be delivered (a failed or cancelled latest order says so) and recently; not within a day of a rating prompt;
 * not within 90 days of the last offer.
 */
export function npsSurveyDecision(
  facts: NpsSurveyFacts,
  now: Date,
): { ask: true } | { ask: false; skip: NpsSurveySkip } {
  if (facts.isStaff) return { ask: false, skip: 'staff' };
  if (facts.supportSession) return { ask: false, skip: 'support_session' };
  if (facts.openEnquiryCase) return { ask: false, skip: 'open_enquiry_case' };
  const order = facts.latestOrder;
  if (!order) return { ask: false, skip: 'no_delivered_order' };
  const label = orderStatusLabel(order.status);
  if (label === 'Payment Failed' || label === 'Cancelled') return { ask: false, skip: 'failed_order' };
  if (label !== 'Delivered') return { ask: false, skip: 'no_delivered_order' };
  if (now.getTime() - Date.parse(order.statusAt) > NPS_SURVEY_DELIVERY_WITHIN_DAYS * DAY_MS) {
    return { ask: false, skip: 'no_delivered_order' };
  }
  if (
    facts.lastRatingAt !== null &&
    now.getTime() - Date.parse(facts.lastRatingAt) < NPS_SURVEY_QUIET_AFTER_RATING_HOURS * 3_600_000
  ) {
    return { ask: false, skip: 'after_rating_prompt' };
  }
  if (facts.lastAskedAt !== null && facts.lastAskedAt >= npsSurveyAskedSince(now)) {
    return { ask: false, skip: 'asked_recently' };
  }
  return { ask: true };
}

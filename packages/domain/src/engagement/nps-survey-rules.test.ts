import { describe, expect, it } from 'vitest';
import { npsSurveyAskedSince, npsSurveyDecision, type NpsSurveyFacts } from './nps-survey-rules';

const NOW = new Date('2026-11-28T04:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const daysAgo = (d: number) => hoursAgo(d * 24);

const delivered: NpsSurveyFacts = {
  isStaff: false,
  supportSession: false,
  openEnquiryCase: false,
  latestOrder: { status: 'complete', statusAt: hoursAgo(2) },
  lastRatingAt: null,
  lastAskedAt: null,
};

describe('the NPS survey after a delivery', () => {
  it('asks a customer whose latest order was just delivered and who was never asked', () => {
    expect(npsSurveyDecision(delivered, NOW)).toEqual({ ask: true });
    expect(
      npsSurveyDecision({ ...delivered, latestOrder: { status: 'completed', statusAt: daysAgo(13) } }, NOW),
    ).toEqual({ ask: true });
  });

  it('asks at most once in 90 days: day 89 is too soon, day 90 asks again', () => {
    expect(npsSurveyDecision({ ...delivered, lastAskedAt: daysAgo(89) }, NOW)).toEqual({
      ask: false,
      skip: 'asked_recently',
    });
    expect(npsSurveyDecision({ ...delivered, lastAskedAt: hoursAgo(90 * 24 - 1) }, NOW)).toEqual({
      ask: false,
      skip: 'asked_recently',
    });
    expect(npsSurveyDecision({ ...delivered, lastAskedAt: hoursAgo(90 * 24 + 1) }, NOW)).toEqual({ ask: true });
    expect(npsSurveyAskedSince(NOW)).toBe(daysAgo(90));
  });

  it('never asks staff, support sessions or a customer with an open enquiry case', () => {
    expect(npsSurveyDecision({ ...delivered, isStaff: true }, NOW)).toEqual({ ask: false, skip: 'staff' });
    expect(npsSurveyDecision({ ...delivered, supportSession: true }, NOW)).toEqual({
      ask: false,
      skip: 'support_session',
    });
    expect(npsSurveyDecision({ ...delivered, openEnquiryCase: true }, NOW)).toEqual({
      ask: false,
      skip: 'open_enquiry_case',
    });
  });

  it('never asks after a failed or cancelled order, nor before a delivery', () => {
    for (const status of ['holded', 'canceled', 'cancelled', 'closed', 'fraud'] as const)
      expect(npsSurveyDecision({ ...delivered, latestOrder: { status, statusAt: hoursAgo(1) } }, NOW)).toEqual({
        ask: false,
        skip: 'failed_order',
      });
    for (const status of ['pending', 'processing', 'out_for_delivery'] as const)
      expect(npsSurveyDecision({ ...delivered, latestOrder: { status, statusAt: hoursAgo(1) } }, NOW)).toEqual({
        ask: false,
        skip: 'no_delivered_order',
      });
    expect(npsSurveyDecision({ ...delivered, latestOrder: null }, NOW)).toEqual({
      ask: false,
      skip: 'no_delivered_order',
    });
    expect(
      npsSurveyDecision({ ...delivered, latestOrder: { status: 'complete', statusAt: daysAgo(15) } }, NOW),
    ).toEqual({ ask: false, skip: 'no_delivered_order' });
  });

  it('keeps quiet for a day after a rating prompt was answered or dismissed', () => {
    expect(npsSurveyDecision({ ...delivered, lastRatingAt: hoursAgo(1) }, NOW)).toEqual({
      ask: false,
      skip: 'after_rating_prompt',
    });
    expect(npsSurveyDecision({ ...delivered, lastRatingAt: hoursAgo(25) }, NOW)).toEqual({ ask: true });
  });
});

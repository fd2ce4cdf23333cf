import { NPS_COMMENT_MAX, NPS_SCORE_MAX, NPS_SCORE_MIN } from '@sulit/domain/engagement/nps-survey-rules';
import { z } from 'zod';
import { IdParam, text } from './common';

/** The survey, the raffle and web push (issue 31): spec §7 NPS survey calls, raffle/configs and nms. */

const Id = z.number().int().positive().max(2_147_483_647);

export const NpsSurvey = z.object({
  id: Id,
  order_number: text(),
  question: text(),
  scale_min: z.number().int(),
  scale_max: z.number().int(),
});
export type NpsSurvey = z.infer<typeof NpsSurvey>;

/** POST nps-survey/offer: the survey when this customer is to be asked now (once per 90 days), else null. */
export const NpsSurveyOffer = z.object({ survey: NpsSurvey.nullable() });
export type NpsSurveyOffer = z.infer<typeof NpsSurveyOffer>;

export const NpsSurveyParams = z.object({ surveyId: IdParam }).strict();

export const NpsAnswerBody = z
  .object({
    score: z.number().int().min(NPS_SCORE_MIN).max(NPS_SCORE_MAX),
    comment: text().trim().max(NPS_COMMENT_MAX).optional(),
  })
  .strict();
export type NpsAnswerBody = z.infer<typeof NpsAnswerBody>;

export const RaffleConfig = z.object({
  id: Id,
  title: text(),
  steps: z.array(text()),
  /** the DTI sales-promotion permit the raffle runs under */
  permit_number: text(),
  starts_at: text(),
  ends_at: text(),
  /** SHA-256 commitment to the draw's seed, published before the draw */
  seed_commitment: text(),
  open: z.boolean(),
  /** null for guests */
  entered: z.boolean().nullable(),
  drawn_at: text().nullable(),
  /** revealed once drawn, so anyone can replay the draw */
  seed: text().nullable(),
  winner_entry_id: Id.nullable(),
});
export type RaffleConfig = z.infer<typeof RaffleConfig>;

export const RaffleConfigsResponse = z.object({ items: z.array(RaffleConfig) });
export type RaffleConfigsResponse = z.infer<typeof RaffleConfigsResponse>;

export const RaffleEntryBody = z.object({ raffle_id: Id }).strict();
export const RaffleEntryAnswer = z.object({ message: text(), entry_id: Id, already_entered: z.boolean() });
export type RaffleEntryAnswer = z.infer<typeof RaffleEntryAnswer>;

/** GET /nms/vapid-key: the application server key browsers subscribe with. */
export const VapidKeyResponse = z.object({ public_key: text().regex(/^[A-Za-z0-9_-]{80,100}$/) });
export type VapidKeyResponse = z.infer<typeof VapidKeyResponse>;

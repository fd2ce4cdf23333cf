import type { Generated } from 'kysely';

/**
 * The survey, raffle and web-push tables (migration 0028-engagement), added to the one `DB` interface by
 * declaration merging. Times are ISO-8601 UTC text.
 */
declare module '../schema' {
  interface DB {
    nps_survey_claims: NpsSurveyClaimTable;
    nps_surveys: NpsSurveyTable;
    raffles: RaffleTable;
    raffle_entries: RaffleEntryTable;
    web_push_keys: WebPushKeyTable;
    push_outbox: PushOutboxTable;
  }
}

export interface NpsSurveyClaimTable {
  customer_id: number;
  asked_at: string;
}

export interface NpsSurveyTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  asked_at: string;
  score: number | null;
  comment: string | null;
  answered_at: string | null;
}

export interface RaffleTable {
  id: Generated<number>;
  title: string;
  /** JSON array of strings */
  steps: string;
  permit_number: string | null;
  starts_at: string | null;
  ends_at: string | null;
  enabled: number;
  seed: string;
  seed_commitment: string;
  winner_entry_id: number | null;
  drawn_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RaffleEntryTable {
  id: Generated<number>;
  raffle_id: number;
  customer_id: number;
  created_at: string;
}

export interface WebPushKeyTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}

export interface PushOutboxTable {
  id: Generated<number>;
  customer_id: number;
  device_id: string;
  title: string;
  body: string;
  link: string | null;
  /** pending | sent | dead | dropped */
  state: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  leased_until: string | null;
  lease_token: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

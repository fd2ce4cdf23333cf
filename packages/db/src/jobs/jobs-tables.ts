import type { BackgroundJob } from '@sulit/domain';
import type { Generated } from 'kysely';

/** The job queue (migration 0031): one row per job; `state` is the domain's JobState as text. */
export interface JobTable extends Omit<BackgroundJob, 'id' | 'key' | 'state' | 'attempts'> {
  id: Generated<number>;
  job_key: string;
  state: Generated<string>;
  attempts: Generated<number>;
  lease_token: string | null;
}

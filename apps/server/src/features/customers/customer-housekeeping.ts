import type { CustomerRepositories } from '@sulit/db';
import type { Job } from '../../scheduler/scheduler';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Deletes what the customers feature no longer needs, hourly (issue 9 item 11): sessions a day after they
 * expired or were revoked (the day keeps "your session has expired" answers for a returning shopper),
 * reset tokens once used or expired, redeemed captcha challenges after an hour (a challenge lives 10
 * minutes, so they can no longer be replayed anyway) and throttle counters whose window has ended. Every
 * delete is by time, so running it on several instances at once is harmless.
 */
export function customerHousekeeping(
  repos: Pick<CustomerRepositories, 'sessions' | 'resetTokens' | 'captcha' | 'throttle'>,
): Job {
  return {
    name: 'customers:housekeeping',
    everyMs: HOUR,
    async run(now) {
      const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
      return {
        sessions: await repos.sessions.deleteEndedBefore(at(DAY)),
        resetTokens: await repos.resetTokens.deleteSpentBefore(at(0)),
        captchas: await repos.captcha.deleteUsedBefore(at(HOUR)),
        throttle: await repos.throttle.deleteWindowsEndedBefore(at(0)),
      };
    },
  };
}

import { data, redirect } from 'react-router';
import { ApiError, type ApiClient } from '../../lib/http/client';
import { getMyLists } from './api/get-my-lists';

export const LISTS_PATH = '/shopping-list';

/**
 * A list call that failed: 404 with the shopping-list flag off (every list call is 404 then); otherwise a
 * missing list goes back to all lists (spec §4); anything else is the error it was.
 */
export async function listFailure(api: ApiClient, error: unknown): Promise<never> {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 404 || error.status === 400) {
    const flagOn = await getMyLists(api).then(
      () => true,
      () => false,
    );
    throw flagOn ? redirect(LISTS_PATH) : data(null, { status: 404 });
  }
  throw error;
}

/** The lists feature's calls answer 404 when it is switched off: so does the page. */
export function notFoundWhenOff(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
  throw error;
}

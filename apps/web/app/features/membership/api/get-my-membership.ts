import { MyMembership } from '@sulit/contracts/membership';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../../lib/http/client';
import { serverApi } from '../../../lib/http/server-client';

/** GET /rest/V1/membership/mine, or null for a guest. */
export async function getMyMembership(context: AppLoadContext, signedIn: boolean): Promise<MyMembership | null> {
  if (!signedIn) return null;
  try {
    return await serverApi(context).json('/rest/V1/membership/mine', { parse: MyMembership });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

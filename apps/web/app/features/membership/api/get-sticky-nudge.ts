import { StickyNudge } from '@sulit/contracts/membership';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../lib/http/server-client';

/** GET /rest/V1/membership-page-sticky-nudge (guest or customer). */
export async function getStickyNudge(context: AppLoadContext): Promise<StickyNudge | null> {
  try {
    return await serverApi(context).json('/rest/V1/membership-page-sticky-nudge', { parse: StickyNudge });
  } catch (error) {
    console.error('membership nudge unavailable', error);
    return null;
  }
}

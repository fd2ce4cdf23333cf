import type { AppLoadContext } from 'react-router';
import { errorMessage } from '../../../lib/http/client';
import { serverApi } from '../../../lib/http/server-client';

type RenewalNext =
  'premium_purchase' | 'expired_alert' | 'near_expiry_alert' | 'complete_order' | 'renew_modal' | 'business';

export interface RenewalLookupResult {
  ok: boolean;
  next: RenewalNext | null;
  message: string | null;
  code: string | null;
  display_code: string | null;
  expiry_date: string | null;
  remaining_days: number | null;
  sku: string | null;
}

/** POST /rest/V1/verify-membership/{renew|extend}: the renewal lookup by code (spec §4 Renewal). */
export async function verifyMembership(
  context: AppLoadContext,
  request: Request,
  type: 'renew' | 'extend',
  code: string,
): Promise<RenewalLookupResult> {
  const res = await serverApi(context, request).send<{
    next?: RenewalNext;
    sku?: string | null;
    info?: { code: string; display_code: string; expiry_date: { date: string }; remaining_days: number };
    message?: string;
  }>(`/rest/V1/verify-membership/${type}`, { body: { code } });
  if (res.ok && res.body?.info && res.body.next) {
    return {
      ok: true,
      next: res.body.next,
      message: null,
      code: res.body.info.code,
      display_code: res.body.info.display_code,
      expiry_date: res.body.info.expiry_date.date,
      remaining_days: res.body.info.remaining_days,
      sku: res.body.sku ?? null,
    };
  }
  // spec §4: a 404 opens premium purchase as renewal.
  return {
    ok: false,
    next: res.status === 404 ? 'premium_purchase' : null,
    message: errorMessage(res.body) ?? 'Something went wrong. Please try again.',
    code: null,
    display_code: null,
    expiry_date: null,
    remaining_days: null,
    sku: null,
  };
}

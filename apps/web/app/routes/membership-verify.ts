import { data } from 'react-router';
import type { Route } from './+types/membership-verify';
import { verifyMembership } from '../features/membership/api/verify-membership';

/** The renewal lookup by code posts here (POST /rest/V1/verify-membership/{renew|extend}). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const type = form.get('type') === 'extend' ? 'extend' : 'renew';
  const result = await verifyMembership(context, request, type, String(form.get('code') ?? '').trim());
  return data(result, { status: result.ok ? 200 : result.next === 'premium_purchase' ? 404 : 400 });
}

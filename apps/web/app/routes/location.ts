import type { SetLocationRequest } from '@sulit/contracts/location';
import { data } from 'react-router';
import type { Route } from './+types/location';
import { saveLocation } from '../features/location/api/save-location';
import { errorMessage } from '../lib/http/client';
import { cookieHeaders } from '../lib/http/cookies';
import { serverApi } from '../lib/http/server-client';

/**
 * POST /location: the delivery-location modal saves here (a fetcher form), the API remembers the choice
 * (cookie for guests, the account for customers) and every loader on the page revalidates, so stock and
 * prices follow the new store.
 */
type PickupRequest = Extract<SetLocationRequest, { type: 'pickup' }>;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const type = form.get('type');
  let body: SetLocationRequest;
  if (type === 'pickup') {
    body = { type: 'pickup', source_code: String(form.get('source_code') ?? '') as PickupRequest['source_code'] };
  } else {
    body = { type: 'delivery', barangay_id: Number(form.get('barangay_id')) };
  }
  const res = await saveLocation(serverApi(context, request), body);
  if (!res.ok) {
    return data(
      { ok: false as const, message: errorMessage(res.body) ?? 'We could not save your location. Please try again.' },
      { status: res.status === 0 ? 502 : res.status },
    );
  }
  return data({ ok: true as const, message: null }, { headers: cookieHeaders(res.setCookies) });
}

export function loader() {
  throw data(null, { status: 404 });
}

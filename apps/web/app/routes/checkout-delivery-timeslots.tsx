import { CART_PATH, CHECKOUT_MESSAGES } from '@sulit/domain/checkout/checkout-constants';
import { isSourceCode } from '@sulit/domain/shared/store-constants';
import { data, redirect } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/checkout-delivery-timeslots';
import { getDeliverySlots } from '../features/checkout/api/get-delivery-slots';
import { holdSlot } from '../features/checkout/api/hold-slot';
import { CheckoutLayout, PAYMENT_STEP_PATH, SHIPPING_STEP_PATH } from '../features/checkout/checkout-layout';
import { guestRedirect, stepStateOrCart } from '../features/checkout/checkout-server';
import { TimeslotsView } from '../features/checkout/timeslots-view';
import { hasSessionCookie } from '../features/customers/api/session';
import { errorMessage } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('Delivery timeslots');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

async function stepFacts(request: Request, context: Route.LoaderArgs['context']) {
  if (!hasSessionCookie(request)) throw guestRedirect();
  const api = serverApi(context, request);
  const state = await stepStateOrCart(api);
  // Shipping details come first: a store to take slots from (the pickup store or the one serving the address).
  const pickup = state.delivery_type === 'pickup';
  const source = state.source_code;
  if (!source || !isSourceCode(source) || (!pickup && state.address_id === null)) throw redirect(SHIPPING_STEP_PATH);
  if (state.skips_timeslot) throw redirect(PAYMENT_STEP_PATH);
  return { api, state, pickup, source };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, state, pickup, source } = await stepFacts(request, context);
  const slots = await getDeliverySlots(api, { sourceCode: source, isStorePickup: pickup });
  return { state, slots };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, pickup, source } = await stepFacts(request, context);
  const form = await request.formData();
  const [date, interval] = String(form.get('slot') ?? '').split('|');
  if (!date || !interval) return data({ message: CHECKOUT_MESSAGES.selectDeliveryTimeslot }, { status: 400 });
  const res = await holdSlot(api, {
    date,
    intervalId: Number(interval),
    sourceCode: source,
    isStorePickup: pickup,
  });
  if (!res.ok) {
    const message = errorMessage(res.body) ?? CHECKOUT_MESSAGES.timeslotInvalid;
    if (message === CHECKOUT_MESSAGES.noCartFound) throw redirect(CART_PATH);
    return data({ message }, { status: res.status || 500 });
  }
  return redirect(PAYMENT_STEP_PATH);
}

export default function DeliveryTimeslots({ loaderData, actionData }: Route.ComponentProps) {
  const { state, slots } = loaderData;
  return (
    <CheckoutLayout
      step="timeslot"
      title={slots.isStorePickup ? 'Pickup timeslot' : 'Delivery timeslot'}
      totals={state.totals}
    >
      <TimeslotsView slots={slots} message={actionData && 'message' in actionData ? actionData.message : null} />
    </CheckoutLayout>
  );
}

import { CART_PATH } from '@sulit/domain/checkout/checkout-constants';
import { redirect } from 'react-router';
import { getCart } from '../features/cart/api/get-cart';
import { cartLines } from '../features/checkout/checkout-decision';
import { MembershipAloneNote, offersMembershipAlone } from '../features/membership/membership-alone';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/checkout-payment-method';
import { getPaymentMethods } from '../features/checkout/api/get-payment-methods';
import { getSavedCards } from '../features/checkout/api/get-saved-cards';
import { CheckoutLayout, TIMESLOT_STEP_PATH } from '../features/checkout/checkout-layout';
import { guestRedirect, stepStateOrCart } from '../features/checkout/checkout-server';
import { PaymentView } from '../features/checkout/payment-view';
import { hasSessionCookie } from '../features/customers/api/session';
import { serverApi } from '../lib/http/server-client';
import { hasSupportCookie } from '../lib/http/cookies';
import { rebatePaidIn } from '@sulit/domain/rebates/rebate-rules';
import { getRebateSummary } from '../features/rebates/api/get-rebate-summary';
import { RebateApplyForm } from '../features/rebates/rebate-apply-form';

export const meta: Route.MetaFunction = () => noindexTags('Payment method');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw guestRedirect();
  const api = serverApi(context, request);
  const state = await stepStateOrCart(api);
  // the membership card bought alone (decision 026) needs no slot; the groceries stay in the cart
  const alone = new URL(request.url).searchParams.get('membershipOnly') === '1';
  const lines = alone ? cartLines(await getCart(api, { kind: 'customer', cartId: state.cart_id })) : [];
  if (alone && !offersMembershipAlone(lines)) throw redirect(CART_PATH);
  // spec §4 Timeslot step: a slot is required unless the cart skips it.
  if (!alone && !state.skips_timeslot && !state.selectedTimeslot) throw redirect(TIMESLOT_STEP_PATH);
  const [methods, cards, rebates] = await Promise.all([
    getPaymentMethods(api),
    // spec §4: a support session skips card loading (staff never reach the card vault, issue 32)
    hasSupportCookie(request.headers.get('cookie'))
      ? []
      : getSavedCards(api).catch((error: unknown) => {
          console.error('saved cards unavailable for the payment step', error);
          return [];
        }),
    // a Business or Executive member may pay part of the order with their rebate (issue 31)
    alone
      ? null
      : getRebateSummary(api).catch((error: unknown) => {
          console.error('rebates unavailable for the payment step', error);
          return null;
        }),
  ]);
  return { state, methods, cards, rebates, membershipLines: lines.filter((l) => l.is_membership) };
}

export default function CheckoutPaymentMethod({ loaderData }: Route.ComponentProps) {
  const { state, methods, cards, rebates, membershipLines } = loaderData;
  const alone = membershipLines.length > 0;
  return (
    <CheckoutLayout
      step="payment"
      title="Payment"
      // the cart's totals include the groceries that stay behind; the note shows what is paid now
      totals={alone ? null : state.totals}
      skipsTimeslot={alone || state.skips_timeslot}
    >
      {alone && <MembershipAloneNote lines={membershipLines} />}
      {rebates && (
        <div className="mb-4">
          <RebateApplyForm cartId={state.cart_id} summary={rebates} applied={rebatePaidIn(state.totals)} />
        </div>
      )}
      <PaymentView state={state} methods={methods} cards={cards} membershipOnly={alone} />
    </CheckoutLayout>
  );
}

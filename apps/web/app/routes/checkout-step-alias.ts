import { redirect } from 'react-router';
import type { Route } from './+types/checkout-step-alias';
import { PAYMENT_STEP_PATH, SHIPPING_STEP_PATH } from '../features/checkout/checkout-layout';

/** Spec §2's other names of the checkout steps: shipping details and payment go to the step pages. */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname;
  return redirect(path.startsWith('/checkout/payment') ? PAYMENT_STEP_PATH : SHIPPING_STEP_PATH);
}

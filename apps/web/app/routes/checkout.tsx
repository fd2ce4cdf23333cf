import type { ShippingInformationBody } from '@sulit/contracts/checkout';
import { CART_PATH, CHECKOUT_MESSAGES } from '@sulit/domain/checkout/checkout-constants';
import { checkoutEntryStep } from '@sulit/domain/checkout/checkout-entry';
import { isSourceCode } from '@sulit/domain/shared/store-constants';
import { ACCOUNT_MESSAGES } from '@sulit/domain/customers/customer-validation';
import { useEffect } from 'react';
import { data, Link, redirect, useSearchParams } from 'react-router';
import { toast } from '../lib/toast';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/checkout';
import { saveShipping } from '../features/checkout/api/save-shipping';
import { cartLines } from '../features/checkout/checkout-decision';
import {
  CheckoutLayout,
  CheckoutNotice,
  DELIVERY_ADDRESS_PATH,
  PAYMENT_STEP_PATH,
  PICKUP_DETAILS_PATH,
  TIMESLOT_STEP_PATH,
} from '../features/checkout/checkout-layout';
import { ShippingDetailsView } from '../features/checkout/shipping-details-view';
import { getCurrentLocation } from '../features/location/api/get-current-location';
import { errorMessage } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';
import { enterShippingStep } from './checkout-shipping-entry.server';

export const meta: Route.MetaFunction = () => noindexTags('Checkout');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

/** Spec §4 Checkout button: the decision runs here, with the server's facts, before shipping details show. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { customer, api, cart, state, decision } = await enterShippingStep(context, request);
  const { location } = await getCurrentLocation(api);
  const step = checkoutEntryStep({
    checkoutAddressId: state.address_id,
    checkoutPickupStore: state.pickup_source_code,
    query: url.searchParams,
    outOfStock: decision.action === 'out_of_stock',
    headerIsPickup: location?.is_pickup === true,
  });
  if (step === 'pickup_details') throw redirect(PICKUP_DETAILS_PATH);
  const addresses = customer.addresses.filter((a) => !a.extension_attributes.store_pickup);
  // an address just chosen, added or edited on the delivery-address page
  const chosen = addresses.find((a) => String(a.id) === url.searchParams.get('address_id'))?.id ?? null;
  return {
    decision,
    state: chosen ? { ...state, address_id: chosen, delivery_type: 'delivery' as const } : state,
    addresses,
    lines: cartLines(cart),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const pickup = text('delivery_type') === 'pickup';
  const addressId = Number(text('address_id'));
  if (!pickup && !(addressId > 0)) return data({ message: 'Please choose a delivery address' }, { status: 400 });
  const shippingTypes: Record<string, string> = {};
  for (const [key, value] of form) {
    if (key.startsWith('shippingType.') && typeof value === 'string') shippingTypes[key.slice(13)] = value;
  }
  const store = text('store_source_code');
  if (pickup && !isSourceCode(store)) return data({ message: 'Please choose a pickup store' }, { status: 400 });
  const body: ShippingInformationBody = {
    store_pickup: pickup,
    ...(pickup && isSourceCode(store) ? { store_source_code: store } : { address_id: addressId }),
    cancellationOption: { key: text('cancellationOption') || 'remove_item' },
    deliveryInstruction: text('deliveryInstruction') || null,
    ...(Object.keys(shippingTypes).length > 0 ? { shippingTypes } : {}),
  };
  const res = await saveShipping(serverApi(context, request), body);
  if (!res.ok || !res.body) {
    const message = errorMessage(res.body) ?? CHECKOUT_MESSAGES.failedToPlaceOrder;
    if (message === CHECKOUT_MESSAGES.noCartFound) throw redirect(CART_PATH);
    return data({ message }, { status: res.status || 500 });
  }
  return redirect(res.body.skips_timeslot ? PAYMENT_STEP_PATH : TIMESLOT_STEP_PATH);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { decision, state, addresses, lines } = loaderData;
  useSavedAddressNotice();
  return (
    <CheckoutLayout step="shipping" title="Shipping details" totals={state.totals} skipsTimeslot={state.skips_timeslot}>
      {decision.action === 'add_address' && (
        <CheckoutNotice title="Add a delivery address">
          <p className="mb-3">Add the address we deliver your order to.</p>
          <Link to={`${DELIVERY_ADDRESS_PATH}?address=new`} className="font-bold text-brand-700 underline">
            Add a new address
          </Link>
        </CheckoutNotice>
      )}
      {decision.action === 'out_of_stock' && (
        <CheckoutNotice title="Some items are out of stock">
          <p className="mb-2">These items are not available in the quantity you chose at your store:</p>
          <ul className="mb-3 list-disc pl-6">
            {[...decision.invalid_qty, ...decision.invalid_sku].map((sku) => (
              <li key={sku}>{lines.find((l) => l.sku === sku)?.name ?? sku}</li>
            ))}
          </ul>
          <Link to={CART_PATH} className="font-bold text-brand-700 underline">
            Back to cart
          </Link>
        </CheckoutNotice>
      )}
      {(decision.action === 'sync_and_go_to_shipping_details' || decision.action === 'pickup_notice') && (
        <ShippingDetailsView
          state={state}
          addresses={addresses}
          lines={lines}
          pickupBlockedSkus={decision.action === 'pickup_notice' ? decision.skus : []}
          message={actionData && 'message' in actionData ? actionData.message : null}
        />
      )}
    </CheckoutLayout>
  );
}

const SAVED_MESSAGES: Record<string, string> = {
  created: ACCOUNT_MESSAGES.addressCreated,
  updated: ACCOUNT_MESSAGES.addressUpdated,
};

/** spec §8: 'Address successfully created' / 'updated' after the delivery-address page sends the shopper back. */
function useSavedAddressNotice() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const message = SAVED_MESSAGES[params.get('saved') ?? ''];
    if (!message) return;
    toast.success(message, { id: `checkout-address-${params.get('saved')}` });
    const next = new URLSearchParams(params);
    next.delete('saved');
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams]);
}

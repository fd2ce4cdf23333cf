import type { Store } from '@sulit/contracts/location';
import { CART_PATH, CHECKOUT_MESSAGES, PICKUP_PERSON_NAME_MAX_LENGTH } from '@sulit/domain/checkout/checkout-constants';
import { displayPhone, nameRule, normalisePhone, phoneRule } from '@sulit/domain/customers/customer-validation';
import { isSourceCode } from '@sulit/domain/shared/store-constants';
import { useId, useRef, useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { primaryButton } from '../components/button';
import { CardDialog } from '../components/dialog';
import { FormAlert, TextField } from '../components/text-field';
import type { Route } from './+types/checkout-pickup-details';
import { noindexTags } from '../features/content/seo';
import { saveShipping } from '../features/checkout/api/save-shipping';
import { cartLines, pickupBlockedSkus } from '../features/checkout/checkout-decision';
import {
  CheckoutLayout,
  CheckoutNotice,
  PAYMENT_STEP_PATH,
  PICKUP_DETAILS_PATH,
  SHIPPING_STEP_PATH,
  TIMESLOT_STEP_PATH,
} from '../features/checkout/checkout-layout';
import { getCurrentLocation } from '../features/location/api/get-current-location';
import { getStores } from '../features/location/api/get-stores';
import { errorMessage } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';
import { enterShippingStep } from './checkout-shipping-entry.server';

export const meta: Route.MetaFunction = () => noindexTags('Pickup details');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

/**
 * Spec §2 /checkout/pickup-details: the store chosen in the header (or here, in the store-pickup chooser), its
 * address, opening hours and a map link from the stores' data, who collects the order, then the pickup slot (the
 * timeslot step) after the pickup confirmation. Spec §4: bulky or other sellers' goods get a notice.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { customer, api, cart, state, decision } = await enterShippingStep(context, request, { pickup: true });
  const [{ items: stores }, { location }] = await Promise.all([getStores(api), getCurrentLocation(api)]);
  // here, then what checkout already holds, then the header's pickup store
  const candidates = [
    url.searchParams.get('store'),
    state.pickup_source_code,
    location?.is_pickup ? location.source_code : null,
  ];
  const code = candidates.find((c) => c && stores.some((s) => s.sourcecode === c)) ?? null;
  const lines = cartLines(cart);
  const blocked = new Set(pickupBlockedSkus(lines));
  return {
    state,
    stores,
    store: stores.find((s) => s.sourcecode === code) ?? null,
    chooserOpen: url.searchParams.get('store') === 'choose' || code === null,
    /** each visit of the page opens (or not) the chooser afresh */
    chooserKey: url.search,
    blockedItems: lines.filter((l) => blocked.has(l.sku)).map((l) => ({ sku: l.sku, name: l.name })),
    outOfStock:
      decision.action === 'out_of_stock'
        ? [...decision.invalid_qty, ...decision.invalid_sku].map((sku) => lines.find((l) => l.sku === sku)?.name ?? sku)
        : [],
    person: state.pickup_person ?? {
      name: `${customer.firstname} ${customer.lastname}`.trim(),
      telephone: customer.extension_attributes.phone ?? '',
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const store = text('store_source_code');
  if (!isSourceCode(store))
    return data(
      { message: 'Please choose a pickup store', fieldErrors: {} as Record<string, string> },
      { status: 400 },
    );
  const fieldErrors: Record<string, string> = {};
  const nameError = nameRule(text('pickup_name'), PICKUP_PERSON_NAME_MAX_LENGTH);
  if (nameError) fieldErrors.pickup_name = nameError;
  const phoneError = phoneRule(text('pickup_phone'));
  if (phoneError) fieldErrors.pickup_phone = phoneError;
  if (Object.keys(fieldErrors).length > 0) {
    return data({ message: 'Please tell us who picks up the order', fieldErrors }, { status: 400 });
  }
  const res = await saveShipping(serverApi(context, request), {
    store_pickup: true,
    store_source_code: store,
    pickup_person: { name: text('pickup_name'), telephone: normalisePhone(text('pickup_phone')) ?? '' },
  });
  if (!res.ok || !res.body) {
    const message = errorMessage(res.body) ?? CHECKOUT_MESSAGES.failedToPlaceOrder;
    if (message === CHECKOUT_MESSAGES.noCartFound) throw redirect(CART_PATH);
    return data({ message, fieldErrors: {} }, { status: res.status || 500 });
  }
  return redirect(res.body.skips_timeslot ? PAYMENT_STEP_PATH : TIMESLOT_STEP_PATH);
}

/** A map of the store from its coordinates (the stores' data), on OpenStreetMap. */
const mapLink = (store: Store) =>
  `https://www.openstreetmap.org/?mlat=${store.latitude}&mlon=${store.longitude}#map=17/${store.latitude}/${store.longitude}`;

export default function PickupDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { state, stores, store, chooserOpen, chooserKey, blockedItems, outOfStock, person } = loaderData;
  const navigation = useNavigation();
  const formId = useId();
  const confirmTitle = useId();
  const form = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  return (
    <CheckoutLayout
      step="shipping"
      title="Pickup details"
      // what the order will charge picked up here (no delivery fee), not the delivery the cart was priced for
      totals={state.pickup_totals}
      skipsTimeslot={state.skips_timeslot}
    >
      <div className="space-y-6">
        <p>
          <Link to={`${SHIPPING_STEP_PATH}?delivery=1`} className="font-semibold text-brand-700 underline">
            Deliver to my address instead
          </Link>
        </p>
        {blockedItems.length > 0 && (
          <CheckoutNotice title="Some items cannot be picked up at a store">
            <p className="mb-2">These are bulky or sold by another seller, so they are delivered only:</p>
            <ul className="mb-3 list-disc pl-6">
              {blockedItems.map((item) => (
                <li key={item.sku}>{item.name}</li>
              ))}
            </ul>
            <p>
              Choose delivery, or{' '}
              <Link to={CART_PATH} className="font-bold text-brand-700 underline">
                remove them from your cart
              </Link>
              .
            </p>
          </CheckoutNotice>
        )}
        {outOfStock.length > 0 && (
          <CheckoutNotice title="Some items are out of stock">
            <ul className="mb-3 list-disc pl-6">
              {outOfStock.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <Link to={CART_PATH} className="font-bold text-brand-700 underline">
              Back to cart
            </Link>
          </CheckoutNotice>
        )}
        {store ? (
          <StoreCard store={store} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-4">
            Choose the store you pick up at.
          </p>
        )}
        {store && (
          <Form
            id={formId}
            ref={form}
            method="post"
            noValidate
            className="space-y-4"
            aria-label="Who picks up"
            onSubmit={(event) => {
              // the pickup confirmation (spec §2 modal) comes first; its button submits for real
              const submitter = (event.nativeEvent as SubmitEvent).submitter;
              if (submitter?.getAttribute('value') !== 'confirm') {
                event.preventDefault();
                setConfirming(true);
              }
            }}
          >
            {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
            <input type="hidden" name="store_source_code" value={store.sourcecode} />
            <fieldset className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 md:grid-cols-2">
              <legend className="px-1 font-extrabold">Who picks up</legend>
              <TextField
                label="Full name"
                name="pickup_name"
                autoComplete="name"
                required
                defaultValue={person.name}
                error={errors.pickup_name}
              />
              <TextField
                label="Mobile number"
                name="pickup_phone"
                type="tel"
                autoComplete="tel"
                required
                defaultValue={person.telephone ? displayPhone(person.telephone) : ''}
                error={errors.pickup_phone}
                hint="We text this number when the order is ready"
              />
            </fieldset>
            <p className="text-sm text-stone-700">Next, you choose your pickup slot. A pickup has no delivery fee.</p>
            <button
              type="submit"
              disabled={navigation.state !== 'idle'}
              className={primaryButton('min-h-12 rounded-xl px-6')}
            >
              Continue
            </button>
          </Form>
        )}
      </div>
      <StoreChooser key={chooserKey} stores={stores} current={store?.sourcecode ?? null} open={chooserOpen} />
      {store && (
        <CardDialog open={confirming} onClose={() => setConfirming(false)} labelledBy={confirmTitle}>
          <h2 id={confirmTitle} className="text-xl font-extrabold">
            Pick up at {store.default_name}?
          </h2>
          <p>
            {store.storeaddress}. Open {store.opening_hours}.
          </p>
          <p>Bring a valid ID: the order is handed to the person named here.</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              form={formId}
              name="intent"
              value="confirm"
              className={primaryButton('min-h-11 rounded-xl px-4')}
            >
              Confirm pickup
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="min-h-11 rounded-xl px-4 font-semibold text-stone-700 hover:bg-stone-100"
            >
              Go back
            </button>
          </div>
        </CardDialog>
      )}
    </CheckoutLayout>
  );
}

function StoreCard({ store }: { store: Store }) {
  return (
    <section aria-labelledby="pickup-store" className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id="pickup-store" className="text-lg font-extrabold">
            {store.default_name} store
          </h2>
          <address className="text-stone-700 not-italic">
            {store.storeaddress} {store.postcode}
          </address>
          <p>
            <span className="font-semibold">Opening hours:</span> {store.opening_hours}
          </p>
          <p>
            <span className="font-semibold">Phone:</span> {store.telephone}
          </p>
          <p>
            <a
              href={mapLink(store)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              Open {store.default_name} in a map (opens in a new tab)
            </a>
          </p>
        </div>
        <Link
          to={`${PICKUP_DETAILS_PATH}?store=choose`}
          preventScrollReset
          className="inline-flex min-h-11 items-center rounded-xl border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Change store
        </Link>
      </div>
    </section>
  );
}

/** The store-pickup chooser (spec §2 modal): a plain GET form, so the choice is in the URL and needs no script. */
function StoreChooser({ stores, current, open }: { stores: Store[]; current: string | null; open: boolean }) {
  const titleId = useId();
  const [shown, setShown] = useState(open);
  return (
    <CardDialog open={shown && open} onClose={() => setShown(false)} labelledBy={titleId} width="md">
      <h2 id={titleId} className="text-xl font-extrabold">
        Choose a pickup store
      </h2>
      <Form method="get" action={PICKUP_DETAILS_PATH} className="space-y-3" onSubmit={() => setShown(false)}>
        <fieldset className="space-y-2">
          <legend className="sr-only">Pickup store</legend>
          {stores.map((s) => (
            <label
              key={s.sourcecode}
              className="flex gap-3 rounded-xl border border-stone-200 p-3 has-[:checked]:border-brand-700"
            >
              <input
                type="radio"
                name="store"
                value={s.sourcecode}
                defaultChecked={s.sourcecode === current}
                required
                className="mt-1 size-5 accent-brand-700"
              />
              <span>
                <span className="block font-semibold">{s.default_name}</span>
                <span className="block text-sm text-stone-700">
                  {s.storeaddress} · {s.opening_hours}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className={primaryButton('min-h-11 rounded-xl px-4')}>
          Pick up here
        </button>
      </Form>
    </CardDialog>
  );
}

import type { Address } from '@sulit/contracts/customers';
import { CART_PATH } from '@sulit/domain/checkout/checkout-constants';
import { ACCOUNT_MESSAGES } from '@sulit/domain/customers/customer-validation';
import { useEffect, useId } from 'react';
import { data, Form, Link, redirect, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { primaryButton } from '../components/button';
import { CardDialog } from '../components/dialog';
import { Pencil, Plus, Trash2 } from '../components/icons';
import { toast } from '../lib/toast';
import type { Route } from './+types/checkout-delivery-address';
import { getCartOrNone } from '../features/cart/api/get-cart';
import { noindexTags } from '../features/content/seo';
import { CheckoutLayout, DELIVERY_ADDRESS_PATH, SHIPPING_STEP_PATH } from '../features/checkout/checkout-layout';
import { guestRedirect, stepStateOrCart } from '../features/checkout/checkout-server';
import { AddressSummary } from '../features/customers/account/address-summary';
import { deleteAddressAction, saveAddressAction } from '../features/customers/addresses/address-actions';
import { AddressForm } from '../features/customers/addresses/address-form';
import { getCustomer } from '../features/customers/api/session';
import { PlacePicker } from '../features/location/place-picker';
import { serverApi } from '../lib/http/server-client';

/**
 * Spec §2 /checkout/delivery-address with the add / update / delete address modals: the shopper chooses, adds,
 * edits or deletes an address without leaving checkout. A new address starts from the account's name and phone
 * and the province, city and barangay chosen in the header. Which modal is open is in the URL (?address=new,
 * ?address={id}, ?delete={id}), so the page works before its script loads and a reload keeps the modal.
 */
export const meta: Route.MetaFunction = () => noindexTags('Delivery address');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

type Modal = { kind: 'add' } | { kind: 'edit'; address: Address } | { kind: 'delete'; address: Address } | null;

function modalOf(url: URL, addresses: Address[]): Modal {
  const byId = (value: string | null) => addresses.find((a) => String(a.id) === value);
  const editing = url.searchParams.get('address');
  if (editing === 'new') return { kind: 'add' };
  const edited = byId(editing);
  if (edited) return { kind: 'edit', address: edited };
  const deleted = byId(url.searchParams.get('delete'));
  return deleted ? { kind: 'delete', address: deleted } : null;
}

/** The shipping step with this address chosen (the step saves it with the other shipping choices). */
const chosenAt = (id: number, saved?: string) =>
  `${SHIPPING_STEP_PATH}?${new URLSearchParams({ address_id: String(id), ...(saved ? { saved } : {}) })}`;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const customer = await getCustomer(context, request);
  if (!customer) throw guestRedirect();
  const api = serverApi(context, request);
  const { cart } = await getCartOrNone(api, { kind: 'customer', cartId: null });
  if (!cart || cart.items_qty === 0) throw redirect(CART_PATH);
  const state = await stepStateOrCart(api);
  const addresses = customer.addresses.filter((a) => !a.extension_attributes.store_pickup);
  const modal = modalOf(url, addresses);
  // an address id that is not one of the shopper's own opens nothing: another customer's address is not found
  if (!modal && (url.searchParams.has('address') || url.searchParams.has('delete'))) throw data(null, { status: 404 });
  const location = customer.extension_attributes.location;
  return {
    state,
    addresses,
    modal,
    chosenId: state.address_id ?? addresses.find((a) => a.default_shipping)?.id ?? addresses[0]?.id ?? null,
    prefill: {
      firstname: customer.firstname,
      lastname: customer.lastname,
      telephone: customer.extension_attributes.phone,
    },
    // a delivery area chosen in the header (a pickup store says nothing of where the shopper lives)
    place:
      location && !location.is_pickup
        ? { province: location.province_id, city: location.city_id, barangay: location.barangay_id }
        : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'choose') {
    const id = Number(form.get('address_id'));
    if (!Number.isSafeInteger(id) || id <= 0)
      return data({ message: 'Please choose a delivery address' }, { status: 400 });
    return redirect(chosenAt(id));
  }
  if (intent === 'delete') return deleteAddressAction(context, request, `${DELIVERY_ADDRESS_PATH}?saved=deleted`, form);
  const rawId = String(form.get('id') ?? '');
  const id = rawId === '' ? null : Number(rawId);
  if (id !== null && (!Number.isSafeInteger(id) || id <= 0)) throw data(null, { status: 404 });
  // a new or edited address is the one the order goes to: back to the shipping step with it chosen
  return saveAddressAction(context, request, id, (saved, address) => chosenAt(address.id, saved), form);
}

const SAVED_MESSAGES: Record<string, string> = { deleted: ACCOUNT_MESSAGES.addressDeleted };

export default function DeliveryAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { state, addresses, modal, chosenId, prefill, place } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const closeModal = () => navigate(DELIVERY_ADDRESS_PATH, { replace: true, preventScrollReset: true });

  useEffect(() => {
    const message = SAVED_MESSAGES[params.get('saved') ?? ''];
    if (!message) return;
    toast.success(message, { id: 'checkout-address-deleted' });
    setParams({}, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  const message = actionData && 'message' in actionData ? actionData.message : null;
  const fieldErrors =
    actionData && 'fieldErrors' in actionData ? (actionData.fieldErrors as Record<string, string>) : undefined;
  return (
    <CheckoutLayout step="shipping" title="Delivery address" totals={state.totals} skipsTimeslot={state.skips_timeslot}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link to={SHIPPING_STEP_PATH} className="font-semibold text-brand-700 underline">
          Back to shipping details
        </Link>
        <Link
          to={`${DELIVERY_ADDRESS_PATH}?address=new`}
          preventScrollReset
          className={primaryButton('inline-flex min-h-11 items-center gap-2 rounded-xl px-4')}
        >
          <Plus aria-hidden="true" className="size-5" /> Add new address
        </Link>
      </div>
      {addresses.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          You have no saved delivery address yet. Add the address we deliver your order to.
        </p>
      ) : (
        <Form method="post" className="space-y-3" aria-label="Choose a delivery address">
          {message && !modal && (
            <p role="alert" className="rounded-xl bg-sale-50 p-3 text-sale-600">
              {message}
            </p>
          )}
          <fieldset className="space-y-3">
            <legend className="mb-2 font-bold">Deliver to</legend>
            {addresses.map((address) => (
              <div
                key={address.id}
                className="flex flex-wrap gap-3 rounded-2xl border border-stone-200 bg-white p-4 has-[:checked]:border-brand-700"
              >
                {/* the summary is block content, which a <label> cannot hold: the radio is named by aria-label */}
                <div className="flex min-w-0 flex-1 gap-3">
                  <input
                    type="radio"
                    name="address_id"
                    value={address.id}
                    defaultChecked={address.id === chosenId}
                    aria-label={`${address.firstname} ${address.lastname}, ${address.street[0] ?? ''}, ${address.township}`}
                    className="mt-1 size-5 shrink-0 accent-brand-700"
                  />
                  <AddressSummary address={address} />
                </div>
                <div className="flex items-start gap-1">
                  <Link
                    to={`${DELIVERY_ADDRESS_PATH}?address=${address.id}`}
                    preventScrollReset
                    className="flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                    aria-label={`Edit the address of ${address.firstname} ${address.lastname}, ${address.street[0] ?? ''}`}
                  >
                    <Pencil aria-hidden="true" className="size-4" /> Edit
                  </Link>
                  <Link
                    to={`${DELIVERY_ADDRESS_PATH}?delete=${address.id}`}
                    preventScrollReset
                    className="flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 hover:text-sale-600"
                    aria-label={`Delete the address of ${address.firstname} ${address.lastname}, ${address.street[0] ?? ''}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Delete
                  </Link>
                </div>
              </div>
            ))}
          </fieldset>
          <button
            type="submit"
            name="intent"
            value="choose"
            disabled={navigation.state !== 'idle'}
            className={primaryButton('min-h-12 rounded-xl px-6')}
          >
            Deliver to this address
          </button>
        </Form>
      )}
      {(modal?.kind === 'add' || modal?.kind === 'edit') && (
        <AddressModal
          address={modal.kind === 'edit' ? modal.address : null}
          prefill={prefill}
          place={place}
          onClose={closeModal}
          fieldErrors={fieldErrors}
          message={message}
        />
      )}
      {modal?.kind === 'delete' && <DeleteModal address={modal.address} onClose={closeModal} />}
    </CheckoutLayout>
  );
}

function AddressModal({
  address,
  prefill,
  place,
  onClose,
  fieldErrors,
  message,
}: {
  address: Address | null;
  prefill: { firstname: string; lastname: string; telephone: string | null };
  place: { province: number | null; city: number | null; barangay: number | null } | null;
  onClose(): void;
  fieldErrors: Record<string, string> | undefined;
  message: string | null;
}) {
  const titleId = useId();
  const initial = address
    ? {
        provinceId: String(address.region_id),
        cityId: String(address.city_id),
        barangayId: optionalId(address.township_id),
      }
    : {
        provinceId: optionalId(place?.province),
        cityId: optionalId(place?.city),
        barangayId: optionalId(place?.barangay),
      };
  return (
    <CardDialog open onClose={onClose} labelledBy={titleId} width="lg">
      <h2 id={titleId} className="text-xl font-extrabold">
        {address ? 'Update address' : 'Add new address'}
      </h2>
      <AddressForm
        key={address?.id ?? 'new'}
        address={address}
        prefill={address ? undefined : prefill}
        cancelTo={DELIVERY_ADDRESS_PATH}
        serverErrors={fieldErrors}
        serverMessage={message}
        hiddenFields={{ intent: 'save', id: address ? String(address.id) : '' }}
        renderPlace={({ errors, onPostcode }) => (
          <PlacePicker
            formFields
            required
            errors={errors}
            initial={initial}
            onChange={(choice) => onPostcode(choice.barangay?.postcode ?? null)}
          />
        )}
      />
    </CardDialog>
  );
}

function optionalId(id: number | null | undefined): string | null {
  return id ? String(id) : null;
}

function DeleteModal({ address, onClose }: { address: Address; onClose(): void }) {
  const titleId = useId();
  const navigation = useNavigation();
  return (
    <CardDialog open onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="text-xl font-extrabold">
        Delete this address?
      </h2>
      <AddressSummary address={address} />
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="id" value={address.id} />
        <button
          type="submit"
          name="intent"
          value="delete"
          disabled={navigation.state !== 'idle'}
          className="min-h-11 rounded-xl bg-sale-600 px-4 font-bold text-white hover:bg-sale-600/90"
        >
          Delete address
        </button>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-xl px-4 font-semibold text-stone-700 hover:bg-stone-100"
        >
          Keep it
        </button>
      </Form>
    </CardDialog>
  );
}

import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { data } from 'react-router';
import type { Route } from './+types/customer-address-form';
import { AccountLayout } from '../features/customers/account/account-nav';
import { saveAddressAction } from '../features/customers/addresses/address-actions';
import { AddressForm } from '../features/customers/addresses/address-form';
import { requireCustomer } from '../features/customers/api/session';
import { PlacePicker } from '../features/location/place-picker';

/** /customer/address/new and /customer/address/{id}: one form for both. */
function addressId(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.address ? 'Edit address' : 'New address'} — ${STORE_BRAND}` },
];

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(context, { request, url });
  const id = addressId(params);
  if (id === null) return { address: null };
  // Only the customer's own addresses: anything else is not found (spec §6, DESIGN rule 9).
  const address = customer.addresses.find((a) => a.id === id && !a.extension_attributes.store_pickup);
  if (!address) throw data(null, { status: 404 });
  return { address };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return saveAddressAction(context, request, addressId(params));
}

export default function AddressFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { address } = loaderData;
  return (
    <AccountLayout title={address ? 'Edit address' : 'Add new address'}>
      <AddressForm
        key={address?.id ?? 'new'}
        address={address}
        serverErrors={actionData?.fieldErrors}
        serverMessage={actionData?.message}
        renderPlace={({ errors, onPostcode }) => (
          <PlacePicker
            formFields
            required
            errors={errors}
            initial={{
              provinceId: address ? String(address.region_id) : null,
              cityId: address ? String(address.city_id) : null,
              barangayId: address?.township_id ? String(address.township_id) : null,
            }}
            onChange={(choice) => onPostcode(choice.barangay?.postcode ?? null)}
          />
        )}
      />
    </AccountLayout>
  );
}

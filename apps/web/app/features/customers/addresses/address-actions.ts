import { ACCOUNT_MESSAGES, normalisePhone } from '@sulit/domain/customers/customer-validation';
import { COUNTRY_ID } from '@sulit/domain/shared/store-constants';
import type { Address } from '@sulit/contracts/customers';
import { data, redirect, type AppLoadContext } from 'react-router';
import { errorMessage } from '../../../lib/http/client';
import { serverApi } from '../../../lib/http/server-client';
import { deleteAddress } from '../api/delete-address';
import { saveAddress } from '../api/save-address';
import { expiredRedirect } from '../api/session';
import { validateAddress } from './address-validation';

type Saved = 'created' | 'updated' | 'deleted';
/** The address book's own answer after a change: back to the book with its notice. */
const toAddressBook = (saved: Saved) => `/customer/address?saved=${saved}`;

/**
 * Create (id null) or update an address through POST /rest/V1/ld-customer-address; `next` says where the
 * shopper goes with the saved address (checkout keeps them in checkout).
 */
export async function saveAddressAction(
  context: AppLoadContext,
  request: Request,
  id: number | null,
  next: (saved: Saved, address: Address) => string = (saved) => toAddressBook(saved),
  formData?: FormData,
) {
  const form = formData ?? (await request.formData());
  const failedMessage = id === null ? ACCOUNT_MESSAGES.addressCreateFailed : ACCOUNT_MESSAGES.addressUpdateFailed;
  const fieldErrors = validateAddress(form);
  if (Object.keys(fieldErrors).length) return data({ message: failedMessage, fieldErrors }, { status: 400 });
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const optional = (name: string) => text(name) || null;
  const res = await saveAddress(serverApi(context, request), {
    address: {
      ...(id === null ? {} : { id }),
      firstname: text('firstname'),
      lastname: text('lastname'),
      telephone: normalisePhone(text('telephone')) ?? text('telephone'),
      street: [text('street')],
      building_name: optional('building_name'),
      landmark: optional('landmark'),
      location_label: optional('location_label'),
      township_id: Number(text('township_id')),
      country_id: COUNTRY_ID,
      default_shipping: form.get('default_shipping') === 'on',
      default_billing: form.get('default_billing') === 'on',
      save_in_address_book: true,
    },
  });
  if (res.status === 401) throw expiredRedirect();
  if (!res.ok || !res.body) {
    const details = (res.body as { details?: { fields?: Record<string, string> } } | null)?.details;
    return data(
      { message: errorMessage(res.body) ?? failedMessage, fieldErrors: details?.fields ?? {} },
      { status: res.status || 502 },
    );
  }
  return redirect(next(id === null ? 'created' : 'updated', res.body.address));
}

export async function deleteAddressAction(
  context: AppLoadContext,
  request: Request,
  next: string = toAddressBook('deleted'),
  formData?: FormData,
) {
  const form = formData ?? (await request.formData());
  const id = Number(form.get('id'));
  const res = await deleteAddress(serverApi(context, request), { address: { id } });
  if (res.status === 401) throw expiredRedirect();
  if (!res.ok) {
    return data(
      { ok: false, message: errorMessage(res.body) ?? 'The address could not be deleted.' },
      { status: res.status || 502 },
    );
  }
  return redirect(next);
}

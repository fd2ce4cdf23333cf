import { ACCOUNT_MESSAGES } from '@sulit/domain/customers/customer-validation';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { Pencil, Plus, Trash2 } from '../components/icons';
import { useEffect, useState } from 'react';
import { data, Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router';
import { toast } from '../lib/toast';
import type { Route } from './+types/customer-address-book';
import { AccountLayout } from '../features/customers/account/account-nav';
import { AddressSummary } from '../features/customers/account/address-summary';
import { deleteAddressAction } from '../features/customers/addresses/address-actions';
import { requireCustomerRenewed } from '../features/customers/api/session';
import { primaryButton } from '../components/button';
import { Section } from '../components/section';

export const meta: Route.MetaFunction = () => [{ title: `Address book — ${STORE_BRAND}` }];

/** A renewed session's cookies (set by the loader) reach the browser. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { customer, headers } = await requireCustomerRenewed(context, { request, url });
  return data(
    {
      delivery: customer.addresses.filter((a) => !a.extension_attributes.store_pickup),
      pickup: customer.addresses.filter((a) => a.extension_attributes.store_pickup),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteAddressAction(context, request);
}

const SAVED_MESSAGES: Record<string, string> = {
  created: ACCOUNT_MESSAGES.addressCreated,
  updated: ACCOUNT_MESSAGES.addressUpdated,
  deleted: ACCOUNT_MESSAGES.addressDeleted,
};

export default function AddressBook({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState<number | null>(null);

  useEffect(() => {
    const saved = params.get('saved');
    const message = saved ? SAVED_MESSAGES[saved] : undefined;
    if (!message) return;
    toast.success(message, { id: `address-${saved}` });
    setParams({}, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  useEffect(() => {
    if (failure && 'message' in failure && failure.message) toast.error(failure.message);
  }, [failure]);

  return (
    <AccountLayout title="Address book">
      <div className="mb-4 flex justify-end">
        <Link
          to="/customer/address/new"
          className={primaryButton('inline-flex min-h-11 items-center gap-2 rounded-xl px-4')}
        >
          <Plus aria-hidden="true" className="size-5" /> Add new address
        </Link>
      </div>
      {loaderData.delivery.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          You have no saved delivery addresses yet. Your first address becomes your default delivery and billing
          address.
        </p>
      ) : (
        <ul aria-label="Delivery addresses" className="grid gap-4 md:grid-cols-2">
          {loaderData.delivery.map((address) => (
            <li key={address.id} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
              <AddressSummary address={address} />
              {confirming === address.id ? (
                <Form method="post" className="mt-auto rounded-xl bg-sale-50 p-3" aria-label="Confirm delete">
                  <input type="hidden" name="id" value={address.id} />
                  <p className="mb-2 text-sm font-semibold text-sale-600">Delete this address?</p>
                  <div className="flex gap-2">
                    <button
                      type="submit"
                      disabled={navigation.state === 'submitting'}
                      className="min-h-11 rounded-lg bg-sale-600 px-4 text-sm font-bold text-white"
                    >
                      Yes, delete
                    </button>
                    <button
                      type="button"
                      onClick={() => setConfirming(null)}
                      className="min-h-11 rounded-lg px-4 text-sm font-semibold text-stone-800 hover:bg-white"
                    >
                      Keep it
                    </button>
                  </div>
                </Form>
              ) : (
                <div className="mt-auto flex gap-2">
                  <Link
                    to={`/customer/address/${address.id}`}
                    aria-label={`Edit address of ${address.firstname} ${address.lastname}, ${address.street[0] ?? ''}`}
                    className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    <Pencil aria-hidden="true" className="size-4" /> Edit
                  </Link>
                  <button
                    type="button"
                    onClick={() => setConfirming(address.id)}
                    aria-label={`Delete address of ${address.firstname} ${address.lastname}, ${address.street[0] ?? ''}`}
                    className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-sale-600 hover:bg-sale-50"
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Delete
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {loaderData.pickup.length > 0 && (
        <Section title="Store pickup" className="mt-8" titleClassName="mb-3 text-lg font-extrabold">
          <ul className="grid gap-4 md:grid-cols-2">
            {loaderData.pickup.map((address) => (
              <li key={address.id} className="rounded-2xl border border-stone-200 bg-white p-4">
                <AddressSummary address={address} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </AccountLayout>
  );
}

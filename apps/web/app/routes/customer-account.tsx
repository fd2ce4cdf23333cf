import { displayPhone } from '@sulit/domain/customers/customer-validation';
import { formatMembershipCode } from '@sulit/domain/membership/membership-code';
import { formatDate } from '@sulit/domain/shared/date-format';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { data, Link } from 'react-router';
import type { Route } from './+types/customer-account';
import { AccountLayout } from '../features/customers/account/account-nav';
import { AddressSummary } from '../features/customers/account/address-summary';
import { requireCustomerRenewed } from '../features/customers/api/session';
import { Section } from '../components/section';
import { ProductRail } from '../features/catalog/product-rail';
import { toTile } from '../features/catalog/tile';
import { getPastPurchaseCards } from '../features/orders/api/get-past-purchase-cards';
import { getAccessHistory } from '../features/support/api/get-access-history';
import { SupportAccessHistory } from '../features/support/access-history';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => [{ title: `My account — ${STORE_BRAND}` }];

/** A renewed session's cookies (set by the loader) reach the browser. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { customer, headers } = await requireCustomerRenewed(context, { request, url });
  const api = serverApi(context, request);
  // "Buy it again" is a convenience: the account page stands without it.
  const [bought, supportAccess] = await Promise.all([
    getPastPurchaseCards(api).catch(() => ({ items: [] })),
    getAccessHistory(api),
  ]);
  return data(
    {
      customer,
      supportAccess,
      welcome: url.searchParams.get('welcome') === '1',
      buyAgain: bought.items.map(toTile),
    },
    { headers },
  );
}

export default function CustomerAccount({ loaderData }: Route.ComponentProps) {
  const { customer, supportAccess, welcome, buyAgain } = loaderData;
  const ext = customer.extension_attributes;
  const delivery = customer.addresses.filter((a) => !a.extension_attributes.store_pickup);
  const defaultAddress = delivery.find((a) => a.default_shipping) ?? null;
  return (
    <AccountLayout title={`Hello, ${customer.firstname}`}>
      {welcome && (
        <p role="status" className="mb-4 rounded-xl bg-brand-50 p-4 text-brand-900">
          Welcome to {STORE_BRAND}! Your account is ready.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Section
          title="Contact information"
          className="rounded-2xl border border-stone-200 bg-white p-4"
          titleClassName="mb-2 font-extrabold"
        >
          <p className="text-sm">
            {customer.firstname} {customer.lastname}
          </p>
          <p className="text-sm text-stone-700">{customer.email}</p>
          {ext.phone && <p className="text-sm text-stone-700">{displayPhone(ext.phone)}</p>}
          <p className="mt-2 text-sm text-stone-700">
            Newsletter: {customer.is_subscribed ? 'subscribed' : 'not subscribed'}
          </p>
          <Link
            to="/customer/account/edit"
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            Edit account information
          </Link>
        </Section>
        <Section
          title="Membership"
          className="rounded-2xl border border-stone-200 bg-white p-4"
          titleClassName="mb-2 font-extrabold"
        >
          {ext.membership_info ? (
            <>
              <p className="text-sm">
                {ext.membership_info.package} member · card {formatMembershipCode(ext.membership_info.code)}
                {ext.membership_info.expired_date && (
                  <>
                    {' '}
                    · {ext.is_membership ? 'valid until' : 'expired on'} {formatDate(ext.membership_info.expired_date)}
                  </>
                )}
              </p>
              <Link
                to="/my-membership"
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
              >
                {ext.is_membership ? 'My membership' : 'Renew my membership'}
              </Link>
            </>
          ) : (
            <>
              <p className="text-sm text-stone-700">You are not a member yet. Members buy at club prices.</p>
              <Link
                to="/lofcustomermembership/buy"
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
              >
                Become a member
              </Link>
            </>
          )}
        </Section>
        <Section
          title="Default delivery address"
          className="rounded-2xl border border-stone-200 bg-white p-4 md:col-span-2"
          titleClassName="mb-2 font-extrabold"
        >
          {defaultAddress ? (
            <AddressSummary address={defaultAddress} />
          ) : (
            <p className="text-sm text-stone-700">You have not saved a delivery address yet.</p>
          )}
          <Link
            to="/customer/address"
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            Manage addresses
          </Link>
        </Section>
        <SupportAccessHistory history={supportAccess} />
      </div>
      {buyAgain.length > 0 && (
        <section aria-labelledby="buy-it-again" className="mt-6">
          <h2 id="buy-it-again" className="mb-3 text-xl font-extrabold tracking-tight">
            Buy it again
          </h2>
          <ProductRail products={buyAgain} labelledBy="buy-it-again" columns={4} eager={0} />
        </section>
      )}
    </AccountLayout>
  );
}

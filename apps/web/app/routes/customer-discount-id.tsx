import type { MyDiscountId } from '@sulit/contracts/discounts';
import {
  SPECIAL_DISCOUNT_WEEKLY_DISCOUNT_CAP,
  SPECIAL_DISCOUNT_WEEKLY_PURCHASE_CAP,
} from '@sulit/domain/discounts/special-discount';
import { formatDate } from '@sulit/domain/shared/date-format';
import { formatPeso } from '@sulit/domain/shared/money';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/customer-discount-id';
import { noindexTags } from '../features/content/seo';
import { AccountLayout } from '../features/customers/account/account-nav';
import { requireCustomer } from '../features/customers/api/session';
import { getMyDiscountId } from '../features/discounts/api/discount-id';
import { DiscountIdForm } from '../features/discounts/discount-id-form';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('Senior citizen / PWD discount');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

/** Issue 36, decision 038: the shopper's senior citizen or PWD ID, its check, and this week's allowance. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  return getMyDiscountId(serverApi(context, request));
}

const STATUS_LOOK: Record<NonNullable<MyDiscountId['id']>['status'], string> = {
  pending: 'bg-amber-50 text-amber-900',
  verified: 'bg-brand-50 text-brand-900',
  rejected: 'bg-red-50 text-red-900',
  replaced: 'bg-stone-100 text-stone-800',
};

function CurrentId({ id }: { id: NonNullable<MyDiscountId['id']> }) {
  return (
    <section aria-labelledby="current-id" className="mb-6 max-w-xl rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="current-id" className="mb-2 text-lg font-bold">
        Your ID
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">Kind</dt>
        <dd>{id.kind_label}</dd>
        <dt className="text-stone-600">ID number</dt>
        <dd>{id.id_number}</dd>
        <dt className="text-stone-600">Name on the ID</dt>
        <dd>{id.holder_name}</dd>
        <dt className="text-stone-600">Sent</dt>
        <dd>{formatDate(id.submitted_at)}</dd>
      </dl>
      <p role="status" className={`mt-3 rounded-xl p-3 text-sm font-semibold ${STATUS_LOOK[id.status]}`}>
        {id.status_text}
      </p>
    </section>
  );
}

export default function CustomerDiscountId({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { id } = loaderData;
  return (
    <AccountLayout title="Senior citizen / PWD discount">
      <p className="mb-4 max-w-prose text-stone-700">
        Senior citizens and persons with disability get 5% off basic necessities and prime commodities, on up to{' '}
        {formatPeso(SPECIAL_DISCOUNT_WEEKLY_PURCHASE_CAP)} of purchases a week (Monday to Sunday). Add your ID once; we
        check it, and the discount then shows in your cart on the goods that qualify. Show the ID to our rider or at
        pickup.
      </p>
      {id && <CurrentId id={id} />}
      {id?.status === 'verified' && (
        <p className="mb-6 max-w-xl rounded-xl bg-stone-100 p-4 text-sm text-stone-800">
          {loaderData.discount_left > 0 ? (
            <>
              This week you can still buy <strong>{formatPeso(loaderData.purchase_left)}</strong> of qualifying goods
              with the discount, up to <strong>{formatPeso(loaderData.discount_left)}</strong> off.
            </>
          ) : (
            <>
              You have used this week’s discount ({formatPeso(SPECIAL_DISCOUNT_WEEKLY_DISCOUNT_CAP)} a week). It starts
              again on Monday.
            </>
          )}
        </p>
      )}
      <h2 className="mb-2 text-lg font-bold">{id ? 'Send a new ID' : 'Add your ID'}</h2>
      {id && (
        <p className="mb-3 max-w-prose text-sm text-stone-600">
          A new ID takes the place of the one above and is checked again before the discount applies.
        </p>
      )}
      <DiscountIdForm onUploaded={() => void revalidator.revalidate()} />
    </AccountLayout>
  );
}

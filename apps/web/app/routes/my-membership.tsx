import { Button, ButtonLink } from '../components/button';
import { Fact } from '../components/fact';
import type { MembershipProduct } from '@sulit/contracts/membership';
import { formatDate } from '@sulit/domain/shared/date-format';
import { membershipLineProductId } from '@sulit/domain/membership/membership-terms';
import { formatPeso } from '@sulit/domain/money';
import { useState } from 'react';
import { data, useSearchParams } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/my-membership';
import { addToCart } from '../features/cart/cart-store';
import { requireCustomerRenewed } from '../features/customers/api/session';
import { LinkCardDialog } from '../features/membership/link-card-dialog';
import { getMembershipProducts } from '../features/membership/api/get-membership-products';
import { getMyMembership } from '../features/membership/api/get-my-membership';
import { MembershipCard, packageName } from '../features/membership/membership-card';
import { TitledDialog } from '../components/titled-dialog';
import { AddMembershipButton, type AddMembership } from '../features/membership/package-list';

export const meta: Route.MetaFunction = () => noindexTags('My membership');
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const addMembershipToCart: AddMembership = (product) =>
  addToCart({ sku: product.sku, name: product.name, id: membershipLineProductId(product.sku) });

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { headers } = await requireCustomerRenewed(context, { request, url });
  const [mine, products] = await Promise.all([getMyMembership(context, true), getMembershipProducts(context)]);
  headers.set('cache-control', 'private, no-store');
  return data({ mine, products }, { headers });
}

function byIntent(products: MembershipProduct[], intent: MembershipProduct['intent']): MembershipProduct | undefined {
  return products.find((p) => p.intent === intent);
}

/** /my-membership (spec §2): the card, its status, and the renewal, extension and upgrade actions. */
export default function MyMembershipPage({ loaderData }: Route.ComponentProps) {
  const { mine, products } = loaderData;
  const [params, setParams] = useSearchParams();
  const [linking, setLinking] = useState(false);
  const renewOpen = params.get('renew') === '1';
  const closeRenew = () => {
    const next = new URLSearchParams(params);
    next.delete('renew');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const membership = mine?.membership ?? null;
  const renew = byIntent(products, 'renew');
  const extend = byIntent(products, 'extend');
  const upgrade = byIntent(products, 'upgrade');

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-extrabold">My membership</h1>
      {!membership || !mine ? (
        <section className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
          <p>You have no membership on this account yet. Members shop at club prices online and in our stores.</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink look="primary" to="/lofcustomermembership/buy">
              Buy a membership
            </ButtonLink>
            <Button look="secondary" onClick={() => setLinking(true)}>
              Link my card
            </Button>
          </div>
        </section>
      ) : (
        <>
          <MembershipCard membership={membership} status={mine.status} />
          {membership.is_expired ? (
            <p role="alert" className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-900">
              Your membership expired on {formatDate(membership.expired_date)}. Renew it to check out goods again.
            </p>
          ) : membership.about_to_expire ? (
            <p role="status" className="rounded-xl bg-sun-100 p-4 font-semibold">
              Your membership expires in {membership.remaining_days} day{membership.remaining_days === 1 ? '' : 's'}.
              Renew early: a full year is added to your current expiry date.
            </p>
          ) : null}
          <dl className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2">
            <Fact term="Package">{packageName(membership.package)}</Fact>
            <Fact term="Member since this term">{formatDate(membership.starts_on)}</Fact>
            <Fact term="Rebates">
              {membership.can_use_rebates ? 'Earning rebates on purchases' : 'Available with Business or Executive'}
            </Fact>
            {membership.renew_price !== null && <Fact term="Renewal price">{formatPeso(membership.renew_price)}</Fact>}
          </dl>
          <section aria-labelledby="actions-title" className="space-y-3">
            <h2 id="actions-title" className="text-xl font-extrabold">
              Renew, extend or upgrade
            </h2>
            <p className="text-sm text-stone-700">
              The upgrade to Executive keeps your card number and expiry date; you pay the difference for the months
              left on your card.
            </p>
            <div className="flex flex-wrap gap-3">
              {renew && (
                <AddMembershipButton
                  product={renew}
                  label={`Renew for ${formatPeso(renew.final_price)}`}
                  onAdd={addMembershipToCart}
                />
              )}
              {extend && membership.package === 'PREMIUM' && (
                <AddMembershipButton
                  product={extend}
                  label={`Extend 6 months for ${formatPeso(extend.final_price)}`}
                  onAdd={addMembershipToCart}
                />
              )}
              {upgrade && membership.package !== 'EXECUTIVE' && !membership.is_expired && (
                <AddMembershipButton
                  product={upgrade}
                  label={`Upgrade to Executive for ${formatPeso(membership.upgrade_price ?? upgrade.final_price)}`}
                  onAdd={addMembershipToCart}
                />
              )}
            </div>
          </section>
        </>
      )}

      <TitledDialog
        open={renewOpen && renew !== undefined}
        onClose={closeRenew}
        title="Renew your membership"
        titleId="renew-title"
      >
        {membership && (
          <p>
            Card {membership.display_code} {membership.is_expired ? 'expired' : 'expires'} on{' '}
            {formatDate(membership.expired_date)}. Renewing adds a year
            {membership.is_expired ? ' from today' : ' to your current expiry date'}.
          </p>
        )}
        {renew && (
          <div onClickCapture={closeRenew}>
            <AddMembershipButton
              product={renew}
              label={`Add renewal to cart — ${formatPeso(renew.final_price)}`}
              onAdd={addMembershipToCart}
            />
          </div>
        )}
      </TitledDialog>

      <LinkCardDialog open={linking} onClose={() => setLinking(false)} signedIn redirectTo="/my-membership" />
    </div>
  );
}

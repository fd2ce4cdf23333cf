import { Button } from '../components/button';
import { STORE_BRAND } from '@sulit/domain/store-constants';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/membership-buy';
import { addToCart } from '../features/cart/cart-store';
import { getCustomer } from '../features/customers/api/session';
import { CcSignupDialog } from '../features/membership/cc-signup-dialog';
import { LinkCardDialog } from '../features/membership/link-card-dialog';
import { getMembershipProducts } from '../features/membership/api/get-membership-products';
import { getStickyNudge } from '../features/membership/api/get-sticky-nudge';
import { TitledDialog } from '../components/titled-dialog';
import { RenewalLookup } from '../features/membership/renewal-lookup';
import { type AddMembership, HowToApply, PackageList } from '../features/membership/package-list';
import { membershipLineProductId } from '@sulit/domain/membership/membership-terms';
import { Section } from '../components/section';

export const meta: Route.MetaFunction = () => [{ title: `Buy membership — ${STORE_BRAND}` }];
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** A membership card joins the cart under its line id (a stable negative id per sku). */
const addMembershipToCart: AddMembership = (product) =>
  addToCart({ sku: product.sku, name: product.name, id: membershipLineProductId(product.sku) });

export async function loader({ request, context }: Route.LoaderArgs) {
  const [products, customer, nudge] = await Promise.all([
    getMembershipProducts(context),
    getCustomer(context, request),
    getStickyNudge(context),
  ]);
  return {
    products,
    signedIn: customer !== null,
    isMember: customer?.extension_attributes.is_membership ?? false,
    expired: customer?.extension_attributes.membership_info?.status === 'inactive',
    nudge,
  };
}

/**
 * /lofcustomermembership/buy (spec §2): packages from the database; `showPopup=apply` opens the
 * premium-required modal (checkout sends non-members here); how to apply; link an existing card.
 */
export default function MembershipBuy({ loaderData }: Route.ComponentProps) {
  const { products, signedIn, isMember, expired, nudge } = loaderData;
  const [params, setParams] = useSearchParams();
  const [linking, setLinking] = useState(false);
  const [applyingCard, setApplyingCard] = useState(false);
  const creditCard = products.find((p) => p.intent === 'credit-card');
  const applyOpen = params.get('showPopup') === 'apply';
  const closeApply = () => {
    const next = new URLSearchParams(params);
    next.delete('showPopup');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 pb-28">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold">Become a {STORE_BRAND} member</h1>
        <p className="max-w-2xl text-stone-700">
          Members shop at club prices online and in all five stores. Pick a package, add it to your cart and check out —
          no delivery slot needed.
        </p>
        {isMember && (
          <p role="status" className="rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">
            You are already a member. See{' '}
            <Link to="/my-membership" className="underline">
              My Membership
            </Link>{' '}
            to renew or upgrade.
          </p>
        )}
        {expired && (
          <p role="status" className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-900">
            Your membership has expired.{' '}
            <Link to="/my-membership?renew=1" className="underline">
              Renew it
            </Link>{' '}
            to check out goods again.
          </p>
        )}
      </header>

      <Section title="Membership packages" className="space-y-4" titleClassName="text-2xl font-extrabold">
        <PackageList products={products} onAdd={addMembershipToCart} onApplyCreditCard={() => setApplyingCard(true)} />
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <p className="font-semibold">Already have a membership card?</p>
        <Button look="secondary" onClick={() => setLinking(true)}>
          Link my card
        </Button>
      </div>

      <RenewalLookup products={products} onAdd={addMembershipToCart} onLink={() => setLinking(true)} />

      <HowToApply />

      <CcSignupDialog
        open={applyingCard}
        onClose={() => setApplyingCard(false)}
        signedIn={signedIn}
        promo={creditCard?.description ?? ''}
      />

      <TitledDialog open={applyOpen} onClose={closeApply} title="Membership required" titleId="premium-required-title">
        <p>
          Only members can check out goods. Add a Premium, Business or Executive membership to your cart — it checks out
          with your order — or link the card you already have.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button look="primary" onClick={closeApply}>
            Choose a package
          </Button>
          <Button
            look="secondary"
            onClick={() => {
              closeApply();
              setLinking(true);
            }}
          >
            I have a card
          </Button>
        </div>
      </TitledDialog>

      <LinkCardDialog
        open={linking}
        onClose={() => setLinking(false)}
        signedIn={signedIn}
        redirectTo="/lofcustomermembership/buy"
      />

      {nudge?.show && (
        <aside
          aria-label="Membership"
          className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur"
        >
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-extrabold">{nudge.title}</p>
              <p className="text-sm text-stone-700">{nudge.message}</p>
            </div>
            <Link
              to={nudge.cta_link}
              className="inline-flex min-h-11 items-center rounded-lg bg-sun-400 px-4 font-bold text-brand-950 hover:bg-sun-300"
            >
              {nudge.cta_label}
            </Link>
          </div>
        </aside>
      )}
    </div>
  );
}

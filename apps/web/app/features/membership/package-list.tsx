import type { MembershipProduct } from '@sulit/contracts/membership';
import { formatPeso } from '@sulit/domain/money';
import { ShoppingCart } from '../../components/icons';
import { packageName } from './membership-card';
import { Section } from '../../components/section';

/** The route passes the cart's add (features do not import each other). */
export type AddMembership = (product: MembershipProduct) => void;

/** Adds a membership card to the cart; the server answers 'Add new membership to cart failed' when it refuses. */
export function AddMembershipButton({
  product,
  label,
  onAdd,
}: {
  product: MembershipProduct;
  label?: string;
  onAdd: AddMembership;
}) {
  return (
    <button
      type="button"
      onClick={() => onAdd(product)}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      {label ?? `Add ${product.name} to cart`}
    </button>
  );
}

/** The packages for a New Application (and Premium with the credit card), as cards with their prices. */
export function PackageList({
  products,
  onAdd,
  onApplyCreditCard,
}: {
  products: MembershipProduct[];
  onAdd: AddMembership;
  /** Premium with the credit card is applied for, not bought */
  onApplyCreditCard: () => void;
}) {
  const offered = products.filter(
    (p) => p.intent === 'buy-new' || p.intent === 'upgrade' || p.intent === 'credit-card',
  );
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {offered.map((p) => (
        <li key={p.sku} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5">
          <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{packageName(p.package)}</p>
          <h3 className="mt-1 text-lg font-extrabold">{p.name}</h3>
          {/* words for screen readers in the text itself: aria-label is not allowed on a <p> (vnu, issue 29) */}
          <p className="mt-2 text-2xl font-extrabold">
            <span className="sr-only">Price </span>
            {formatPeso(p.final_price)}
            {p.final_price < p.price && (
              <s className="ml-2 text-base font-semibold text-stone-500">
                <span className="sr-only">was </span>
                {formatPeso(p.price)}
              </s>
            )}
          </p>
          <p className="mt-2 flex-1 text-sm text-stone-700">{p.description}</p>
          <div className="mt-4">
            {p.intent === 'credit-card' ? (
              <button
                type="button"
                onClick={onApplyCreditCard}
                className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-4 font-bold text-brand-800 hover:bg-brand-50"
              >
                Apply for the card
              </button>
            ) : (
              <AddMembershipButton product={p} label="Add to cart" onAdd={onAdd} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** spec §2 how-to pages: applying for membership, in four steps. */
export function HowToApply() {
  return (
    <Section
      title="How to apply online"
      className="rounded-2xl bg-brand-50 p-5"
      titleClassName="text-xl font-extrabold"
    >
      <ol className="mt-3 list-decimal space-y-2 pl-5">
        <li>Log in or create your online account.</li>
        <li>Choose Premium, Business or Executive and add it to your cart.</li>
        <li>Check out: membership needs no delivery slot and no billing address.</li>
        <li>Once paid, your membership is active right away with your card number on My Membership.</li>
      </ol>
      <p className="mt-3 text-sm">
        Already have a card from a store or a partner fuel card? Link it to your account instead.
      </p>
    </Section>
  );
}

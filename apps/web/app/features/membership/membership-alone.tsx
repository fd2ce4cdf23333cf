import type { CartProduct } from '@sulit/contracts/cart';
import { Link } from 'react-router';
import { CART_PATH } from '@sulit/domain/checkout/checkout-constants';
import { formatPeso } from '@sulit/domain/shared/money';
import { primaryButton } from '../../components/button';

/** The payment step for the membership card alone (decision 026): the groceries stay in the cart. */
export const MEMBERSHIP_ALONE_PATH = '/checkout-payment-method?membershipOnly=1';

/** A cart holding a membership card and groceries may check out the card alone. */
export const offersMembershipAlone = (lines: readonly CartProduct[]) =>
  lines.some((l) => l.is_membership) && lines.some((l) => !l.is_membership);

/** Beside the cart's summary: buy the membership now, keep the groceries for later. */
export function MembershipAloneOffer({ lines }: { lines: readonly CartProduct[] }) {
  if (!offersMembershipAlone(lines)) return null;
  return (
    <section aria-labelledby="membership-alone-title" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="membership-alone-title" className="text-lg font-extrabold">
        Just the membership for now?
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Pay for your membership card on its own. Your groceries and your voucher stay in your cart for later.
      </p>
      <Link
        to={MEMBERSHIP_ALONE_PATH}
        className={primaryButton('mt-3 flex min-h-12 items-center justify-center rounded-xl text-base')}
      >
        Buy membership only
      </Link>
    </section>
  );
}

/** On the payment step: what is paid now and what stays. */
export function MembershipAloneNote({ lines }: { lines: readonly CartProduct[] }) {
  const cards = lines.filter((l) => l.is_membership);
  return (
    <div role="note" className="rounded-xl bg-brand-50 p-3 text-brand-950">
      <p className="font-semibold">You are buying only your membership:</p>
      <ul className="mt-1">
        {cards.map((card) => (
          <li key={card.line_id} className="flex justify-between gap-3">
            <span>{card.name}</span>
            <strong>{formatPeso(card.row_total)}</strong>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm">
        Your groceries stay in your cart for later.{' '}
        <Link to={CART_PATH} className="underline">
          Back to my cart
        </Link>
      </p>
    </div>
  );
}

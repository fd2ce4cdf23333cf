import type { CartProduct } from '@sulit/contracts/cart';
import { AlertTriangle, CheckCircle2 } from '../../components/icons';
import { Link, useLocation } from 'react-router';
import { useCart } from './cart-snapshot';
import { dismissRemoved, dismissStockProblem } from './cart-store';
import { primaryButton } from '../../components/button';
import { CardDialog } from '../../components/dialog';

const PROBLEM_TITLES = {
  out_of_stock: 'Out of stock',
  limited_stock: 'Limited stock',
  guest_limit: 'Guest limit',
} as const;

/**
 * The limited-stock, out-of-stock and guest-limit modals (spec §2), opened when the server reports one of them.
 * Rendered once for every page by the root (cart-problem-gate.tsx), so an add from a tile or a product page gets
 * the same answer as one from the cart page.
 */
export function StockProblemDialog() {
  const { stockProblem } = useCart();
  const { pathname, search } = useLocation();
  const title = PROBLEM_TITLES[stockProblem?.kind ?? 'limited_stock'];
  const here = `${pathname}${search}`;
  const loginParams = new URLSearchParams(search);
  loginParams.set('login', '1');
  return (
    <CardDialog open={stockProblem !== null} onClose={dismissStockProblem} labelledBy="stock-problem-title">
      <h2 id="stock-problem-title" className="flex items-center gap-2 text-xl font-extrabold">
        <AlertTriangle aria-hidden="true" className="size-6 text-amber-600" />
        {title}
      </h2>
      <p className="text-stone-800">{stockProblem?.message}</p>
      {stockProblem?.kind === 'limited_stock' && stockProblem.available !== null && (
        <p className="text-sm text-stone-700">
          Your cart keeps the quantity it had; you can add up to the amount left.
        </p>
      )}
      {stockProblem?.kind === 'guest_limit' ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={`${pathname}?${loginParams.toString()}`}
            onClick={dismissStockProblem}
            className={primaryButton('flex min-h-11 flex-1 items-center justify-center rounded-xl')}
          >
            Log in
          </Link>
          <Link
            to={`/customer/account/create?redirect=${encodeURIComponent(here)}`}
            onClick={dismissStockProblem}
            className="flex min-h-11 flex-1 items-center justify-center rounded-xl border border-brand-700 font-bold text-brand-800 hover:bg-brand-50"
          >
            Create an account
          </Link>
        </div>
      ) : (
        <button
          type="button"
          onClick={dismissStockProblem}
          className={primaryButton('flex min-h-11 w-full items-center justify-center rounded-xl')}
        >
          OK
        </button>
      )}
    </CardDialog>
  );
}

/** Spec §4: a removal is followed by a follow-up popup (undo, or carry on shopping). */
export function RemovedDialog({ onUndo }: { onUndo: (line: CartProduct) => void }) {
  const { removed } = useCart();
  return (
    <CardDialog open={removed !== null} onClose={dismissRemoved} labelledBy="removed-title">
      <h2 id="removed-title" className="flex items-center gap-2 text-xl font-extrabold">
        <CheckCircle2 aria-hidden="true" className="size-6 text-brand-700" />
        Item removed
      </h2>
      <p className="text-stone-800">
        <span className="font-semibold">{removed?.name}</span> is no longer in your cart.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={() => {
            if (removed) onUndo(removed);
            dismissRemoved();
          }}
          className="flex min-h-11 flex-1 items-center justify-center rounded-xl border border-brand-700 font-bold text-brand-800 hover:bg-brand-50"
        >
          Put it back
        </button>
        <button
          type="button"
          onClick={dismissRemoved}
          className={primaryButton('flex min-h-11 flex-1 items-center justify-center rounded-xl')}
        >
          Keep shopping here
        </button>
      </div>
      <Link
        to="/"
        onClick={dismissRemoved}
        className="block text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        Continue shopping
      </Link>
    </CardDialog>
  );
}

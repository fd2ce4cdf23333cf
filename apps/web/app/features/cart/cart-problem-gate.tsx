import { lazy, Suspense, useEffect, useState } from 'react';
import { useCart } from './cart-snapshot';

const StockProblemDialog = lazy(() => import('./cart-dialogs').then((m) => ({ default: m.StockProblemDialog })));

/**
 * The limited-stock, out-of-stock and guest-limit modals on every page: the cart store reports them from any
 * add (a tile, a product page, the quick view, the mini-cart), and the dialog's code loads with the first one.
 */
export function CartProblemGate() {
  const { stockProblem } = useCart();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (stockProblem) setWanted(true);
  }, [stockProblem]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <StockProblemDialog />
    </Suspense>
  );
}

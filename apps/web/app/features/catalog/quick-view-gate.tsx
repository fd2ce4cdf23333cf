import { lazy, Suspense, useEffect, useState } from 'react';

const QuickView = lazy(() => import('./quick-view').then((m) => ({ default: m.QuickView })));

/** Spec §2 "product detail (defaultScreen 1 or 2)": 1 opens on the overview, 2 on the details. */
export type QuickViewScreen = 1 | 2;

/**
 * One click listener for every quick-view button on the page (`data-quick-view="<product id>"`, and
 * `data-quick-view-screen="2"` to open on the details): tiles repeat dozens of times, so none of them holds a
 * hook or a handler. The dialog's code loads on the first click.
 */
export function QuickViewGate() {
  const [open, setOpen] = useState<{ id: number; screen: QuickViewScreen } | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('[data-quick-view]') : null;
      if (!(target instanceof HTMLElement)) return;
      const id = Number(target.dataset.quickView);
      if (!Number.isInteger(id) || id <= 0) return;
      event.preventDefault();
      setOpen({ id, screen: target.dataset.quickViewScreen === '2' ? 2 : 1 });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QuickView key={open.id} productId={open.id} defaultScreen={open.screen} onClose={() => setOpen(null)} />
    </Suspense>
  );
}

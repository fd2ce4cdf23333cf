import type { ListSummary } from '@sulit/contracts/lists';
import { ListPlus } from '../../components/icons';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../lib/toast';
import { browserApi } from '../../lib/http/browser-client';
import { GENERIC_FAILURE } from '../../lib/http/client';
import { fetchMyLists } from './api/fetch-my-lists';
import { loginFirst, signedInBrowser } from '../../lib/http/signed-in';

const AddToListSheet = lazy(() => import('./add-to-list-sheet').then((m) => ({ default: m.AddToListSheet })));

/**
 * "Add to list" for a product page, a product tile or the whole cart: pick one of my lists or name a new one.
 * Guests are asked to log in first, with this page remembered.
 */
export function AddToListButton({
  items,
  label = 'Add to list',
  className,
}: {
  items: { product_id: number; qty: number }[];
  label?: string;
  className?: string;
}) {
  const [mine, setMine] = useState<{ lists: ListSummary[]; defaultListId: number } | null>(null);

  async function open() {
    if (!signedInBrowser()) return loginFirst();
    try {
      const answer = await fetchMyLists(browserApi);
      setMine({
        lists: answer.all_lists.filter((l) => l.shared_by === null),
        defaultListId: answer.default_list_id,
      });
    } catch {
      toast.error(GENERIC_FAILURE);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        className={
          className ??
          'inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 font-bold text-brand-800 hover:bg-brand-50'
        }
      >
        <ListPlus aria-hidden="true" className="size-5" />
        {label}
      </button>
      {mine && (
        <Suspense fallback={null}>
          <AddToListSheet
            lists={mine.lists}
            defaultListId={mine.defaultListId}
            items={items}
            onClosed={() => setMine(null)}
          />
        </Suspense>
      )}
    </>
  );
}

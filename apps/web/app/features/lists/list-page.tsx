import type { ListDetail, ListProduct, ListToCartAnswer } from '@sulit/contracts/lists';
import { ListNameForm } from './list-name-form';
import { LIST_NAME_MAX } from '@sulit/domain/lists/list-rules';
import { Copy, Link2, ShoppingCart } from '../../components/icons';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { toast } from '../../lib/toast';
import { primaryButton } from '../../components/button';
import { TextField } from '../../components/text-field';
import { browserApi } from '../../lib/http/browser-client';
import { type ApiResult, errorMessage, GENERIC_FAILURE } from '../../lib/http/client';
import { loginFirst, signedInBrowser } from '../../lib/http/signed-in';
import { addListToCart } from './api/add-list-to-cart';
import { createList } from './api/create-list';
import { createShareLink } from './api/create-share-link';
import { removeList } from './api/remove-list';
import { removeListItem } from './api/remove-list-item';
import { renameList } from './api/rename-list';
import { revokeShareLinks } from './api/revoke-share-links';
import { shareListByEmail } from './api/share-list-by-email';
import { updateListItem } from './api/update-list-item';
import { ListFilterForm } from './list-filter-form';
import { ListProducts } from './list-products';
import { Section } from '../../components/section';

const outline =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 font-bold text-brand-800';

export interface ListPageProps {
  list: ListDetail;
  /** the share token the list was opened with (read-only view) */
  tk: string | null;
  filter: URLSearchParams;
  /** the cart feature's refresh after a list went into the cart */
  onCartChanged: () => void;
}

/** Shows the server's message of a write as a toast; answers whether it worked. */
function announce(res: ApiResult<{ message?: string }>): boolean {
  if (res.ok) toast.success(res.body?.message ?? '');
  else toast.error(errorMessage(res.body) ?? GENERIC_FAILURE);
  return res.ok;
}

/**
 * One list: its products at my store, sort and filter, putting the list (or chosen products) into the cart.
 * The owner renames, removes, edits items and shares by e-mail or link; a shared list is read-only and can be
 * copied into my own lists.
 */
export function ListPage({ list, tk, filter, onCartChanged }: ListPageProps) {
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [result, setResult] = useState<ListToCartAnswer | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const owner = !list.read_only;

  const choose = (productId: number, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(productId);
      else next.delete(productId);
      return next;
    });

  async function toCart(onlyChosen: boolean) {
    if (!signedInBrowser()) return loginFirst();
    const res = await addListToCart(browserApi, {
      ...(tk ? { tk } : { list_id: list.list_id }),
      ...(onlyChosen ? { product_ids: [...chosen] } : {}),
    });
    if (!res.ok || !res.body) return void toast.error(errorMessage(res.body) ?? GENERIC_FAILURE);
    setResult(res.body);
    toast.success(res.body.message);
    onCartChanged();
  }

  async function copy(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!signedInBrowser()) return loginFirst();
    const name = String(new FormData(event.currentTarget).get('list_name') ?? '');
    const res = await createList(browserApi, {
      list_name: name,
      ...(tk ? { copy_from_tk: tk } : { copy_from_list_id: list.list_id }),
    });
    if (announce(res) && res.body && 'list' in res.body) navigate(`/shopping-list/list?id=${res.body.list.list_id}`);
  }

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('list_name') ?? '');
    if (announce(await renameList(browserApi, list.list_id, name))) revalidate();
  }

  async function shareByEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('customer_email') ?? '');
    if (announce(await shareListByEmail(browserApi, list.list_id, email))) form.reset();
  }

  async function shareLink() {
    const res = await createShareLink(browserApi, list.list_id);
    if (!res.ok || !res.body) return void toast.error(errorMessage(res.body) ?? GENERIC_FAILURE);
    setShareUrl(res.body.url);
    await navigator.clipboard?.writeText(res.body.url).catch(() => undefined);
    toast.success('Share link ready: anyone with it can see this list, read-only.');
    revalidate();
  }

  async function revoke() {
    if (announce(await revokeShareLinks(browserApi, list.list_id))) {
      setShareUrl(null);
      revalidate();
    }
  }

  async function remove() {
    if (announce(await removeList(browserApi, list.list_id))) navigate('/shopping-list');
  }

  const edit = owner
    ? {
        onQty: async (p: ListProduct, qty: number) => {
          if (announce(await updateListItem(browserApi, list.list_id, p.product_id, { qty, note: p.note })))
            revalidate();
        },
        onRemove: async (p: ListProduct) => {
          if (announce(await removeListItem(browserApi, list.list_id, p.product_id))) revalidate();
        },
      }
    : undefined;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <BackToLists />
      <header className="space-y-1">
        <h1 className="text-3xl font-extrabold">{list.list_name}</h1>
        {list.shared_by && (
          <p className="text-stone-700">
            Shared by <strong>{list.shared_by}</strong>
          </p>
        )}
        {list.read_only && (
          <p className="inline-block rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold text-stone-800">
            Read-only
          </p>
        )}
      </header>

      <ListFilterForm keep={tk ? { tk } : { id: String(list.list_id) }} values={filter} />
      <ListProducts products={list.products} select={{ chosen, onChoose: choose }} {...(edit ? { edit } : {})} />

      <section aria-label="Add to cart" className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => toCart(false)}
          disabled={list.products.length === 0}
          className={primaryButton('inline-flex min-h-11 items-center gap-2 rounded-lg px-4 disabled:opacity-60')}
        >
          <ShoppingCart aria-hidden="true" className="size-5" />
          Add all to cart
        </button>
        <button
          type="button"
          onClick={() => toCart(true)}
          disabled={chosen.size === 0}
          className={`${outline} disabled:opacity-60`}
        >
          Add chosen to cart ({chosen.size})
        </button>
      </section>
      {result && result.not_added.length > 0 && (
        <div role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">Not added to your cart:</p>
          <ul className="list-disc pl-5">
            {result.not_added.map((p) => (
              <li key={p.sku}>
                {p.name}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}

      {!owner && (
        <Section
          title="Make it your own"
          className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4"
          titleClassName="text-lg font-extrabold"
        >
          <ListNameForm
            label="Name of your copy"
            defaultValue={`${list.list_name} (copy)`.slice(0, LIST_NAME_MAX)}
            onSubmit={copy}
          >
            <button type="submit" className={outline}>
              <Copy aria-hidden="true" className="size-5" />
              Copy to my lists
            </button>
          </ListNameForm>
        </Section>
      )}

      {owner && (
        <Section
          title="Manage this list"
          className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
          titleClassName="text-lg font-extrabold"
        >
          <ListNameForm label="List name" defaultValue={list.list_name} onSubmit={rename}>
            <button type="submit" className={outline}>
              Rename
            </button>
          </ListNameForm>
          <form onSubmit={shareByEmail} className="flex flex-wrap items-end gap-3">
            <TextField label="Share with (e-mail)" name="customer_email" type="email" required className="flex-1" />
            <button type="submit" className={outline}>
              Share
            </button>
          </form>
          <div className="space-y-2">
            <div className="flex flex-wrap gap-3">
              <button type="button" onClick={shareLink} className={outline}>
                <Link2 aria-hidden="true" className="size-5" />
                Share by link
              </button>
              {list.link_shared && (
                <button type="button" onClick={revoke} className={outline}>
                  Stop sharing by link
                </button>
              )}
            </div>
            {shareUrl && (
              <TextField
                label="Share link"
                name="share_url"
                readOnly
                value={shareUrl}
                onFocus={(e) => e.currentTarget.select()}
              />
            )}
          </div>
          {!list.is_default && (
            <button
              type="button"
              onClick={remove}
              className="min-h-11 rounded-lg px-4 font-bold text-sale-600 hover:bg-sale-50"
            >
              Remove this list
            </button>
          )}
        </Section>
      )}
    </div>
  );
}

/** The way back to all lists, above a list's page. */
export function BackToLists() {
  return (
    <nav className="text-sm">
      <Link to="/shopping-list" className="font-semibold text-brand-700 hover:underline">
        ← All shopping lists
      </Link>
    </nav>
  );
}

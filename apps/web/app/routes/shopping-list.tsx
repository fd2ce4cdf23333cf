import type { ListSummary } from '@sulit/contracts/lists';
import { formatDate } from '@sulit/domain/shared/date-format';
import { formatPeso } from '@sulit/domain/money';
import { type FormEvent } from 'react';
import { data, Link, useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/shopping-list';
import { requireCustomer } from '../features/customers/api/session';
import { AddToListButton } from '../features/lists/add-to-list-button';
import { ListNameForm } from '../features/lists/list-name-form';
import { createList } from '../features/lists/api/create-list';
import { getMyLists } from '../features/lists/api/get-my-lists';
import { getPastPurchases } from '../features/lists/api/get-past-purchases';
import { notFoundWhenOff } from '../features/lists/list-loaders';
import { browserApi } from '../lib/http/browser-client';
import { errorMessage, GENERIC_FAILURE } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';
import { primaryButton } from '../components/button';
import { Section } from '../components/section';

export const meta: Route.MetaFunction = () => noindexTags('Shopping lists');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** /shopping-list (spec §2): all my lists and the ones shared with me; a guest logs in first (path remembered). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const api = serverApi(context, request);
  const mine = await getMyLists(api).catch(notFoundWhenOff);
  const past = await getPastPurchases(api).catch(() => ({ items: [] }));
  return data({ mine, past: past.items });
}

export default function ShoppingListsPage({ loaderData }: Route.ComponentProps) {
  const { mine, past } = loaderData;
  const navigate = useNavigate();
  const own = mine.all_lists.filter((l) => l.shared_by === null);
  const shared = mine.all_lists.filter((l) => l.shared_by !== null);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('list_name') ?? '');
    const res = await createList(browserApi, { list_name: name });
    if (!res.ok || !res.body) return void toast.error(errorMessage(res.body) ?? GENERIC_FAILURE);
    toast.success(res.body.message);
    navigate(`/shopping-list/list?id=${res.body.list.list_id}`);
  }

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <h1 className="text-3xl font-extrabold">Shopping lists</h1>
      <section aria-labelledby="own-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="own-title" className="text-xl font-extrabold">
            My lists
          </h2>
          <Link to="/shopping-list/all-products" className="font-semibold text-brand-700 hover:underline">
            All products in my lists
          </Link>
        </div>
        <ListLinks lists={own} detail={(list) => `${list.item_count} ${list.item_count === 1 ? 'item' : 'items'}`} />
        <ListNameForm label="New list name" onSubmit={create}>
          <button type="submit" className={primaryButton('min-h-11 rounded-lg px-4')}>
            Create list
          </button>
        </ListNameForm>
      </section>

      {shared.length > 0 && (
        <Section title="Shared with me" className="space-y-3" titleClassName="text-xl font-extrabold">
          <ListLinks lists={shared} detail={(list) => `Shared by ${list.shared_by}`} />
        </Section>
      )}

      <Section title="Bought before" className="space-y-3" titleClassName="text-xl font-extrabold">
        {past.length === 0 ? (
          <p className="text-stone-700">Products you order appear here, ready to add to a list.</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {past.map((p) => (
              <li key={p.product_id} className="flex flex-wrap items-center gap-3 p-3">
                <img src={p.image_url} alt="" width={48} height={48} className="size-12 rounded-lg bg-stone-100" />
                <div className="min-w-0 flex-1">
                  <Link to={p.url} className="font-semibold text-brand-800 hover:underline">
                    {p.name}
                  </Link>
                  <p className="text-sm text-stone-600">
                    {formatPeso(p.price)} · last bought {formatDate(p.last_bought_at)}
                  </p>
                </div>
                <AddToListButton items={[{ product_id: p.product_id, qty: 1 }]} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** My lists and the ones shared with me: each list's name, linking to it, with a line about it. */
function ListLinks({ lists, detail }: { lists: ListSummary[]; detail: (list: ListSummary) => string }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {lists.map((list) => (
        <li key={list.list_id}>
          <Link
            to={`/shopping-list/list?id=${list.list_id}`}
            className="flex min-h-14 items-center justify-between gap-3 px-4 py-2 hover:bg-stone-50"
          >
            {/* min-w-0: a 60-character name wraps within a 320 px phone instead of widening the row */}
            <span className="min-w-0 font-semibold text-brand-800">{list.list_name}</span>
            <span className="shrink-0 text-sm text-stone-600">{detail(list)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

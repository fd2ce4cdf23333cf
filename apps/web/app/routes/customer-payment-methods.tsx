import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { data, Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/customer-payment-methods';
import { AccountLayout } from '../features/customers/account/account-nav';
import { requireCustomerRenewed } from '../features/customers/api/session';
import { getSavedCards, type SavedCard } from '../features/checkout/api/get-saved-cards';
import { makeDefaultCard, removeSavedCard } from '../features/checkout/api/manage-saved-cards';
import { FormAlert } from '../components/text-field';
import { primaryButton } from '../components/button';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => [{ title: `Saved cards — ${STORE_BRAND}` }];

/** A renewed session's cookies (set by the loader) reach the browser. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * Spec §2 "Saved payment methods" (/customer/payment-methods): the customer's saved cards — the provider's
 * token stays on the server; the page shows brand, last four and expiry — to make one the default or remove it.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { headers } = await requireCustomerRenewed(context, { request, url });
  return data({ cards: await getSavedCards(serverApi(context, request)) }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const cardId = Number(form.get('cardId'));
  if (!Number.isInteger(cardId) || cardId <= 0) return { error: 'Card not found.' };
  const api = serverApi(context, request);
  const answer =
    form.get('intent') === 'remove' ? await removeSavedCard(api, cardId) : await makeDefaultCard(api, cardId);
  if (!answer.ok) return { error: (answer.body as { message?: string } | null)?.message ?? 'Card not found.' };
  return { done: form.get('intent') === 'remove' ? 'Card removed.' : 'Default card updated.' };
}

const expiry = (card: SavedCard) => `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;

export default function PaymentMethods({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const { cards } = loaderData;
  return (
    <AccountLayout title="Saved cards">
      {outcome && 'error' in outcome && <FormAlert>{outcome.error}</FormAlert>}
      {outcome && 'done' in outcome && (
        <p role="status" className="mb-4 rounded-xl bg-brand-50 p-3 text-brand-900">
          {outcome.done}
        </p>
      )}
      {cards.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          No saved card. Tick “Save this card” when you pay by card and it will be here for your next order. The card
          number and security code stay with our payment provider; we keep only the brand, the last four digits and the
          expiry.
        </p>
      ) : (
        <ul aria-label="Saved cards" className="grid gap-4 md:grid-cols-2">
          {cards.map((card) => (
            <li
              key={card.id}
              aria-label={card.display}
              className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4"
            >
              <p className="text-lg font-bold">{card.display}</p>
              <p className="text-sm text-stone-700">Expires {expiry(card)}</p>
              {card.is_default && (
                <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
                  Default card
                </p>
              )}
              <div className="mt-auto flex flex-wrap gap-2">
                {!card.is_default && (
                  <Form method="post">
                    <input type="hidden" name="cardId" value={card.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="default"
                      disabled={busy}
                      className={primaryButton('inline-flex min-h-11 items-center rounded-xl px-4')}
                    >
                      Make default
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="cardId" value={card.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    disabled={busy}
                    aria-label={`Remove ${card.display}`}
                    className="inline-flex min-h-11 items-center rounded-xl border border-red-300 bg-white px-4 font-semibold text-red-800"
                  >
                    Remove
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}

import type { PaymentStateView, PlaceOrderResponse, RetryPaymentBody } from '@sulit/contracts/checkout';
import { CART_PATH, CHECKOUT_FAILURE_PATH, CHECKOUT_MESSAGES } from '@sulit/domain/checkout/checkout-constants';
import { isOrderStatus } from '@sulit/domain/checkout/order-status';
import { failureNoticeOf } from '@sulit/domain/checkout/payment-retry';
import { PAYMENT_FAILURE_MESSAGES } from '@sulit/domain/payments/payment-lifecycle';
import { Form, Link, redirect, redirectDocument, useNavigation } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/checkout-failure';
import { primaryButton } from '../components/button';
import { FormAlert, RadioChoices } from '../components/text-field';
import { restoreCart } from '../features/checkout/api/restore-cart';
import { getSavedCards, type SavedCard } from '../features/checkout/api/get-saved-cards';
import { getPaymentState, giveUpPaymentHold, retryPayment } from '../features/checkout/api/retry-payment';
import { TIMESLOT_STEP_PATH } from '../features/checkout/checkout-layout';
import { guestRedirect } from '../features/checkout/checkout-server';
import { hasSessionCookie } from '../features/customers/api/session';
import { ApiError } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';
import type { ShellHandle } from '../shell/shell-handle';

export const meta: Route.MetaFunction = () => noindexTags('Payment not completed');

/** The active cart is empty until the shopper restores it: the header must not say "Cart 0" here. */
export const handle: ShellHandle = { cartCountUnknown: true };

const ORDER_NUMBER = /^\d{9}$/;
const SAVED_CARD_METHOD = 'sulit_vault';

/**
 * Issue 27.8: the page speaks only of the caller's own order (its facts come from the server, another
 * customer's order is a 404 and reads as unknown) and only the truth (the domain's `failureNoticeOf`).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const orderId = url.searchParams.get('orderId');
  const reasonCode = url.searchParams.get('reason') ?? '';
  const reason = PAYMENT_FAILURE_MESSAGES[reasonCode] ?? null;
  let state: PaymentStateView | null = null;
  let cards: SavedCard[] = [];
  if (orderId && ORDER_NUMBER.test(orderId) && hasSessionCookie(request)) {
    const api = serverApi(context, request);
    try {
      state = await getPaymentState(api, orderId);
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 401))) throw error;
    }
    if (state?.retry_methods.some((m) => m.code === SAVED_CARD_METHOD)) cards = await getSavedCards(api);
  }
  const notice = failureNoticeOf(
    state && isOrderStatus(state.status)
      ? {
          status: state.status,
          paid: state.paid,
          released: state.released,
          holdUntil: state.hold_until,
          fulfilment: state.delivery_type,
        }
      : null,
    reason,
    new Date(),
  );
  return {
    notice,
    orderId: notice.showsOrder ? (state?.orderId ?? null) : null,
    methods: notice.canRetry ? (state?.retry_methods ?? []) : [],
    cards,
    // one key per page view: a double submit of this attempt is one retry
    attemptKey: crypto.randomUUID(),
  };
}

/** Pay again (a new attempt on the same order), or give the hold up and choose again (restore-quote). */
export async function action({ request, context }: Route.ActionArgs) {
  if (!hasSessionCookie(request)) throw guestRedirect();
  const form = await request.formData();
  const orderId = String(form.get('orderId') ?? '');
  if (!ORDER_NUMBER.test(orderId)) return { error: 'No payment for this order.' };
  const api = serverApi(context, request);
  if (form.get('intent') === 'retry') {
    const method = String(form.get('method') ?? '');
    const savedCardId = String(form.get('savedCardId') ?? '');
    if (!method) return { error: CHECKOUT_MESSAGES.choosePaymentMethod };
    const answer = await retryPayment(
      api,
      orderId,
      {
        payment: { method: method as RetryPaymentBody['payment']['method'] },
        ...(method === SAVED_CARD_METHOD && savedCardId ? { savedCardId } : {}),
      },
      String(form.get('attemptKey') ?? crypto.randomUUID()),
    );
    if (!answer.ok || !answer.body) {
      const refused = answer.body as { message?: string } | null;
      return { error: refused?.message ?? CHECKOUT_MESSAGES.failedToPlaceOrder };
    }
    const next: PlaceOrderResponse['next'] = answer.body.next;
    if (next.type === 'success') return redirect(next.url);
    // the provider's page is not one of ours: a full document load, not a client navigation
    if (next.redirectUrl) return redirectDocument(next.redirectUrl);
    return redirect(`${CHECKOUT_FAILURE_PATH}?orderId=${orderId}&status=pending`);
  }
  await giveUpPaymentHold(api, orderId);
  try {
    await restoreCart(api);
  } catch (error) {
    // Nothing to restore (already restored in another tab): the active cart decides.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    return redirect(CART_PATH);
  }
  // an order without a slot (a membership) starts again from the cart (the page's notice said where)
  return redirect(form.get('chooseAgainAt') === 'cart' ? CART_PATH : TIMESLOT_STEP_PATH);
}

const savedCardLabel = (card: SavedCard) =>
  `${card.display} (expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year})`;

export default function CheckoutFailure({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, orderId, methods, cards, attemptKey } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const defaultCard = cards.find((c) => c.is_default) ?? cards[0];
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-3 text-center text-2xl font-extrabold tracking-tight">{notice.heading}</h1>
      <p role="alert" className="mb-2 text-center text-stone-800">
        {notice.message}
      </p>
      {orderId && (
        <p className="mb-6 text-center text-sm text-stone-600">
          Order{' '}
          <Link className="underline" to={`/sales/order/view/order_id/${orderId}/0`}>
            {orderId}
          </Link>
        </p>
      )}
      {actionData?.error && <FormAlert>{actionData.error}</FormAlert>}
      {orderId && notice.canRetry && methods.length > 0 && (
        <Form method="post" className="mb-6 rounded-2xl border border-stone-200 p-4">
          <input type="hidden" name="orderId" value={orderId} />
          <input type="hidden" name="attemptKey" value={attemptKey} />
          <fieldset className="mb-4">
            <legend className="mb-2 text-lg font-bold">Pay for this order again</legend>
            <RadioChoices
              name="method"
              defaultValue={methods.find((m) => m.code === SAVED_CARD_METHOD)?.code ?? methods[0]?.code}
              choices={methods.map((m) => ({ value: m.code, label: m.title }))}
            />
          </fieldset>
          {cards.length > 0 && (
            <fieldset className="mb-4">
              <legend className="mb-2 font-semibold">Saved card</legend>
              <RadioChoices
                name="savedCardId"
                defaultValue={defaultCard ? String(defaultCard.id) : undefined}
                choices={cards.map((card) => ({ value: String(card.id), label: savedCardLabel(card) }))}
              />
            </fieldset>
          )}
          <button
            type="submit"
            name="intent"
            value="retry"
            disabled={busy}
            className={primaryButton('inline-flex min-h-12 items-center rounded-xl px-6')}
          >
            Pay now
          </button>
        </Form>
      )}
      {orderId && notice.canChooseAgain && (
        <Form method="post" className="text-center">
          <input type="hidden" name="orderId" value={orderId} />
          <input type="hidden" name="chooseAgainAt" value={notice.chooseAgainAt} />
          <button
            type="submit"
            name="intent"
            value="choose-again"
            disabled={busy}
            className={
              notice.canRetry
                ? 'min-h-12 rounded-xl px-6 font-semibold text-brand-800 underline'
                : primaryButton('inline-flex min-h-12 items-center rounded-xl px-6')
            }
          >
            {notice.chooseAgainLabel}
          </button>
        </Form>
      )}
      {!orderId && (
        <p className="text-center">
          <Link className="underline" to="/sales/order/history">
            See your orders
          </Link>
        </p>
      )}
    </div>
  );
}

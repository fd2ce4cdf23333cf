import type { CheckoutStepResponse, PaymentMethodsResponse, PlaceOrderResponse } from '@sulit/contracts/checkout';
import { StepFieldset } from './step-fieldset';
import { CSRF_COOKIE } from '@sulit/contracts/wire-names';
import { CART_PATH, CHECKOUT_MESSAGES } from '@sulit/domain/checkout/checkout-constants';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { PRIMARY_BUTTON_DISABLED, primaryButton } from '../../components/button';
import { FormAlert, RadioChoices } from '../../components/text-field';
import { browserApi } from '../../lib/http/browser-client';
import { errorMessage } from '../../lib/http/client';
import { readBrowserCookie } from '../../lib/http/cookies';
import type { SavedCard } from './api/get-saved-cards';
import { placeOrder } from './api/place-order';
import { reportPaymentError } from './api/report-payment-error';
import { savePaymentMethod } from './api/save-payment-method';
import { TIMESLOT_STEP_PATH } from './checkout-layout';

type MethodCode = PaymentMethodsResponse['offered'][number];
const SAVED_CARD_METHOD: MethodCode = 'sulit_vault';

/** Spec §4 Payment step: one available method preselected; a saved-card method, if present, preselected. */
function initialMethod(methods: PaymentMethodsResponse): MethodCode | null {
  return methods.selectedPaymentMethod ?? methods.preselected ?? null;
}

function secondsLeft(expiresAt: string | null, now: number): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
}

/** The hold countdown: the chosen slot is kept for the shopper until then (issue 10: 20 minutes). */
function HoldCountdown({ expiresAt }: { expiresAt: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = secondsLeft(expiresAt, now);
  if (left === null) return null;
  if (left === 0) {
    return (
      <p role="alert" className="rounded-xl bg-sale-50 p-3 font-semibold text-sale-600">
        {CHECKOUT_MESSAGES.slotHoldExpired}.{' '}
        <Link to={TIMESLOT_STEP_PATH} className="underline">
          Choose a timeslot
        </Link>
      </p>
    );
  }
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return (
    <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900" data-testid="hold-countdown">
      Your timeslot is reserved for{' '}
      <strong role="timer" aria-live="off">
        {mm}:{ss}
      </strong>
      . Place your order before it runs out.
    </p>
  );
}

/** Spec §4 Place order: the full-screen loader with its exact words. */
function OrderLoader() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-label="Placing your order"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/95 p-6 text-center"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
      />
      <p className="max-w-sm text-lg font-bold">{CHECKOUT_MESSAGES.orderProcessing}</p>
    </div>
  );
}

/** Online methods: a hidden form with orderId and customerId to the gateway resolver (spec §4). */
function postToGateway(next: Extract<PlaceOrderResponse['next'], { type: 'gateway' }>) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = next.action;
  form.hidden = true;
  const fields: Record<string, string> = { ...next.fields, csrf_token: readBrowserCookie(CSRF_COOKIE) ?? '' };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** A saved card as the shopper picks it: how the card shows itself, then "(expires MM/year)". */
const savedCardLabel = (card: SavedCard) =>
  `${card.display} (expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year})`;

export function PaymentView({
  state,
  methods,
  cards,
  membershipOnly = false,
}: {
  state: CheckoutStepResponse;
  methods: PaymentMethodsResponse;
  cards: SavedCard[];
  /** only the cart's membership card is ordered; the groceries stay (decision 026) */
  membershipOnly?: boolean;
}) {
  const navigate = useNavigate();
  const [method, setMethod] = useState<MethodCode | null>(() => initialMethod(methods));
  const [cardId, setCardId] = useState<string | null>(
    () => String(cards.find((c) => c.is_default)?.id ?? cards[0]?.id ?? '') || null,
  );
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offered = methods.offered.map((code) => methods.payment_methods[code]).filter((m) => m !== undefined);
  // cash on delivery that is not offered says why in a plain sentence (e.g. a membership card in the cart)
  const cash = methods.payment_methods.cashondelivery;
  const cashWhyNot = cash && !methods.offered.includes('cashondelivery') ? cash.reason : null;

  async function fail(message: string, status: string | number) {
    setPlacing(false);
    void reportPaymentError(browserApi, { cart_id: state.cart_id, message, status }).catch(() => undefined);
    if (message === CHECKOUT_MESSAGES.noCartFound) {
      navigate(CART_PATH);
      return;
    }
    // the membership bought alone has no slot to go back to: the shopper returns to the cart, told why
    if (membershipOnly) {
      toast.error(message);
      navigate(CART_PATH);
      return;
    }
    // spec §4: on failure the shopper returns to the timeslot step (the order id is not kept).
    toast.error(message);
    navigate(TIMESLOT_STEP_PATH);
  }

  async function submit() {
    setError(null);
    if (!method) {
      setError(CHECKOUT_MESSAGES.choosePaymentMethod);
      return;
    }
    if (method === SAVED_CARD_METHOD && !cardId) {
      setError(CHECKOUT_MESSAGES.chooseSavedCard);
      return;
    }
    setPlacing(true);
    const device = window.matchMedia('(min-width: 768px)').matches ? 'desktop' : 'm-site';
    const savedCardId = method === SAVED_CARD_METHOD && cardId ? cardId : null;
    const chosen = await savePaymentMethod(
      browserApi,
      state.cart_id,
      { paymentMethod: method, ...(savedCardId ? { savedCardId } : {}) },
      device,
    );
    if (!chosen.ok) {
      await fail(errorMessage(chosen.body) ?? CHECKOUT_MESSAGES.failedToPlaceOrder, chosen.status);
      return;
    }
    // One key per attempt: a retry of this request replays the first answer, never a second order.
    const key = crypto.randomUUID();
    const placed = await placeOrder(
      browserApi,
      {
        cart_id: state.cart_id,
        payment: { method },
        ...(savedCardId ? { savedCardId } : {}),
        ...(membershipOnly ? { membershipOnly: true } : {}),
      },
      key,
    );
    if (!placed.ok || !placed.body) {
      await fail(errorMessage(placed.body) ?? CHECKOUT_MESSAGES.failedToPlaceOrder, placed.status);
      return;
    }
    const next = placed.body.next;
    if (next.type === 'success') window.location.assign(next.url);
    else postToGateway(next);
  }

  return (
    <div className="space-y-4">
      {placing && <OrderLoader />}
      <HoldCountdown expiresAt={state.hold_expires_at} />
      {state.selectedTimeslot && !membershipOnly && (
        <p className="text-stone-700">
          {state.delivery_type === 'pickup' ? 'Pickup' : 'Delivery'}: <strong>{state.selectedTimeslot.value}</strong>{' '}
          <Link to={TIMESLOT_STEP_PATH} className="text-brand-700 underline">
            Change
          </Link>
        </p>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      <StepFieldset legend="Payment method">
        {cashWhyNot && (
          <p className="mb-3 rounded-xl bg-sun-100 p-3 text-sm text-brand-950">
            Cash on delivery is not offered for this order. {cashWhyNot}
          </p>
        )}
        <div className="space-y-2">
          {offered.map((m) => (
            <div key={m.code}>
              <label
                className={`flex min-h-12 items-center gap-3 rounded-xl border p-3 ${
                  m.is_available
                    ? 'border-stone-300 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50'
                    : 'cursor-not-allowed border-stone-200 bg-stone-100 text-stone-500'
                }`}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={m.code}
                  disabled={!m.is_available}
                  checked={method === m.code}
                  onChange={() => {
                    setMethod(m.code);
                    setError(null);
                  }}
                  className="size-5 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold">{m.title}</span>
                  {!m.is_available && m.reason && <span className="block text-xs">{m.reason}</span>}
                </span>
              </label>
              {m.code === SAVED_CARD_METHOD && method === SAVED_CARD_METHOD && (
                <div role="radiogroup" aria-label="Saved cards" className="mt-2 space-y-1 pl-8">
                  <RadioChoices
                    name="savedCard"
                    choices={cards.map((card) => ({ value: String(card.id), label: savedCardLabel(card) }))}
                    value={cardId}
                    onChange={setCardId}
                  />
                </div>
              )}
            </div>
          ))}
        </div>
      </StepFieldset>
      <button
        type="button"
        onClick={() => void submit()}
        disabled={placing}
        className={primaryButton(`min-h-12 w-full rounded-xl px-4 ${PRIMARY_BUTTON_DISABLED}`)}
      >
        {membershipOnly ? 'Pay for membership' : 'Place order'}
      </button>
    </div>
  );
}

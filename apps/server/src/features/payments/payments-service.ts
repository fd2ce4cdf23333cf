import type { PaymentResult, StartPaymentInput } from './payment-gateway';
import { applyPaymentResult, browserReturn, queryPayment, reconcilePending } from './apply-payment-result';
import { paymentPage, type ReturnPages } from './payment-page';
import type { PaymentsContext } from './payments-context';
import { receiveWebhook } from './receive-webhook';
import { refundPayment } from './refund-payment';
import { capturePayment } from './capture-payment';
import { reportPaymentError } from './report-payment-error';
import { resolvePayment } from './resolve-payment';
import {
  addCard,
  cardToken,
  listCards,
  type NewCardInput,
  removeCard,
  savedCardsForCheckout,
  setDefaultCard,
} from './saved-cards';
import { startProviderPayment } from './start-provider-payment';

/**
 * The store's side of online payments, one use-case per file, bound to their dependencies. Checkout calls
 * `startPayment` (the PaymentGateway port's shape, recorded and idempotent per Idempotency-Key in the store's
 * own database); results arrive by the provider's signed webhook and by the shopper's browser return, and both
 * end in `applyResult` (apply-payment-result.ts), where a conditional pending → final update decides the one
 * caller that invokes the PaymentResultHandler.
 */
export function createPaymentsService(context: PaymentsContext) {
  return {
    startPayment: (input: StartPaymentInput) => startProviderPayment(context, input),
    queryPayment: (paymentId: string) => queryPayment(context, paymentId),
    refund: (input: { paymentId: string; amountCentavos: number; idempotencyKey: string }) =>
      refundPayment(context, input),
    /** a held card captured for the weighed amount, once per key (decision 043) */
    capture: (input: { paymentId: string; amountCentavos: number; idempotencyKey: string }) =>
      capturePayment(context, input),
    /** the order was closed before it was paid: its provider page takes no card (issue 27.7) */
    cancelPayment: (paymentId: string) => context.gateway.cancelPayment(paymentId),
    applyResult: (result: PaymentResult) => applyPaymentResult(context, result),
    receiveWebhook: (rawBody: string, signatureHeader: string | undefined) =>
      receiveWebhook(context, rawBody, signatureHeader),
    browserReturn: (paymentId: string) => browserReturn(context, paymentId),
    reconcilePending: (olderThanMinutes: number, limit?: number) => reconcilePending(context, olderThanMinutes, limit),

    cards: (customerId: number) => listCards(context, customerId),
    addCard: (customerId: number, input: NewCardInput) => addCard(context, customerId, input),
    setDefaultCard: (customerId: number, cardId: number) => setDefaultCard(context, customerId, cardId),
    removeCard: (customerId: number, cardId: number) => removeCard(context, customerId, cardId),
    savedCardsForCheckout: (customerId: number) => savedCardsForCheckout(context, customerId),
    cardToken: (customerId: number, card: number | { lastFourDigits: string }) => cardToken(context, customerId, card),

    reportPaymentError: (customerId: number, report: { cartId: string; message: string; status: string }) =>
      reportPaymentError(context, customerId, report),
    resolve: (customerId: number, orderRef: string) => resolvePayment(context, customerId, orderRef),
    paymentPage: (customerId: number, orderRef: string, frame: { pageOrigin: string; returnPages: ReturnPages }) =>
      paymentPage(context, customerId, orderRef, frame),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

import type { PaymentRepository } from '@sulit/db';
import { DomainError } from '@sulit/domain';
import { z } from 'zod';
import type { PaymentResultHandler } from './payment-gateway';
import type { SandboxGateway } from './sandbox-gateway';

/** What every payments use-case works with (built once by createPaymentsService). */
export interface PaymentsContext {
  repo: PaymentRepository;
  gateway: SandboxGateway;
  /** verifies the provider's webhooks */
  webhookSecret: string;
  /** checkout's handler: applies a final result to the order, once */
  onPaymentResult: PaymentResultHandler;
  clock: () => Date;
  /** whether the cart is the customer's own (reports name a cart; another customer's is refused) */
  ownsCart: (customerId: number, cartId: number) => Promise<boolean>;
}

/** The one provider the store is wired to today; a second provider would come with its own context. */
export const PROVIDER = 'sandbox';

const IdempotencyKey = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[\w.:-]+$/);

/** Start and refund are idempotent per key; a key that could not be a provider's key is refused at once. */
export function checkIdempotencyKey(key: string): void {
  if (!IdempotencyKey.safeParse(key).success) {
    throw new DomainError('validation_failed', 'Invalid Idempotency-Key header.');
  }
}

export const nowIso = (context: PaymentsContext) => context.clock().toISOString();

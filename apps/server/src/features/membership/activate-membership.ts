import { randomInt } from 'node:crypto';
import type { MembershipQueries } from '@sulit/db';
import {
  type ActivationKind,
  DomainError,
  manilaDate,
  membershipFactsOf,
  membershipIdTypeOf,
  type MembershipProductRecord,
  membershipSale,
  premiumWithCreditCardType,
} from '@sulit/domain';
import type { MembershipContext } from './membership-context';

export interface ActivationResult {
  kind: ActivationKind;
  code: string;
  package: string;
  card_type: string;
  expires_on: string;
  /** false when this order line had already been applied (nothing changed) */
  applied: boolean;
}

const PACKAGE_PREFIX: Record<string, string> = { PREMIUM: '10', BUSINESS: '20', EXECUTIVE: '30' };

function randomDigits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(0, 10));
  return out;
}

async function newCode(context: MembershipContext, tx: MembershipQueries, pkg: string): Promise<string> {
  const digits = context.randomDigits ?? randomDigits;
  const prefix = PACKAGE_PREFIX[pkg] ?? '10';
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = `${prefix}${digits(12)}`;
    if (!(await tx.codeInUse(code))) return code;
  }
  throw new DomainError('unavailable', 'Could not issue a membership number. Please try again.');
}

/** Applies one paid membership line in one transaction (the customer's card row locked on PostgreSQL). */
async function applyLine(
  context: MembershipContext,
  customerId: number,
  product: MembershipProductRecord,
  catalogue: readonly MembershipProductRecord[],
  paidOn: string,
  orderRef: string | undefined,
): Promise<ActivationResult> {
  return context.memberships.inTransaction(async (tx) => {
    const current = await tx.ofCustomer(customerId, true);
    // The rule the cart priced the line with decides what it does (issue 26).
    const sale = membershipSale(product, membershipFactsOf(current), catalogue, paidOn);
    if ('problem' in sale) throw new DomainError('conflict', sale.problem, { reason: 'membership_not_applicable' });
    const { plan } = sale;
    const now = context.clock().toISOString();
    const code = plan.newCode || !current ? await newCode(context, tx, plan.package) : current.code;
    const card = {
      code,
      id_type: membershipIdTypeOf(code),
      card_type: plan.card_type,
      package: plan.package,
      status: 'active' as const,
      starts_on: plan.starts_on,
      expires_on: plan.expires_on,
      updated_at: now,
    };
    if (current) {
      await tx.update(customerId, card);
    } else {
      const inserted = await tx.insert({
        ...card,
        customer_id: customerId,
        name: await tx.customerName(customerId),
        linked_at: null,
        credit_card_applied: plan.card_type === premiumWithCreditCardType(),
        qr_used: false,
        created_at: now,
      });
      if (!inserted) throw new DomainError('conflict', 'The membership changed meanwhile. Please try again.');
    }
    if (orderRef) {
      const recorded = await tx.recordActivation({
        order_ref: orderRef,
        sku: product.sku,
        customer_id: customerId,
        kind: plan.kind,
        code,
        expires_on: plan.expires_on,
        activated_at: now,
      });
      if (!recorded) throw new DomainError('conflict', 'This membership order was already applied.');
    }
    const { kind, card_type, expires_on } = plan;
    return { kind, code, package: plan.package, card_type, expires_on, applied: true };
  });
}

/**
 * For checkout: when a membership order line is paid, make the customer's membership active
 * (decision 010). Idempotent per (orderRef, sku) when orderRef is given.
 */
export async function activateFromOrder(
  context: MembershipContext,
  customerId: number,
  membershipSku: string,
  paidAt: Date,
  options: { orderRef?: string } = {},
): Promise<ActivationResult> {
  const { memberships } = context;
  const catalogue = await memberships.products();
  const product = catalogue.find((p) => p.sku === membershipSku);
  if (!product) throw new DomainError('not_found', `Unknown membership item ${membershipSku}.`);
  const { orderRef } = options;
  /** The line's earlier activation, when there is one: the answer of a repeat (nothing changes). */
  const earlier = async (): Promise<ActivationResult | null> => {
    const done = orderRef ? await memberships.activation(orderRef, membershipSku) : undefined;
    if (!done) return null;
    const card = await memberships.ofCustomer(customerId);
    return {
      kind: done.kind,
      code: done.code,
      package: card?.package ?? product.package,
      card_type: card?.card_type ?? product.type,
      expires_on: done.expires_on,
      applied: false,
    };
  };
  const repeat = await earlier();
  if (repeat) return repeat;
  try {
    return await applyLine(context, customerId, product, catalogue, manilaDate(paidAt), orderRef);
  } catch (error) {
    // Two deliveries of one paid order raced: the loser's transaction rolled back, the winner's stands.
    const raced = await earlier();
    if (raced) return raced;
    throw error;
  }
}

import type { MembershipProduct } from '@sulit/contracts/membership';
import { DomainError, MEMBERSHIP_CARD_TYPES, MEMBERSHIP_PRODUCT_TYPE, premiumWithCreditCardType } from '@sulit/domain';
import { type MembershipContext, productOfType } from './membership-context';

/** What buying a product means to the shopper (spec §4 intents, plus the upgrade and the credit card). */
function intentOf(type: string): MembershipProduct['intent'] {
  switch (type) {
    case MEMBERSHIP_CARD_TYPES.renew:
      return 'renew';
    case MEMBERSHIP_CARD_TYPES.extend:
      return 'extend';
    case MEMBERSHIP_CARD_TYPES.upgradeRenewExecutive:
    case MEMBERSHIP_CARD_TYPES.executive:
      return 'upgrade';
    case premiumWithCreditCardType():
      return 'credit-card';
    default:
      return 'buy-new';
  }
}

/** The membership packages for sale. */
export async function listProducts(context: MembershipContext): Promise<MembershipProduct[]> {
  return (await context.memberships.products()).map((p) => ({
    ...p,
    intent: intentOf(p.type),
    product_type: MEMBERSHIP_PRODUCT_TYPE,
  }));
}

/** The credit-card membership promotion text. */
export async function promoVerbiage(context: MembershipContext) {
  const product = productOfType(await context.memberships.products(), premiumWithCreditCardType());
  if (!product) throw new DomainError('not_found', 'No credit-card membership is offered right now.');
  return { title: product.name, verbiage: product.description, image: null, sku: product.sku };
}

/**
 * The sandbox provider's test cards (DESIGN §4). Any other number that passes the card rules is approved.
 * Behaviours: approve, decline, insufficient_funds, challenge (3-D Secure page first), timeout (the
 * payment stays pending until it expires).
 */
export type CardBehaviour = 'approve' | 'decline' | 'insufficient_funds' | 'challenge' | 'timeout';

export interface TestCard {
  number: string;
  behaviour: CardBehaviour;
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', behaviour: 'approve', label: 'Visa — approved' },
  { number: '5555555555554444', behaviour: 'approve', label: 'Mastercard — approved' },
  { number: '3530111333300000', behaviour: 'approve', label: 'JCB — approved' },
  { number: '378282246310005', behaviour: 'approve', label: 'American Express — approved' },
  { number: '4000000000000002', behaviour: 'decline', label: 'Declined' },
  { number: '4000000000009995', behaviour: 'insufficient_funds', label: 'Insufficient funds' },
  { number: '4000000000003220', behaviour: 'challenge', label: '3-D Secure challenge' },
  { number: '4000000000000119', behaviour: 'timeout', label: 'Timeout (stays pending)' },
];

export function behaviourOf(digits: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === digits)?.behaviour ?? 'approve';
}

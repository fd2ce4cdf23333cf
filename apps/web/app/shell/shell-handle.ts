import { useMatches } from 'react-router';

/**
 * What a route tells the shell through its `handle`. `cartCountUnknown`: the header's cart count would
 * mislead on this page (payment failed: the goods wait in the unpaid order until the shopper restores the
 * cart), so the cart shows no number (issue 29).
 */
export interface ShellHandle {
  cartCountUnknown?: boolean;
}

export function useCartCountUnknown(): boolean {
  return useMatches().some((match) => (match.handle as ShellHandle | undefined)?.cartCountUnknown === true);
}

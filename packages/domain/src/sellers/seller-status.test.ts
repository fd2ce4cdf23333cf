import { describe, expect, it } from 'vitest';
import {
  PRODUCT_VISIBILITY_MOVES,
  SELLER_CONSOLE_MESSAGES,
  SELLER_STANDING_TRANSITIONS,
  sellerActionsFrom,
  sellerSells,
} from './seller-status';

describe('sellers’ transition table (issue 35)', () => {
  it('approves a pending seller, suspends a selling one and reinstates a suspended one', () => {
    expect(sellerActionsFrom('pending')).toEqual(['approve', 'suspend']);
    expect(sellerActionsFrom('approved')).toEqual(['suspend']);
    expect(sellerActionsFrom('suspended')).toEqual(['reinstate']);
    expect(SELLER_STANDING_TRANSITIONS.reinstate).toEqual({ from: ['suspended'], to: 'approved' });
  });

  it('lets only an approved seller sell', () => {
    expect([sellerSells('pending'), sellerSells('approved'), sellerSells('suspended')]).toEqual([false, true, false]);
  });

  it('hides a shown product (status 1 → 2) and shows a hidden one (2 → 1)', () => {
    expect(PRODUCT_VISIBILITY_MOVES.hidden).toEqual({ from: 1, to: 2 });
    expect(PRODUCT_VISIBILITY_MOVES.shown).toEqual({ from: 2, to: 1 });
  });

  it('says why a move is refused', () => {
    expect(SELLER_CONSOLE_MESSAGES.sellerRefused('reinstate', 'approved')).toBe(
      'This seller is approved: it cannot be reinstated now.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { canTransitionPayment, paymentStatusesBefore } from '../payments/payment-lifecycle';
import {
  aboutWeightLabel,
  authorisedAmount,
  captureOf,
  gramsFromKg,
  heldMargin,
  holdsInsteadOfCharging,
  holdStatement,
  weighedLineLabel,
  weighedRowTotal,
  WEIGHED_MESSAGES,
  orderedGrams,
  stepPrice,
  withWeighedTotals,
} from './weighed-lines';

// Issue 36: "a 1 kg order weighed at 1.08 kg is charged for 1.08 kg".
describe('goods sold by weight', () => {
  it('charges the weighed grams at the price per kg, rounded half up to the centavo', () => {
    expect(weighedRowTotal(1_000, 45_000)).toBe(45_000);
    expect(weighedRowTotal(1_080, 45_000)).toBe(48_600);
    expect(weighedRowTotal(1_237, 38_950)).toBe(48_181); // 48 181.15
    expect(weighedRowTotal(5, 10_100)).toBe(51); // 50.5 → 51
    expect(weighedRowTotal(3, 10_100)).toBe(30); // 30.3 → 30
    expect(stepPrice({ price_per_kg: 45_000, step_grams: 250 })).toBe(11_250);
  });

  it('holds the estimate plus each weighed line’s margin, rounded up', () => {
    expect(heldMargin(45_000, 10)).toBe(4_500);
    expect(heldMargin(12_345, 10)).toBe(1_235);
    expect(authorisedAmount(50_000, [{ estimate: 45_000, margin_percent: 10 }])).toBe(54_500);
    expect(authorisedAmount(50_000, [])).toBe(50_000);
    expect(holdsInsteadOfCharging({ online: true, weighedLines: 1 })).toBe(true);
    expect(holdsInsteadOfCharging({ online: false, weighedLines: 1 })).toBe(false);
    expect(holdsInsteadOfCharging({ online: true, weighedLines: 0 })).toBe(false);
  });

  it('captures the settled total, never above the hold, and releases the rest', () => {
    expect(captureOf({ settledTotal: 48_600, held: 54_500 })).toEqual({
      capture: 48_600,
      release: 5_900,
      capped: false,
    });
    expect(captureOf({ settledTotal: 60_000, held: 54_500 })).toEqual({ capture: 54_500, release: 0, capped: true });
    expect(captureOf({ settledTotal: 0, held: 54_500 })).toEqual({ capture: 0, release: 54_500, capped: false });
  });

  it('reads the picker’s kilograms as whole grams and refuses anything else with the message', () => {
    expect(gramsFromKg('1.08')).toBe(1_080);
    expect(gramsFromKg('1,237')).toBe(1_237);
    expect(gramsFromKg(2)).toBe(2_000);
    for (const bad of ['0', '', 'abc', '-1', '1.2345', '51', '1e3'])
      expect(() => gramsFromKg(bad), bad).toThrow(WEIGHED_MESSAGES.badWeight);
  });

  it('words the weight as the invoice, the cart and the card hold say it', () => {
    expect(weighedLineLabel(1_080, 45_000)).toBe('1.08 kg × ₱450.00/kg');
    expect(weighedLineLabel(1_000, 45_000)).toBe('1.00 kg × ₱450.00/kg');
    expect(weighedLineLabel(1_237, 38_950)).toBe('1.237 kg × ₱389.50/kg');
    expect(aboutWeightLabel(1_000)).toBe('about 1 kg');
    expect(aboutWeightLabel(1_250)).toBe('about 1.25 kg');
    expect(holdStatement(54_500)).toBe('Your card is held for up to ₱545.00; you pay for the weighed amount.');
  });

  it('moves a held payment only authorised → captured or voided, and a captured one to refunded', () => {
    expect(canTransitionPayment('pending', 'authorised')).toBe(true);
    expect(canTransitionPayment('authorised', 'captured')).toBe(true);
    expect(canTransitionPayment('authorised', 'voided')).toBe(true);
    expect(canTransitionPayment('captured', 'refunded')).toBe(true);
    expect(canTransitionPayment('captured', 'voided')).toBe(false);
    expect(canTransitionPayment('voided', 'captured')).toBe(false);
    expect(canTransitionPayment('paid', 'captured')).toBe(false);
    expect(paymentStatusesBefore('captured')).toEqual(['authorised']);
  });
});

describe('the settlement’s weighed lines', () => {
  it('puts each weighed line at its weighed amount and leaves the others as ordered', () => {
    const lines = [
      { id: 1, row_total: 45_000 },
      { id: 2, row_total: 9_900 },
      { id: 3, row_total: 20_000 },
    ];
    const weighed = [
      { order_line_id: 1, qty: 4, price_per_kg: 45_000, step_grams: 250, margin_percent: 10, weighed_grams: 1_080 },
      { order_line_id: 3, qty: 2, price_per_kg: 40_000, step_grams: 250, margin_percent: 10, weighed_grams: null },
    ];
    expect(withWeighedTotals(lines, weighed).map((l) => l.row_total)).toEqual([48_600, 9_900, 20_000]);
    expect(orderedGrams(weighed[0]!)).toBe(1_000);
  });
});

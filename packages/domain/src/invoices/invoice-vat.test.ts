import { describe, expect, it } from 'vitest';
import {
  invoiceOffered,
  invoiceSerial,
  spreadDiscount,
  vatBreakdown,
  vatClassOfShelf,
  vatInside,
  type InvoiceCharge,
} from './invoice-vat';

describe('the BIR VAT breakdown, in centavos (issue 29)', () => {
  it('takes 12/112 of a VAT-inclusive amount, half up', () => {
    expect(vatInside(11_200)).toBe(1_200); // ₱112.00 holds ₱12.00 VAT
    expect(vatInside(100)).toBe(11); // 10.71… → 11
    expect(vatInside(14)).toBe(2); // 1.5 → 2 (half up)
    expect(vatInside(13)).toBe(1); // 1.39… → 1
    expect(vatInside(0)).toBe(0);
  });

  it('rounds once per document, so many small lines reconcile to the centavo', () => {
    // 7 lines of ₱0.14: per line each would round 0.015 → 0.02 (14 centavos of VAT); per document it is 10.5 → 11.
    const goods: InvoiceCharge[] = Array.from({ length: 7 }, () => ({ amount: 14, vatClass: 'vatable' }));
    const b = vatBreakdown(goods, 0, []);
    expect(b.vatAmount).toBe(11);
    expect(b.vatableSales + b.vatAmount).toBe(98);
    expect(b.total).toBe(98);
  });

  it('shows VATable, exempt and zero-rated sales, and the parts add up to what was paid', () => {
    const goods: InvoiceCharge[] = [
      { amount: 45_000, vatClass: 'vatable' }, // detergent
      { amount: 26_050, vatClass: 'exempt' }, // rice
      { amount: 12_999, vatClass: 'vatable' },
    ];
    const discount = 5_000;
    const fees = [9_900]; // delivery fee, a VATable service
    const b = vatBreakdown(goods, discount, fees);
    const paid = 45_000 + 26_050 + 12_999 - discount + 9_900;
    expect(b.total).toBe(paid);
    expect(b.vatableSales + b.vatAmount + b.exemptSales + b.zeroRatedSales).toBe(paid);
    expect(b.zeroRatedSales).toBe(0);
    // the discount falls on each class in proportion: rice takes 26 050 / 84 049 of ₱50.00 = 1 549.7 → 1 550
    expect(b.exemptSales).toBe(26_050 - 1_550);
    expect(b.vatAmount).toBe(vatInside(paid - b.exemptSales));
  });

  it('reconciles for any mix of amounts, discounts and fees', () => {
    let seed = 29;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let run = 0; run < 500; run++) {
      const goods: InvoiceCharge[] = Array.from({ length: 1 + next(12) }, () => ({
        amount: next(500_000),
        vatClass: (['vatable', 'exempt', 'zero_rated'] as const)[next(3)]!,
      }));
      const sum = goods.reduce((t, g) => t + g.amount, 0);
      const discount = next(sum + 1);
      const fees = next(2) ? [next(20_000)] : [];
      const b = vatBreakdown(goods, discount, fees);
      const paid = sum - discount + fees.reduce((t, f) => t + f, 0);
      expect(b.vatableSales + b.vatAmount + b.exemptSales + b.zeroRatedSales).toBe(paid);
      expect(b.total).toBe(paid);
      expect(Math.min(b.vatableSales, b.vatAmount, b.exemptSales, b.zeroRatedSales)).toBeGreaterThanOrEqual(0);
    }
  });

  it('spreads a discount exactly and never below zero', () => {
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(spreadDiscount([50, 0], 80)).toEqual([50, 0]); // no more than there is
    expect(spreadDiscount([0, 0], 10)).toEqual([0, 0]);
  });

  it('exempts fresh food and rice (Tax Code Sec. 109(A)) and taxes the rest', () => {
    expect(vatClassOfShelf('fresh-produce/vegetables')).toBe('exempt');
    expect(vatClassOfShelf('meat-and-seafood/fish')).toBe('exempt');
    expect(vatClassOfShelf('pantry/rice-and-grains')).toBe('exempt');
    expect(vatClassOfShelf('pantry/canned-goods')).toBe('vatable');
    expect(vatClassOfShelf('household/laundry')).toBe('vatable');
  });

  it('offers an invoice only for a sale: never failed, cancelled or awaiting payment', () => {
    for (const s of ['processing', 'out_for_delivery', 'complete', 'completed']) expect(invoiceOffered(s)).toBe(true);
    for (const s of ['holded', 'canceled', 'cancelled', 'pending', 'closed', 'fraud'])
      expect(invoiceOffered(s)).toBe(false);
  });

  it('prints a serial number as nine digits', () => {
    expect(invoiceSerial(42)).toBe('000000042');
  });
});

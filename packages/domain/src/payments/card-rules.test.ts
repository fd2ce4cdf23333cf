import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDigitMask,
  CARD_MESSAGES,
  CARD_NUMBER_MASK,
  checkCard,
  checkCvc,
  checkExpiry,
  describeSavedCard,
  detectCardBrand,
  findCardNumberRuns,
  redactCardData,
  formatCardNumber,
  manilaYearMonth,
  parseExpiry,
  passesLuhn,
} from './card-rules';

const NOW = { year: 2026, month: 11 };

describe('card brand detection (spec §5)', () => {
  it('master-card starts 51-55 or 2221-2227 with 5+ more digits', () => {
    for (const prefix of ['51', '52', '53', '54', '55']) expect(detectCardBrand(`${prefix}00000`)).toBe('master-card');
    for (const prefix of ['2221', '2224', '2227']) expect(detectCardBrand(`${prefix}00000`)).toBe('master-card');
    expect(detectCardBrand('5555555555554444')).toBe('master-card');
    expect(detectCardBrand('2223003122003222')).toBe('master-card');
    // fewer than 5 digits after the prefix, or outside the ranges
    expect(detectCardBrand('510000')).toBeNull();
    expect(detectCardBrand('5600000000000000')).toBeNull();
    expect(detectCardBrand('2228000000000000')).toBeNull();
  });

  // each brand's rule (spec §5), with numbers one digit short of it
  it.each([
    ['visa starts 4 with 13+ digits', 'visa', ['4242424242424242', '4222222222222'], ['422222222222']],
    [
      'jcb starts 2131, 1800 or 35 with 11 more digits',
      'jcb',
      ['3530111333300000', '213100000000000', '180000000000000'],
      ['35301113333000'],
    ],
    [
      'express starts 34 or 37 with 13 more digits',
      'express',
      ['378282246310005', '371449635398431', '341111111111111'],
      ['37828224631000'],
    ],
  ] as const)('%s', (_rule, brand, numbers, tooShort) => {
    for (const number of numbers) expect(detectCardBrand(number)).toBe(brand);
    for (const number of tooShort) expect(detectCardBrand(number)).toBeNull();
  });

  it('ignores the mask dashes and spaces', () => {
    expect(detectCardBrand('4242-4242-4242-4242')).toBe('visa');
    expect(detectCardBrand('5555 5555 5555 4444')).toBe('master-card');
    expect(detectCardBrand('not a card')).toBeNull();
  });
});

describe('masks (spec §5)', () => {
  it('card-number mask 9999-9999-9999-9999', () => {
    expect(CARD_NUMBER_MASK).toBe('9999-9999-9999-9999');
    expect(applyDigitMask('4242424242424242', CARD_NUMBER_MASK)).toBe('4242-4242-4242-4242');
    expect(applyDigitMask('4242', CARD_NUMBER_MASK)).toBe('4242');
    expect(applyDigitMask('42424', CARD_NUMBER_MASK)).toBe('4242-4');
    expect(applyDigitMask('4242 4242 4242 4242 999', CARD_NUMBER_MASK)).toBe('4242-4242-4242-4242');
    expect(formatCardNumber('4242424242424242')).toBe('4242-4242-4242-4242');
  });

  it('American Express keeps its own 4-6-5 grouping', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782-822463-10005');
  });

  it('a saved card is shown by brand and last four only', () => {
    expect(describeSavedCard('visa', '4242')).toBe('Visa •••• 4242');
    expect(describeSavedCard('master-card', '4444')).toBe('Mastercard •••• 4444');
  });
});

describe('card number, expiry and CVC rules', () => {
  it('Luhn accepts the test cards and rejects one changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it('Luhn catches every single-digit typo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '4242424242424242'.split('');
        digits[position] = String((Number(digits[position]) + delta) % 10);
        return !passesLuhn(digits.join(''));
      }),
    );
  });

  it('a required field says so in the spec words', () => {
    const result = checkCard({}, NOW);
    expect(result).toEqual({
      ok: false,
      errors: {
        number: 'This is a required field.',
        expiry: 'This is a required field.',
        cvc: 'This is a required field.',
      },
    });
  });

  it('a good card answers brand, last four and a four-digit year', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 28, cvc: '123' }, NOW)).toEqual({
      ok: true,
      card: { digits: '4242424242424242', brand: 'visa', expMonth: 12, expYear: 2028, lastFour: '4242' },
    });
  });

  it('rejects bad numbers, unsupported brands and wrong lengths', () => {
    const check = (number: string) => checkCard({ number, expMonth: 1, expYear: 2030, cvc: '123' }, NOW);
    expect(check('4242424242424241')).toMatchObject({ errors: { number: CARD_MESSAGES.number } });
    expect(check('4242')).toMatchObject({ errors: { number: CARD_MESSAGES.number } });
    expect(check('42424242424242424242')).toMatchObject({ errors: { number: CARD_MESSAGES.number } });
    expect(check('6011111111111117')).toMatchObject({ errors: { number: CARD_MESSAGES.brand } });
  });

  it('a card is good through the end of its expiry month, then expired', () => {
    expect(checkExpiry(11, 2026, NOW)).toEqual({ ok: true, month: 11, year: 2026 });
    expect(checkExpiry(10, 2026, NOW)).toEqual({ ok: false, message: 'This card has expired.' });
    expect(checkExpiry(1, 25, NOW)).toEqual({ ok: false, message: 'This card has expired.' });
    expect(checkExpiry(13, 2027, NOW)).toEqual({ ok: false, message: CARD_MESSAGES.expiry });
    expect(checkExpiry(0, 2027, NOW)).toEqual({ ok: false, message: CARD_MESSAGES.expiry });
    expect(checkExpiry(1, 2047, NOW)).toEqual({ ok: false, message: CARD_MESSAGES.expiry });
  });

  it('reads the expiry as typed and the month in Manila', () => {
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('1/2030')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('12-28')).toBeNull();
    // 2026-11-30T16:00Z is already 1 December in Manila (UTC+8)
    expect(manilaYearMonth(new Date('2026-11-30T16:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('CVC: 3 digits, 4 for American Express', () => {
    expect(checkCvc('123', 'visa')).toEqual({ ok: true });
    expect(checkCvc('1234', 'visa')).toEqual({ ok: false, message: CARD_MESSAGES.cvc });
    expect(checkCvc('1234', 'express')).toEqual({ ok: true });
    expect(checkCvc('123', 'express')).toEqual({ ok: false, message: CARD_MESSAGES.cvc });
    expect(checkCvc('12a', 'jcb')).toEqual({ ok: false, message: CARD_MESSAGES.cvc });
    expect(checkCvc('', 'jcb')).toEqual({ ok: false, message: 'This is a required field.' });
  });
});

describe('leak scanner', () => {
  it('finds plain, spaced and masked card numbers and ignores other digit runs', () => {
    const text =
      'a 4242424242424242 b 5555 5555 5555 4444 c 3782-822463-10005 d 4242424242424241 e 2026-11-21 f 09171234567';
    expect(findCardNumberRuns(text).sort()).toEqual(['378282246310005', '4242424242424242', '5555555555554444']);
    expect(findCardNumberRuns('number=4242+4242+4242+4242&cvc=1')).toEqual(['4242424242424242']);
    expect(findCardNumberRuns('number=4242%204242%204242%204242')).toEqual(['4242424242424242']);
    expect(findCardNumberRuns('1896611866-2026-11-21 and 2026-11-21T04:00:00.000Z')).toEqual([]);
  });
});

describe('card data is redacted before it is logged or kept (issue 27)', () => {
  it('redacts card numbers however they are grouped or encoded, and named security codes', () => {
    expect(redactCardData('Card 4111 1111 1111 1111 exp 12/29 CVC 737 was declined')).toBe(
      'Card [redacted] exp 12/29 CVC [redacted] was declined',
    );
    expect(redactCardData('/x?n=4111%201111%201111%201111&cvv=1234')).toBe('/x?n=[redacted]&cvv=[redacted]');
    expect(redactCardData('4242-4242-4242-4242 and 4242424242424242, cvc: 123')).toBe(
      '[redacted] and [redacted], cvc: [redacted]',
    );
  });

  it('keeps numbers that are not cards: order numbers, dates, references, a failed Luhn check', () => {
    const text = 'Order 000000123 on 2026-11-21 (ref 20261121), 4111 1111 1111 1112, 3 items at 737';
    expect(redactCardData(text)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { CONTACT_MASKS, maskContactDetails } from './contact-masking';

const PHONE = CONTACT_MASKS.phone;

describe('contact details in seller chat (issue 33)', () => {
  it('masks "0917 123 4567" and flags it as a phone number', () => {
    expect(maskContactDetails('Text me at 0917 123 4567 please')).toEqual({
      text: `Text me at ${PHONE} please`,
      flags: ['phone'],
    });
  });

  it.each([
    '09171234567',
    '0917-123-4567',
    '0917.123.4567',
    '+63 917 123 4567',
    '+639171234567',
    '639171234567',
    '+63 (917) 123-4567',
    '(0917) 123 4567',
    '0 9 1 7 1 2 3 4 5 6 7',
    '(02) 8123 4567',
    '+63 2 8123 4567',
  ])('masks the Philippine number %s whole', (number) => {
    const masked = maskContactDetails(`call ${number} now`);
    expect(masked.text).toBe(`call ${PHONE} now`);
    expect(masked.flags).toEqual(['phone']);
  });

  it('leaves order numbers, quantities and prices alone', () => {
    const text = 'Order 000000123 has 2 items for ₱1,299.00; box 30 x 40 cm, sent 28/11/2026.';
    expect(maskContactDetails(text)).toEqual({ text, flags: [] });
  });

  it('finds a phone number right after an order number', () => {
    expect(maskContactDetails('order 123456789 0917 123 4567').text).toBe(`order 123456789 ${PHONE}`);
  });

  it.each(['juan.dela+cruz@gmail.com', 'juan (at) gmail (dot) com', 'juan[at]yahoo[dot]com.ph', 'Juan @ Mail.PH'])(
    'masks the e-mail address %s',
    (email) => {
      const masked = maskContactDetails(`write ${email} ok`);
      expect(masked.text).toBe(`write ${CONTACT_MASKS.email} ok`);
      expect(masked.flags).toEqual(['email']);
    },
  );

  it.each([
    'https://example.com/shop?id=1',
    'http://evil.test/x',
    'www.myshop.ph',
    'm.me/myshop',
    'bit.ly/abc',
    'shop.com',
  ])('masks the link %s', (link) => {
    const masked = maskContactDetails(`see ${link} here`);
    expect(masked.text).toBe(`see ${CONTACT_MASKS.link} here`);
    expect(masked.flags).toEqual(['link']);
  });

  it('masks every kind in one message and names each once', () => {
    const masked = maskContactDetails('0917 123 4567, me@x.com, 09181234567 or fb.com/me');
    expect(masked.text).toBe(`${PHONE}, ${CONTACT_MASKS.email}, ${PHONE} or ${CONTACT_MASKS.link}`);
    expect(masked.flags).toEqual(['phone', 'email', 'link']);
  });
});

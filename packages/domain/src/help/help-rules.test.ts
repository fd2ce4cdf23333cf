import { describe, expect, it } from 'vitest';
import {
  caseReference,
  CASE_REFERENCE_PATTERN,
  ENQUIRY_UPLOAD_RULES,
  ENQUIRY_LIMITS,
  enquiryFieldProblems,
  FAQ_FORM_ERROR,
  faqSearchWords,
  HELP_MESSAGES,
} from './help-rules';
import { uploadProblem } from '../uploads/upload-rules';

const attachmentProblem = (bytes: Uint8Array) =>
  ({ type: HELP_MESSAGES.attachmentType, size: HELP_MESSAGES.attachmentSize, none: null })[
    uploadProblem(bytes, ENQUIRY_UPLOAD_RULES) ?? 'none'
  ];

const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('help rules', () => {
  it('quotes the spec §8 FAQ form fallback word for word', () => {
    expect(FAQ_FORM_ERROR).toBe('We encountered an error, please try again later.');
  });

  it('refuses a file over 5 MB and a file of another type', () => {
    const big = new Uint8Array(ENQUIRY_LIMITS.maxFileBytes + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(attachmentProblem(big)).toBe(HELP_MESSAGES.attachmentSize);
    expect(HELP_MESSAGES.attachmentSize).toBe('Each attachment must be 5 MB or smaller.');
    expect(attachmentProblem(ascii('hello'))).toBe(HELP_MESSAGES.attachmentType);
    expect(attachmentProblem(ascii('%PDF-1.4'))).toBeNull();
    // GIF is not taken: the classic GIF/HTML polyglot has nothing to hide in (issue 27 item 10).
    expect(attachmentProblem(ascii('GIF89a/*<html>'))).toBe(HELP_MESSAGES.attachmentType);
    expect(attachmentProblem(ascii('\0\0\0\x18ftypisom'))).toBe(HELP_MESSAGES.attachmentType);
  });

  it('writes the case reference with the Manila date', () => {
    // 20:30 UTC on the 24th is already the 25th in Manila (UTC+8)
    expect(caseReference(new Date('2026-11-24T20:30:00Z'), 48213)).toBe('SC-20261125-048213');
    expect(caseReference(new Date('2026-11-24T20:30:00Z'), 48213)).toMatch(CASE_REFERENCE_PATTERN);
  });

  it('checks the enquiry fields with the spec §5 messages', () => {
    const ok = {
      name: 'Juan dela Cruz',
      email: 'juan@example.ph',
      phone: '09171234567',
      order_number: '',
      topic: 'order',
      message: 'Where is my order?',
    };
    expect(Object.values(enquiryFieldProblems(ok)).every((p) => p === null)).toBe(true);
    const bad = enquiryFieldProblems({ ...ok, email: 'nope', phone: '0917', topic: 'x', message: ' ' });
    expect(bad.email).toBe('Please enter a valid email address');
    expect(bad.phone).toBe('Please enter at least 11 characters.');
    expect(bad.topic).toBe('Please choose a topic.');
    expect(bad.message).toBe('This is a required field.');
    expect(enquiryFieldProblems({ ...ok, message: 'x'.repeat(2001) }).message).toBe(
      'Value must be not greater than 2000 characters',
    );
  });

  it('makes search words from a query', () => {
    expect(faqSearchWords('How much is DELIVERY fee?')).toEqual(['how', 'much', 'is', 'delivery', 'fee']);
    expect(faqSearchWords('%_\'"')).toEqual([]);
  });
});

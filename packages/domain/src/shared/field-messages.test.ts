import { describe, expect, it } from 'vitest';
import { type FieldIssue, fieldLabel, shopperFieldMessage, shopperValidationMessage } from './field-messages';

/** Issues as zod 4 makes them (copied from its answers), as the server's validation hands them over. */
const missing: FieldIssue = {
  code: 'invalid_type',
  expected: 'string',
  path: ['list_name'],
  message: 'Invalid input: expected string, received undefined',
};
const empty: FieldIssue = {
  code: 'too_small',
  origin: 'string',
  minimum: 1,
  path: ['list_name'],
  message: 'Too small: expected string to have >=1 characters',
};
const tooLong: FieldIssue = {
  code: 'too_big',
  origin: 'string',
  maximum: 60,
  path: ['list_name'],
  message: 'Too big: expected string to have <=60 characters',
};
const badEmail: FieldIssue = {
  code: 'invalid_format',
  format: 'email',
  origin: 'string',
  path: ['customer_email'],
  message: 'Invalid email address',
};

describe('validation issues in shopper words', () => {
  it('names a field by its label, never by its wire path', () => {
    expect(fieldLabel(['list_name'])).toBe('List name');
    expect(fieldLabel(['items', 0, 'qty'])).toBe('Quantity');
    expect(fieldLabel(['deliveryWindowNote'])).toBe('Delivery window note');
    expect(fieldLabel([])).toBeNull();
  });

  it("uses the spec's words for a missing, empty or too long field and a bad e-mail", () => {
    expect(shopperValidationMessage([missing])).toBe('List name: This is a required field.');
    expect(shopperValidationMessage([empty, tooLong])).toBe('List name: This is a required field.');
    expect(shopperFieldMessage(tooLong)).toBe('List name: Value must be not greater than 60 characters');
    expect(shopperFieldMessage(badEmail)).toBe('E-mail address: Please enter a valid email address');
  });

  it("keeps a schema's own message and never shows the validator's English", () => {
    const own = { code: 'too_small', origin: 'number', minimum: 1, path: ['qty'] };
    expect(shopperFieldMessage({ ...own, message: 'Please enter a quantity from 1 to 99.' })).toBe(
      'Quantity: Please enter a quantity from 1 to 99.',
    );
    expect(shopperFieldMessage({ ...own, message: 'Too small: expected number to be >=1' })).toBe(
      'Quantity: Please enter a value of at least 1.',
    );
    expect(
      shopperFieldMessage({ ...own, minimum: 0, inclusive: false, message: 'Too small: expected number to be >0' }),
    ).toBe('Quantity: Please enter a value above 0.');
    const validatorWords = [
      { code: 'invalid_type', path: ['qty'], message: 'Invalid input: expected int, received number' },
      { code: 'invalid_value', path: ['dir'], message: 'Invalid option: expected one of "ASC"|"DESC"' },
      { code: 'invalid_format', format: 'regex', path: ['tk'], message: 'Invalid string: must match pattern /x/' },
    ];
    for (const issue of validatorWords) {
      expect(shopperFieldMessage(issue)).not.toMatch(/Invalid|expected|body\./);
    }
    expect(shopperFieldMessage({ code: 'unrecognized_keys', path: [], message: 'Unrecognized key: "b"' })).toBe(
      'This form has a field the store does not know.',
    );
    expect(shopperValidationMessage([])).toBe('Please check the form and try again.');
  });
});

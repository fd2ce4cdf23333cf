import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  displayPhone,
  emailRule,
  locationLabelRule,
  maxLengthRule,
  nameRule,
  normalisePhone,
  passwordConfirmationRule,
  passwordResetRequestedMessage,
  passwordRule,
  isCommonPassword,
  phoneRule,
  requiredRule,
  VALIDATION_MESSAGES,
} from './customer-validation';
import { deliverySourceFor } from '../location/delivery-source';
import { isResetLinkExpired, isTokenExpiringSoon } from './session-rules';

describe('spec §5 messages, word for word', () => {
  it('quotes every validation message', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      required: 'This is a required field.',
      phone: 'Please input a valid 11 digit phone number.(e.g. 09171234567)',
      phoneTooLong: 'This field is larger than 13 characters',
      phoneTooShort: 'Please enter at least 11 characters.',
      phoneTooFewSymbols: 'Please enter more or equal than 11 symbols.',
      name: 'Please enter a valid name in this field (not including special characters).',
      email: 'Please enter a valid email address',
      emailNotValid: 'Email is not valid',
      notDelivering: 'We are currently not delivering to this area.',
    });
    expect(AUTH_MESSAGES.invalidLogin).toBe('Invalid Login or Password');
  });

  it('spec §8 login, sign-up, reset, address and account texts', () => {
    expect(AUTH_MESSAGES.loginFailedGeneric).toBe(
      "Invalid username/password or there's an issue with your account. Please contact us through our Help Center for further assistance.",
    );
    expect(AUTH_MESSAGES.networkError).toBe('Network error');
    expect(AUTH_MESSAGES.emailTaken).toBe('There is already an account with this email address.');
    expect(AUTH_MESSAGES.customerSupportNotFound).toBe('Customer email not found');
    expect(AUTH_MESSAGES.passwordSet).toBe('New password has been set.');
    expect(AUTH_MESSAGES.resetTokenExpired).toBe('The password token is expired. Reset and try again.');
    expect(passwordResetRequestedMessage('ana@example.com')).toBe(
      'If there is an account associated with ana@example.com you will receive an email with a link (which expires in 15 minutes) to reset your password.',
    );
    expect(ACCOUNT_MESSAGES).toMatchObject({
      addressCreated: 'Address successfully created',
      addressUpdated: 'Address successfully updated',
      addressCreateFailed: 'Address create failed',
      addressUpdateFailed: 'Address update failed',
      accountUpdated: 'Your account information has been successfully updated',
    });
  });
});

describe('required and max length', () => {
  it('rejects empty and blank values', () => {
    expect(requiredRule('')).toBe('This is a required field.');
    expect(requiredRule('   ')).toBe('This is a required field.');
    expect(requiredRule(undefined)).toBe('This is a required field.');
    expect(requiredRule('x')).toBeNull();
  });
  it("'Value must be not greater than N characters'", () => {
    expect(maxLengthRule('abcdef', 5)).toBe('Value must be not greater than 5 characters');
    expect(maxLengthRule('abcde', 5)).toBeNull();
  });
  it("location label: 'Maximum N characters'", () => {
    expect(locationLabelRule('x'.repeat(31))).toBe('Maximum 30 characters');
    expect(locationLabelRule('Home')).toBeNull();
    expect(locationLabelRule('x'.repeat(11), 10)).toBe('Maximum 10 characters');
  });
});

describe('phone (spec §5: 11 digits, mobile prefix 09 or +63, normalised to +63 9…)', () => {
  it.each([
    ['09171234567', '+639171234567'],
    ['+639171234567', '+639171234567'],
    ['0917 123 4567', '+639171234567'],
    ['0917-123-4567', '+639171234567'],
    ['639171234567', '+639171234567'],
  ])('%s → %s', (input, normalised) => {
    expect(normalisePhone(input)).toBe(normalised);
    expect(phoneRule(input)).toBeNull();
  });

  it.each([
    ['0917123456', 'Please enter at least 11 characters.'],
    ['+6391712345678', 'This field is larger than 13 characters'],
    ['08171234567', 'Please input a valid 11 digit phone number.(e.g. 09171234567)'],
    ['0917123456a', 'Please input a valid 11 digit phone number.(e.g. 09171234567)'],
    ['+638171234567', 'Please input a valid 11 digit phone number.(e.g. 09171234567)'],
    ['', 'This is a required field.'],
  ])('%s → %s', (input, message) => {
    expect(phoneRule(input)).toBe(message);
  });

  it('shows a stored number the way it is typed', () => {
    expect(displayPhone('+639171234567')).toBe('09171234567');
  });
});

describe('names (no special characters)', () => {
  it.each(['Juan', 'Dela Cruz', 'Ma. Teresa', "O'Brien", 'Peña', 'José-Maria'])('%s is valid', (name) => {
    expect(nameRule(name)).toBeNull();
  });
  it.each(['Juan1', '<script>', 'Ana@', 'Ana!', '-Ana'])('%s is rejected', (name) => {
    expect(nameRule(name)).toBe('Please enter a valid name in this field (not including special characters).');
  });
  it('is required and bounded', () => {
    expect(nameRule(' ')).toBe('This is a required field.');
    expect(nameRule('a'.repeat(51))).toBe('Value must be not greater than 50 characters');
  });
});

describe('email', () => {
  it.each(['ana@example.com', 'a.b+tag@sub.example.ph'])('%s is valid', (email) => {
    expect(emailRule(email)).toBeNull();
  });
  it.each(['ana', 'ana@', 'ana@example', 'an a@example.com', 'a..b@example.com'])('%s is rejected', (email) => {
    expect(emailRule(email)).toBe('Please enter a valid email address');
  });
});

describe('passwords', () => {
  it('needs 8 characters and three character classes', () => {
    expect(passwordRule('Shopper123!', null)).toBeNull();
    expect(passwordRule('Ab1!', null)).toMatch(/equal or greater than 8 symbols/);
    expect(passwordRule('alllowercase', null)).toBe(AUTH_MESSAGES.passwordWeak);
    expect(passwordRule('', null)).toBe('This is a required field.');
  });
  // A stand-in for the server's list (the real one is 49 233 passwords, ranked by how often they leak).
  const common = new Set(['password123', 'qwerty123', 'welcome1', 'iloveyou2']);
  it.each(['Password123!', 'PASSWORD123', '!Password123!', ' Qwerty123? ', 'Welcome1!!', 'iLoveYou2#'])(
    '%s is refused as common (OWASP ASVS 5.0 §6.2.4): case and surrounding symbols do not make it rare',
    (password) => {
      expect(passwordRule(password, common)).toBe(AUTH_MESSAGES.passwordCommon);
    },
  );
  it('a password that is not on the list passes; without the list only the shape is judged', () => {
    expect(passwordRule('Kalamansi42!', common)).toBeNull();
    expect(passwordRule('Pass!word123', common)).toBeNull();
    expect(passwordRule('Password123!', null)).toBeNull();
    expect(isCommonPassword('Password123!', common)).toBe(true);
    expect(isCommonPassword('Password1234!', common)).toBe(false);
  });
  it('confirmation must match', () => {
    expect(passwordConfirmationRule('Shopper123!', 'Shopper123?')).toBe('Please enter the same value again.');
    expect(passwordConfirmationRule('Shopper123!', 'Shopper123!')).toBeNull();
  });
});

describe('spec §9 token and reset-link lifetimes', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('token expiring soon: under 14 hours left', () => {
    expect(isTokenExpiringSoon(new Date(now.getTime() + 14 * 3600_000 - 1), now)).toBe(true);
    expect(isTokenExpiringSoon(new Date(now.getTime() + 14 * 3600_000), now)).toBe(false);
  });
  it('password reset link expires in 15 minutes', () => {
    expect(isResetLinkExpired(now, new Date(now.getTime() + 15 * 60_000 - 1))).toBe(false);
    expect(isResetLinkExpired(now, new Date(now.getTime() + 15 * 60_000))).toBe(true);
  });
});

describe('delivery area source (spec §3 fallback list)', () => {
  it('a city overrides its province; non-shipping and pickup pseudo-regions do not deliver', () => {
    const base = { provinceAllowsShipping: true, provinceIsPickup: false, provinceSource: 'alabang', citySource: null };
    expect(deliverySourceFor(base)).toBe('alabang');
    expect(deliverySourceFor({ ...base, citySource: 'otis' })).toBe('otis');
    expect(deliverySourceFor({ ...base, provinceAllowsShipping: false })).toBeNull();
    expect(deliverySourceFor({ ...base, provinceIsPickup: true })).toBeNull();
    expect(deliverySourceFor({ ...base, provinceSource: null })).toBeNull();
  });
});

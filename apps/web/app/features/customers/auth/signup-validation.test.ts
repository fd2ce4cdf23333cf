import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../api/session';
import { validateSignUp } from './signup-validation';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const good = {
  firstname: 'Maria',
  lastname: 'Santos',
  email: 'maria@example.com',
  password: 'Sulit-Shop123',
  password_confirmation: 'Sulit-Shop123',
  recaptcha_response: 'eyJwYXlsb2FkIjp0cnVlfQ==',
};

describe('validateSignUp (spec §5: captcha token, password and confirmation)', () => {
  it('accepts a complete sign-up', () => {
    expect(validateSignUp(form(good))).toEqual({});
  });

  it('needs the captcha token, the password and its confirmation', () => {
    const errors = validateSignUp(form({ ...good, recaptcha_response: '', password_confirmation: '' }));
    expect(errors.recaptcha_response).toBeDefined();
    expect(errors.password_confirmation).toBe('This is a required field.');
  });

  it('quotes the name and e-mail messages', () => {
    const errors = validateSignUp(form({ ...good, firstname: 'M@ria', email: 'nope' }));
    expect(errors.firstname).toBe('Please enter a valid name in this field (not including special characters).');
    expect(errors.email).toBe('Please enter a valid email address');
  });

  it('asks for the membership number only when linking a card', () => {
    expect(validateSignUp(form({ ...good, link_to_membership: 'on' })).membership_id).toBe('This is a required field.');
  });
});

describe('safeRedirectPath (spec §2 stored redirect after login)', () => {
  it('keeps same-site paths and drops anything that leaves the store', () => {
    const origin = 'https://shop.example';
    expect(safeRedirectPath('/customer/address', origin)).toBe('/customer/address');
    expect(safeRedirectPath('//evil.example/x', origin)).toBeNull();
    expect(safeRedirectPath('https://evil.example', origin)).toBeNull();
    expect(safeRedirectPath('/\\evil.example', origin)).toBeNull();
    expect(safeRedirectPath('/\t/evil.example', origin)).toBeNull();
    expect(safeRedirectPath('/\n/evil.example', origin)).toBeNull();
    expect(safeRedirectPath(null, origin)).toBeNull();
    expect(safeRedirectPath('/customer/account/login?redirect=/x', origin)).toBeNull();
  });
});

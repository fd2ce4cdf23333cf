import { describe, expect, it } from 'vitest';
import { validateAddress } from './address-validation';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const good = {
  firstname: 'Juan',
  lastname: 'Dela Cruz',
  telephone: '09171234567',
  street: '12 Mabini Street',
  building_name: '',
  landmark: '',
  location_label: 'Home',
  region_id: '1',
  city_id: '2',
  township_id: '3',
};

describe('validateAddress (spec §5 messages)', () => {
  it('accepts a complete Philippine address', () => {
    expect(validateAddress(form(good))).toEqual({});
    expect(validateAddress(form({ ...good, telephone: '+639171234567' }))).toEqual({});
  });

  it('asks for every required field', () => {
    const errors = validateAddress(form({}));
    for (const field of ['firstname', 'lastname', 'telephone', 'street', 'region_id', 'city_id', 'township_id']) {
      expect(errors[field]).toBe('This is a required field.');
    }
  });

  it('rejects names with special characters', () => {
    expect(validateAddress(form({ ...good, firstname: 'Juan#1' })).firstname).toBe(
      'Please enter a valid name in this field (not including special characters).',
    );
  });

  it('gives each phone message of §5', () => {
    expect(validateAddress(form({ ...good, telephone: '0917' })).telephone).toBe(
      'Please enter at least 11 characters.',
    );
    expect(validateAddress(form({ ...good, telephone: '091712345678901' })).telephone).toBe(
      'This field is larger than 13 characters',
    );
    expect(validateAddress(form({ ...good, telephone: '08171234567' })).telephone).toBe(
      'Please input a valid 11 digit phone number.(e.g. 09171234567)',
    );
  });

  it('caps the location label and the long text fields', () => {
    expect(validateAddress(form({ ...good, location_label: 'x'.repeat(31) })).location_label).toBe(
      'Maximum 30 characters',
    );
    expect(validateAddress(form({ ...good, landmark: 'x'.repeat(151) })).landmark).toBe(
      'Value must be not greater than 150 characters',
    );
  });
});

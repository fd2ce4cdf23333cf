import { describe, expect, it } from 'vitest';
import { readLocationLabel } from './location-cookie';

describe('readLocationLabel', () => {
  it('is null when the shopper has not chosen a location', () => {
    expect(readLocationLabel(null)).toBeNull();
    expect(readLocationLabel('other=1; theme=dark')).toBeNull();
    expect(readLocationLabel('sulit_location=')).toBeNull();
  });

  it('names the pickup store for a store source code', () => {
    expect(readLocationLabel('a=1; sulit_location=cebu')).toBe('Cebu store');
  });

  it('shows a plain or JSON label, decoded', () => {
    expect(readLocationLabel('sulit_location=Quezon%20City%2C%20Metro%20Manila')).toBe('Quezon City, Metro Manila');
    expect(readLocationLabel(`sulit_location=${encodeURIComponent('{"label":"Makati"}')}`)).toBe('Makati');
  });

  it('reads the label of the signed JSON cookie that PUT /api/location sets', () => {
    const json = JSON.stringify({
      source_code: 'alabang',
      label: 'Poblacion, Makati City',
      is_pickup: false,
      province_id: 1,
      city_id: 2,
      barangay_id: 3,
    });
    expect(readLocationLabel(`sulit_location=${encodeURIComponent(`${json}.AbC+d/e9`)}`)).toBe(
      'Poblacion, Makati City',
    );
  });

  it('ignores unreadable values and shortens long ones', () => {
    expect(readLocationLabel('sulit_location=%E0%A4%A')).toBeNull();
    expect(readLocationLabel('sulit_location={broken')).toBeNull();
    expect(readLocationLabel(`sulit_location=${'x'.repeat(60)}`)).toHaveLength(40);
  });
});

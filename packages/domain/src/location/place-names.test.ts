import { describe, expect, it } from 'vitest';
import { matchPlaces, placeKey, placeMatch } from './place-names';

const cities = ['City of Makati', 'City of Manila', 'City of Parañaque', 'City of Pasig', 'Quezon City', 'Pateros'];
const provinces = ['Davao del Sur', 'Metro Manila', 'Quezon', 'Rizal'];
const labels = (names: string[]) => names.map((label) => ({ label }));

describe('place names as shoppers type them (issue 30)', () => {
  it('ignores "City", "Municipality of", case, accents and abbreviations', () => {
    expect(placeKey('City of Makati')).toBe('makati');
    expect(placeKey('Makati City')).toBe('makati');
    expect(placeKey('Municipality of Pateros')).toBe('pateros');
    expect(placeKey('City of Parañaque')).toBe('paranaque');
    expect(placeKey('Sto. Niño')).toBe(placeKey('Santo Nino'));
  });
  it('finds "Makati City", "Pasig City", "Paranaque" and "Davao City" among the directory names', () => {
    expect(matchPlaces('Makati City', labels(cities)).map((p) => p.label)).toEqual(['City of Makati']);
    expect(matchPlaces('Pasig City', labels(cities)).map((p) => p.label)).toEqual(['City of Pasig']);
    expect(matchPlaces('paranaque', labels(cities)).map((p) => p.label)).toEqual(['City of Parañaque']);
    expect(placeMatch('Davao City', 'City of Davao')).toBe(0);
    expect(matchPlaces('Makati Ci', labels(cities)).map((p) => p.label)).toEqual(['City of Makati']);
  });
  it('knows QC, NCR and Metro Manila, and QC is the city, not the province of Quezon', () => {
    expect(matchPlaces('QC', labels(cities)).map((p) => p.label)).toEqual(['Quezon City']);
    expect(matchPlaces('qc', labels(provinces))).toEqual([]);
    expect(matchPlaces('NCR', labels(provinces)).map((p) => p.label)).toEqual(['Metro Manila']);
    expect(matchPlaces('metro manila', labels(provinces)).map((p) => p.label)).toEqual(['Metro Manila']);
  });
  it('ranks the same place, then names starting with the query, then names containing it', () => {
    expect(matchPlaces('manila', labels([...cities, ...provinces])).map((p) => p.label)).toEqual([
      'City of Manila',
      'Metro Manila',
    ]);
    expect(matchPlaces('', labels(provinces))).toHaveLength(provinces.length);
  });
});

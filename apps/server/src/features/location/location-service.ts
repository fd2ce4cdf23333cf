import type {
  CheckLocationResponse,
  CityDetail,
  Country,
  CountryDetail,
  DeliveryAreasFile,
  Region,
  RegionDetail,
  SetLocationRequest,
  ShopperLocation,
  SourceCode,
  Store,
} from '@sulit/contracts/location';
import type { LocationRepository } from '@sulit/db';
import {
  type CityDeliverySources,
  deliverySourceFor,
  DomainError,
  isSourceCode,
  PHYSICAL_STORES,
  type Province,
  VALIDATION_MESSAGES,
} from '@sulit/domain';

function toRegion(p: Province): Region {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    extension_attributes: {
      allow_shipping: p.allow_shipping,
      stock_source_code: p.stock_source_code,
      is_pickup: p.is_pickup,
    },
  };
}

function toCountry(c: { id: string; name: string; iso3: string }): Country {
  return {
    id: c.id,
    two_letter_abbreviation: c.id,
    three_letter_abbreviation: c.iso3,
    full_name_locale: c.name,
    full_name_english: c.name,
  };
}

function source(value: string | null): SourceCode | null {
  return value !== null && isSourceCode(value) ? value : null;
}

/** The store that delivers to an area (spec §3 fallback mapping), or null where none does. */
function servingSource(area: CityDeliverySources): SourceCode | null {
  return source(
    deliverySourceFor({
      provinceAllowsShipping: area.province_allow_shipping,
      provinceIsPickup: area.province_is_pickup,
      provinceSource: area.province_source,
      citySource: area.city_source,
    }),
  );
}

/** check-location's answer for an area (a barangay's, or a whole city's when township_id is null). */
function deliveryAnswer(area: CityDeliverySources, township_id: number | null): CheckLocationResponse {
  const code = servingSource(area);
  return {
    region_id: area.province_id,
    city_id: area.city_id,
    township_id,
    deliverable: code !== null,
    source_code: code,
    message: code ? null : VALIDATION_MESSAGES.notDelivering,
  };
}

/** Directory reads, delivery checks and resolving a chosen area or store into a stock source. */
export function createLocationService(deps: { locations: LocationRepository; clock: () => Date }) {
  const { locations } = deps;

  return {
    async countries(): Promise<Country[]> {
      return (await locations.countries()).map(toCountry);
    },

    async country(id: string): Promise<CountryDetail | null> {
      const row = await locations.country(id.toUpperCase());
      if (!row) return null;
      const regions = row.id === 'PH' ? (await locations.provinces()).map(toRegion) : [];
      return { ...toCountry(row), available_regions: regions };
    },

    async region(id: number): Promise<RegionDetail | null> {
      const row = await locations.province(id);
      if (!row) return null;
      const cities = await locations.citiesOf(id);
      return {
        ...toRegion(row),
        available_cities: cities.map((c) => ({
          id: c.id,
          name: c.name,
          region_id: c.province_id,
          postcode: c.postcode,
          extension_attributes: { stock_source_code: c.stock_source_code },
        })),
      };
    },

    async city(id: number): Promise<CityDetail | null> {
      const row = await locations.city(id);
      if (!row) return null;
      const barangays = await locations.barangaysOf(id);
      return {
        id: row.id,
        name: row.name,
        region_id: row.province_id,
        postcode: row.postcode,
        extension_attributes: { stock_source_code: row.stock_source_code },
        available_townships: barangays.map((b) => ({
          id: b.id,
          name: b.name,
          city_id: b.city_id,
          postcode: b.postcode,
        })),
      };
    },

    async checkLocation(query: { township_id?: number; city_id?: number }): Promise<CheckLocationResponse> {
      if (query.township_id) {
        const area = await locations.barangayArea(query.township_id);
        if (!area) throw new DomainError('not_found', 'Barangay not found');
        return deliveryAnswer(area, area.barangay_id);
      }
      if (query.city_id) {
        const area = await locations.cityArea(query.city_id);
        if (!area) throw new DomainError('not_found', 'City not found');
        return deliveryAnswer(area, null);
      }
      throw new DomainError('bad_request', 'township_id or city_id is required');
    },

    /** areas.json: the cities each store delivers to, by province, from the same rule check-location applies. */
    async deliveryAreas(): Promise<DeliveryAreasFile> {
      const [rows, stores] = await Promise.all([locations.shippingCities(), locations.stores()]);
      const provinces: DeliveryAreasFile['provinces'] = [];
      for (const row of rows) {
        const code = servingSource(row);
        if (!code) continue;
        let province = provinces.at(-1);
        if (province?.id !== row.province_id) {
          province = { id: row.province_id, name: row.province_name, cities: [] };
          provinces.push(province);
        }
        province.cities.push({ id: row.city_id, name: row.city_name, source_code: code });
      }
      return {
        stores: stores.flatMap((s) => {
          const code = source(s.source_code);
          return code ? [{ source_code: code, name: s.name, address: `${s.street}, ${s.city_name}` }] : [];
        }),
        provinces,
      };
    },

    async stores(): Promise<Store[]> {
      const rows = await locations.stores();
      return rows.flatMap((s) => {
        const code = source(s.source_code);
        if (!code) return [];
        const hours = PHYSICAL_STORES.find((p) => p.sourceCode === code)?.hours ?? s.opening_hours;
        return [
          {
            sourcecode: code,
            stock_source_code: code,
            default_name: s.name,
            storeaddress: `${s.street}, ${s.city_name}`,
            city_name: s.city_name,
            city_id: s.city_id,
            region_id: s.province_id,
            township_id: s.barangay_id,
            townshipid: s.barangay_id,
            postcode: s.postcode,
            telephone: s.telephone,
            opening_hours: hours,
            latitude: s.latitude,
            longitude: s.longitude,
          },
        ];
      });
    },

    /** Turns a choice into the location every page then uses; refuses areas nobody delivers to. */
    async resolve(choice: SetLocationRequest): Promise<ShopperLocation> {
      if (choice.type === 'pickup') {
        const store = await locations.store(choice.source_code);
        if (!store) throw new DomainError('not_found', 'Store not found');
        return {
          source_code: choice.source_code,
          label: `${store.name} store`,
          is_pickup: true,
          province_id: store.province_id,
          city_id: store.city_id,
          barangay_id: store.barangay_id,
        };
      }
      const area = await locations.barangayArea(choice.barangay_id);
      if (!area) throw new DomainError('not_found', 'Barangay not found');
      const code = servingSource(area);
      if (!code) throw new DomainError('bad_request', VALIDATION_MESSAGES.notDelivering, { reason: 'not_delivering' });
      return {
        source_code: code,
        label: `${area.barangay_name}, ${area.city_name}`,
        is_pickup: false,
        province_id: area.province_id,
        city_id: area.city_id,
        barangay_id: area.barangay_id,
      };
    },

    async notify(row: {
      email: string | null;
      customer_id: number | null;
      region_id: number;
      city_id: number;
      township_id: number | null;
    }): Promise<void> {
      const city = await locations.city(row.city_id);
      if (!city || city.province_id !== row.region_id) throw new DomainError('not_found', 'City not found');
      await locations.addNotifyRequest({
        email: row.email,
        customer_id: row.customer_id,
        province_id: row.region_id,
        city_id: row.city_id,
        barangay_id: row.township_id,
        created_at: deps.clock().toISOString(),
      });
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;

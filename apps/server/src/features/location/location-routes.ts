import { ErrorResponse } from '@sulit/contracts/common';
import {
  CheckLocationQuery,
  CheckLocationResponse,
  CityDetail,
  CountryDetail,
  CountryIdParams,
  CountryList,
  CurrentLocationResponse,
  DirectoryIdParams,
  NotifyAddressRequest,
  NotifyAddressResponse,
  RegionDetail,
  SetLocationRequest,
  ShopperLocation,
  StoreList,
} from '@sulit/contracts/location';
import type { CustomerRepository } from '@sulit/db';
import { DomainError, emailRule, normaliseEmail } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cacheFor } from '../../http/caching';
import type { CustomerAuth } from '../../http/customer-auth';
import { readLocationCookie, writeLocationCookie } from '../../http/shopper-source';
import type { LocationService } from './location-service';

/** Spec §9: directory lists 43 200 s. */
const DIRECTORY_TTL = 43_200;

export function registerLocationRoutes(
  app: FastifyInstance,
  deps: {
    service: LocationService;
    auth: CustomerAuth;
    customers: CustomerRepository;
    clock: () => Date;
    secureCookies: boolean;
  },
): void {
  const { service, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['location'];

  r.get(
    '/rest/V1/directory/countries',
    { schema: { tags, summary: 'Every country (id, names, ISO codes)', response: { 200: CountryList } } },
    async (_request, reply) => {
      cacheFor(reply, DIRECTORY_TTL);
      return service.countries();
    },
  );

  r.get(
    '/rest/V1/directory/countries/:id',
    {
      schema: {
        tags,
        summary: 'One country; PH lists its provinces (the spec’s regions) in available_regions',
        params: CountryIdParams,
        response: { 200: CountryDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const country = await service.country(request.params.id);
      if (!country) throw new DomainError('not_found', 'Country not found');
      cacheFor(reply, DIRECTORY_TTL);
      return country;
    },
  );

  r.get(
    '/rest/V1/directory/region/:id',
    {
      schema: {
        tags,
        summary: 'A province with its cities (available_cities)',
        params: DirectoryIdParams,
        response: { 200: RegionDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const region = await service.region(request.params.id);
      if (!region) throw new DomainError('not_found', 'Region not found');
      cacheFor(reply, DIRECTORY_TTL);
      return region;
    },
  );

  r.get(
    '/rest/V1/directory/city/:id',
    {
      schema: {
        tags,
        summary: 'A city with its barangays (available_townships)',
        params: DirectoryIdParams,
        response: { 200: CityDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const city = await service.city(request.params.id);
      if (!city) throw new DomainError('not_found', 'City not found');
      cacheFor(reply, DIRECTORY_TTL);
      return city;
    },
  );

  r.get(
    '/rest/V1/sulit/check-location',
    {
      schema: {
        tags,
        summary: 'Whether a barangay (or city) is served, and from which store source',
        querystring: CheckLocationQuery,
        response: { 200: CheckLocationResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const result = await service.checkLocation(request.query);
      cacheFor(reply, DIRECTORY_TTL);
      return result;
    },
  );

  r.post(
    '/rest/V1/ldmultistores/location/notifyaddress',
    {
      schema: {
        tags,
        summary: 'Ask to be told when delivery reaches an area',
        body: NotifyAddressRequest,
        response: { 200: NotifyAddressResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await auth.optional(request);
      const email = request.body.email ? normaliseEmail(request.body.email) : (session?.customer.email ?? null);
      if (email) {
        const problem = emailRule(email);
        if (problem) throw new DomainError('validation_failed', problem, { fields: { email: problem } });
      }
      await service.notify({
        email,
        customer_id: session?.customer.id ?? null,
        region_id: request.body.region_id,
        city_id: request.body.city_id,
        township_id: request.body.township_id ?? null,
      });
      return { success: true, message: 'Thank you! We will let you know when we deliver to your area.' };
    },
  );

  r.get(
    '/api/location/stores',
    { schema: { tags, summary: 'The five stores with address and hours (pickup tab)', response: { 200: StoreList } } },
    async (_request, reply) => {
      cacheFor(reply, DIRECTORY_TTL);
      return { items: await service.stores() };
    },
  );

  r.get(
    '/api/location',
    {
      schema: {
        tags,
        summary: 'The shopper’s chosen delivery area or pickup store (null when none)',
        response: { 200: CurrentLocationResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const cookie = readLocationCookie(request);
      if (cookie) return { location: ShopperLocation.parse(cookie) };
      const session = await auth.optional(request);
      const c = session?.customer;
      if (c?.location_source_code) {
        return {
          location: ShopperLocation.parse({
            source_code: c.location_source_code,
            label: c.location_label ?? '',
            is_pickup: c.location_is_pickup === 1,
            province_id: c.location_province_id,
            city_id: c.location_city_id,
            barangay_id: c.location_barangay_id,
          }),
        };
      }
      return { location: null };
    },
  );

  r.put(
    '/api/location',
    {
      schema: {
        tags,
        summary:
          'Choose a delivery barangay or a pickup store. Sets the signed `sulit_location` cookie; for a signed-in customer also saves it on the account.',
        body: SetLocationRequest,
        response: { 200: ShopperLocation, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await auth.optional(request);
      const location = await service.resolve(request.body);
      if (session) {
        await deps.customers.update(session.customer.id, {
          location_source_code: location.source_code,
          location_label: location.label,
          location_is_pickup: location.is_pickup ? 1 : 0,
          location_province_id: location.province_id,
          location_city_id: location.city_id,
          location_barangay_id: location.barangay_id,
          updated_at: deps.clock().toISOString(),
        });
      }
      writeLocationCookie(reply, location, deps.secureCookies);
      reply.header('cache-control', 'no-store');
      return location;
    },
  );
}

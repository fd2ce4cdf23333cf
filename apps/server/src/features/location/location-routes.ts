import { ErrorResponse } from '@sulit/contracts/common';
import {
  CheckLocationQuery,
  CheckLocationResponse,
  CityDetail,
  CountryDetail,
  CountryIdParams,
  CountryList,
  CurrentLocationResponse,
  DeliveryAreasFile,
  DirectoryIdParams,
  NotifyAddressRequest,
  NotifyAddressResponse,
  RegionDetail,
  SetLocationRequest,
  ShopperLocation,
  StoreList,
} from '@sulit/contracts/location';
import { DomainError, emailRule, normaliseEmail } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readRoute } from '../../http/read-route';
import type { CustomerAuth } from '../../http/customer-auth';
import type { LocationService } from './location-service';
import type { ShopperLocationService } from './shopper-location-service';

/** Spec §9: directory lists 43 200 s. */
const DIRECTORY_TTL = 43_200;

export function registerLocationRoutes(
  app: FastifyInstance,
  deps: {
    service: LocationService;
    shopperLocation: ShopperLocationService;
    auth: CustomerAuth;
  },
): void {
  const { service, shopperLocation, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['location'];

  const directory = { seconds: DIRECTORY_TTL };
  readRoute(
    app,
    {
      url: '/rest/V1/directory/countries',
      tags,
      summary: 'Every country (id, names, ISO codes)',
      response: CountryList,
      cache: directory,
    },
    () => service.countries(),
  );
  readRoute(
    app,
    {
      url: '/rest/V1/directory/countries/:id',
      tags,
      summary: 'One country; PH lists its provinces (the spec’s regions) in available_regions',
      params: CountryIdParams,
      response: CountryDetail,
      cache: directory,
      notFound: 'Country not found',
    },
    ({ params }) => service.country(params.id),
  );
  readRoute(
    app,
    {
      url: '/rest/V1/directory/region/:id',
      tags,
      summary: 'A province with its cities (available_cities)',
      params: DirectoryIdParams,
      response: RegionDetail,
      cache: directory,
      notFound: 'Region not found',
    },
    ({ params }) => service.region(params.id),
  );
  readRoute(
    app,
    {
      url: '/rest/V1/directory/city/:id',
      tags,
      summary: 'A city with its barangays (available_townships)',
      params: DirectoryIdParams,
      response: CityDetail,
      cache: directory,
      notFound: 'City not found',
    },
    ({ params }) => service.city(params.id),
  );
  readRoute(
    app,
    {
      url: '/rest/V1/sulit/check-location',
      tags,
      summary: 'Whether a barangay (or city) is served, and from which store source',
      querystring: CheckLocationQuery,
      response: CheckLocationResponse,
      cache: directory,
    },
    ({ query }) => service.checkLocation(query),
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

  readRoute(
    app,
    {
      url: '/api/location/stores',
      tags,
      summary: 'The five stores with address and hours (pickup tab)',
      response: StoreList,
      cache: directory,
    },
    async () => ({ items: await service.stores() }),
  );

  readRoute(
    app,
    {
      url: '/areas.json',
      tags,
      summary: 'The static delivery-areas list (spec §7 areas.json): provinces, cities and the store serving each',
      description:
        'Built from the same directory rows and delivery rule as check-location, so it cannot disagree with it. ' +
        'Every barangay of a listed city is served; anything else is pickup only.',
      response: DeliveryAreasFile,
      cache: directory,
    },
    () => service.deliveryAreas(),
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
      // The cookie answers without a session lookup; only without one is the account's saved location read.
      const fromCookie = shopperLocation.current(request, null);
      if (fromCookie) return { location: fromCookie };
      const session = await auth.optional(request);
      return { location: session ? shopperLocation.current(request, session.customer) : null };
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
      await shopperLocation.choose(reply, session?.customer.id ?? null, location);
      reply.header('cache-control', 'no-store');
      return location;
    },
  );
}

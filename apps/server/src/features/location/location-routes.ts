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
import { errorResponses } from '../../http/error-responses';
import { readRoute } from '../../http/read-route';
import { routeRegistrar } from '../../http/route';
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
  const tags = ['location'];
  const route = routeRegistrar(app, tags, auth);

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

  route(
    {
      method: 'POST',
      url: '/rest/V1/ldmultistores/location/notifyaddress',
      summary: 'Ask to be told when delivery reaches an area',
      body: NotifyAddressRequest,
      response: NotifyAddressResponse,
      errors: errorResponses(400, 404),
      access: 'guest',
    },
    async ({ body, session }) => {
      const email = body.email ? normaliseEmail(body.email) : (session?.customer.email ?? null);
      if (email) {
        const problem = emailRule(email);
        if (problem) throw new DomainError('validation_failed', problem, { fields: { email: problem } });
      }
      await service.notify({
        email,
        customer_id: session?.customer.id ?? null,
        region_id: body.region_id,
        city_id: body.city_id,
        township_id: body.township_id ?? null,
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

  route(
    {
      method: 'GET',
      url: '/api/location',
      summary: 'The shopper’s chosen delivery area or pickup store (null when none)',
      response: CurrentLocationResponse,
      cacheControl: 'no-store',
    },
    async ({ request }) => {
      // The cookie answers without a session lookup; only without one is the account's saved location read.
      const fromCookie = shopperLocation.current(request, null);
      if (fromCookie) return { location: fromCookie };
      const session = await auth.optional(request);
      return { location: session ? shopperLocation.current(request, session.customer) : null };
    },
  );

  route(
    {
      method: 'PUT',
      url: '/api/location',
      summary:
        'Choose a delivery barangay or a pickup store. Sets the signed `sulit_location` cookie; for a signed-in customer also saves it on the account.',
      body: SetLocationRequest,
      response: ShopperLocation,
      errors: errorResponses(400, 403, 404),
      access: 'guest',
      cacheControl: 'no-store',
    },
    async ({ body, reply, session }) => {
      const location = await service.resolve(body);
      await shopperLocation.choose(reply, session?.customer.id ?? null, location);
      return location;
    },
  );
}

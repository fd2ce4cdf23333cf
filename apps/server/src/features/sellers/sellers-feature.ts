import type { SellerSummary } from '@sulit/contracts/catalog';
import {
  BrandDirectoryResponse,
  LoggerBody,
  LoggerMessage,
  LoggerResponse,
  SellerInfoResponse,
} from '@sulit/contracts/sellers';
import { SellerIdParams } from '@sulit/contracts/catalog';
import { createSellerRepository, type Database } from '@sulit/db';
import { DomainError, shopperValidationMessage } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { readRoute } from '../../http/read-route';
import { routeRegistrar } from '../../http/route';
import type { AbusePorts } from '../../http/abuse-ports';

/** Spec §9: sellers 7200 s. */
const SELLERS_TTL = 7200;
/** Reports per address per minute: a page with a broken banner and logo sends two; a bot gets no further. */
const LOGGER_LIMIT = { limit: 30, windowMs: 60_000 };

/** Spec §7: the logger call carries the header scope: web. */
const LoggerHeaders = z.object({ scope: z.literal('web') });

export interface SellersPorts {
  database: Database;
  /** the catalogue's summary of a seller (its shop name, logo, banner and product count) */
  summary(id: string): Promise<SellerSummary | undefined>;
  abuse: Pick<AbusePorts, 'attempt'>;
}

/** Sellers' shops (issue 14): a shop's information page, the brand directory and image-failure reports. */
export function registerSellersFeature(app: FastifyInstance, ports: SellersPorts): void {
  const tags = ['sellers'];
  const sellers = createSellerRepository(ports.database.db);

  readRoute(
    app,
    {
      url: '/api/product/sellers/:id/info',
      tags,
      summary: 'A seller’s shop information: about, since when, policies and contact (ratings only once reviews exist)',
      params: SellerIdParams,
      response: SellerInfoResponse,
      cache: { seconds: SELLERS_TTL },
      notFound: 'Seller not found',
    },
    async ({ params }) => {
      const [summary, profile] = await Promise.all([ports.summary(params.id), sellers.profile(params.id)]);
      if (!summary || !profile) return undefined;
      return {
        ...summary,
        joined_at: profile.created_at,
        policies: profile.policies,
        contact_email: profile.contact_email,
        contact_phone: profile.contact_phone,
        // Product reviews are a later feature: no review, no rating (never a made-up number).
        review_count: 0,
      };
    },
  );

  readRoute(
    app,
    {
      url: '/api/market-place/directory/brands',
      tags,
      summary: 'Every brand on sale with its product count, A–Z (the directory’s ?brands view)',
      response: BrandDirectoryResponse,
      cache: { seconds: SELLERS_TTL },
    },
    async () => ({ items: await sellers.brands() }),
  );

  routeRegistrar(app, tags)(
    {
      method: 'POST',
      url: '/logger',
      summary: 'Report a seller-page image that failed to load (spec §7: header scope web)',
      headers: LoggerHeaders,
      body: LoggerBody,
      response: LoggerResponse,
      errors: errorResponses(400, 415, 429),
      cacheControl: 'no-store',
    },
    async ({ request, body }) => {
      let message: unknown;
      try {
        message = JSON.parse(body.message);
      } catch {
        throw new DomainError('validation_failed', 'Message: Please enter a valid value.');
      }
      const parsed = LoggerMessage.safeParse(message);
      if (!parsed.success) {
        throw new DomainError('validation_failed', shopperValidationMessage(parsed.error.issues));
      }
      const { waits } = await ports.abuse.attempt([{ key: `logger:ip:${request.ip}`, ...LOGGER_LIMIT }]);
      const wait = waits[0];
      if (wait !== null && wait !== undefined) {
        throw new DomainError('rate_limited', 'Too many reports. Please wait a moment.', { retry_after: wait });
      }
      const m = parsed.data;
      // Who reported it is not logged (an e-mail is personal data): only whether it was a guest.
      request.log.warn(
        {
          topic: body.topic,
          seller: m.seller,
          asset: m.asset,
          assetType: m.type,
          reporter: m.email === 'guest' ? 'guest' : 'customer',
          browser: m.browser,
          device: m.device,
          os: m.os,
        },
        'seller page image failed to load',
      );
      return { success: true as const };
    },
  );
}

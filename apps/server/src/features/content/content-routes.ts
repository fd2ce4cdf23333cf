import {
  AllCmsResponse,
  BannerPositionParams,
  BannerSliderResponse,
  CmsPageParams,
  CmsPageResponse,
  ConfigResponse,
  JsonPageParams,
  JsonPageResponse,
  JsonWidgetQuery,
  JsonWidgetResponse,
  SidebarMenuResponse,
  StoreOnlyParams,
  StoreSourceMappingResponse,
} from '@sulit/contracts/content';
import { ErrorResponse, text } from '@sulit/contracts/common';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheFor } from '../../http/caching';
import { renderBannerSvg } from './banner-artwork';
import type { ContentService } from './content-service';

/** Spec §9 cache lifetimes (seconds): global config 1800, directory lists 43200; pages and banners follow products (300). */
const GLOBAL_CONFIG_TTL = 1800;
const DIRECTORY_TTL = 43200;
const PAGE_TTL = 300;
const MENU_TTL = 1800;

/** The same call under /rest/V1 and /rest/{store}/V1 (spec §7 legacy family). */
function legacy(path: string): string[] {
  return [`/rest/V1/sulit/${path}`, `/rest/:store/V1/sulit/${path}`];
}

export function registerContentRoutes(app: FastifyInstance, service: ContentService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  for (const url of legacy('json-page/:slug')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'A JSON page (home is new-home); entries with status 0 are dropped (spec §2)',
          params: JsonPageParams,
          response: { 200: JsonPageResponse, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const page = await service.jsonPage(request.params.slug);
        if (!page) throw new DomainError('not_found', 'No such page');
        cacheFor(reply, PAGE_TTL);
        return page;
      },
    );
  }

  for (const url of legacy('json-widget')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'A JSON widget by hash and store view',
          params: StoreOnlyParams,
          querystring: JsonWidgetQuery,
          response: { 200: JsonWidgetResponse, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const widget = await service.jsonWidget(request.query.hash, request.query.storeview);
        if (!widget) throw new DomainError('not_found', 'No such widget');
        cacheFor(reply, PAGE_TTL);
        return widget;
      },
    );
  }

  for (const url of legacy('banner-slider/:position')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'Banners a position shows now: scheduled ones per spec §4, else the default banner',
          params: BannerPositionParams,
          response: { 200: BannerSliderResponse, 400: ErrorResponse },
        },
      },
      async (request, reply) => {
        const items = await service.banners(request.params.position);
        // Schedules start and end on the minute; a short lifetime keeps the switch timely.
        cacheFor(reply, 60);
        return { position: request.params.position, items };
      },
    );
  }

  const configRoutes: [string, 'global' | 'content', string][] = [
    ['globalconfig', 'global', 'Global configuration'],
    ['baseapi/globalconfig', 'global', 'Global configuration (base API family)'],
    ['baseapi/contentconfig', 'content', 'Content configuration: footer and sidebar links, announcement'],
  ];
  for (const [path, scope, summary] of configRoutes) {
    for (const url of legacy(path)) {
      r.get(
        url,
        { schema: { tags, summary, params: StoreOnlyParams, response: { 200: ConfigResponse, 400: ErrorResponse } } },
        async (_request, reply) => {
          cacheFor(reply, GLOBAL_CONFIG_TTL);
          return service.config(scope);
        },
      );
    }
  }

  for (const url of legacy('store-source-mapping')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'Which store (stock source) serves each region and city',
          params: StoreOnlyParams,
          response: { 200: StoreSourceMappingResponse, 400: ErrorResponse },
        },
      },
      async (_request, reply) => {
        cacheFor(reply, DIRECTORY_TTL);
        return service.storeSourceMapping();
      },
    );
  }

  for (const url of legacy('all-cms')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'All published CMS pages',
          params: StoreOnlyParams,
          response: { 200: AllCmsResponse, 400: ErrorResponse },
        },
      },
      async (_request, reply) => {
        cacheFor(reply, GLOBAL_CONFIG_TTL);
        return { items: await service.allCms() };
      },
    );
  }

  for (const url of legacy('cms-page/:identifier')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'One published CMS page by its slug',
          params: CmsPageParams,
          response: { 200: CmsPageResponse, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const page = await service.cmsPage(request.params.identifier);
        if (!page) throw new DomainError('not_found', 'No such page');
        cacheFor(reply, GLOBAL_CONFIG_TTL);
        return page;
      },
    );
  }

  for (const url of legacy('megamenu-by-session/all')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'Sidebar menu: categories and links, without the entries spec §2 hides there',
          params: StoreOnlyParams,
          response: { 200: SidebarMenuResponse, 400: ErrorResponse },
        },
      },
      async (_request, reply) => {
        cacheFor(reply, MENU_TTL);
        return { items: await service.sidebar() };
      },
    );
  }

  r.get(
    '/media/banner/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated banner image ({id}-desktop.svg or {id}-mobile.svg)',
        params: z
          .object({
            file: text().regex(/^\d{1,10}-(desktop|mobile)\.svg$/, 'must be {id}-desktop.svg or {id}-mobile.svg'),
          })
          .strict(),
      },
    },
    async (request, reply) => {
      const [idText, variant] = request.params.file.replace('.svg', '').split('-') as [string, 'desktop' | 'mobile'];
      const banner = await service.bannerFacts(Number.parseInt(idText, 10));
      if (!banner) throw new DomainError('not_found', 'No such banner image');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderBannerSvg(banner.id, banner.title, variant));
    },
  );
}

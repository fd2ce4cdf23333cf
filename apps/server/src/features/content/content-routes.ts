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
import { text } from '@sulit/contracts/common';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths, readRoute } from '../../http/read-route';
import { routeRegistrar } from '../../http/route';
import { renderBannerSvg } from './banner-artwork';
import type { ContentService } from './content-service';

/** Spec §9 cache lifetimes (seconds): global config 1800, directory lists 43200; pages and banners follow products (300). */
const GLOBAL_CONFIG_TTL = 1800;
const DIRECTORY_TTL = 43200;
const PAGE_TTL = 300;
const MENU_TTL = 1800;

const legacy = (path: string) => legacyPaths(`sulit/${path}`);

export function registerContentRoutes(app: FastifyInstance, service: ContentService): void {
  const tags = ['content'];

  readRoute(
    app,
    {
      url: legacy('json-page/:slug'),
      tags,
      summary: 'A JSON page (home is new-home); entries with status 0 are dropped (spec §2)',
      params: JsonPageParams,
      response: JsonPageResponse,
      cache: { seconds: PAGE_TTL },
      notFound: 'No such page',
    },
    ({ params }) => service.jsonPage(params.slug),
  );

  readRoute(
    app,
    {
      url: legacy('json-widget'),
      tags,
      summary: 'A JSON widget by hash and store view',
      params: StoreOnlyParams,
      querystring: JsonWidgetQuery,
      response: JsonWidgetResponse,
      cache: { seconds: PAGE_TTL },
      notFound: 'No such widget',
    },
    ({ query }) => service.jsonWidget(query.hash, query.storeview),
  );

  readRoute(
    app,
    {
      url: legacy('banner-slider/:position'),
      tags,
      summary: 'Banners a position shows now: scheduled ones per spec §4, else the default banner',
      params: BannerPositionParams,
      response: BannerSliderResponse,
      // Schedules start and end on the minute; a short lifetime keeps the switch timely.
      cache: { seconds: 60 },
    },
    async ({ params }) => ({ position: params.position, items: await service.banners(params.position) }),
  );

  const configRoutes: [string, 'global' | 'content', string][] = [
    ['globalconfig', 'global', 'Global configuration'],
    ['baseapi/globalconfig', 'global', 'Global configuration (base API family)'],
    ['baseapi/contentconfig', 'content', 'Content configuration: footer and sidebar links, announcement'],
  ];
  for (const [path, scope, summary] of configRoutes) {
    readRoute(
      app,
      {
        url: legacy(path),
        tags,
        summary,
        params: StoreOnlyParams,
        response: ConfigResponse,
        cache: { seconds: GLOBAL_CONFIG_TTL },
      },
      () => service.config(scope),
    );
  }

  readRoute(
    app,
    {
      url: legacy('store-source-mapping'),
      tags,
      summary: 'Which store (stock source) serves each region and city',
      params: StoreOnlyParams,
      response: StoreSourceMappingResponse,
      cache: { seconds: DIRECTORY_TTL },
    },
    () => service.storeSourceMapping(),
  );

  readRoute(
    app,
    {
      url: legacy('all-cms'),
      tags,
      summary: 'All published CMS pages',
      params: StoreOnlyParams,
      response: AllCmsResponse,
      cache: { seconds: GLOBAL_CONFIG_TTL },
    },
    async () => ({ items: await service.allCms() }),
  );

  readRoute(
    app,
    {
      url: legacy('cms-page/:identifier'),
      tags,
      summary: 'One published CMS page by its slug',
      params: CmsPageParams,
      response: CmsPageResponse,
      cache: { seconds: GLOBAL_CONFIG_TTL },
      notFound: 'No such page',
    },
    ({ params }) => service.cmsPage(params.identifier),
  );

  readRoute(
    app,
    {
      url: legacy('megamenu-by-session/all'),
      tags,
      summary: 'Sidebar menu: categories and links, without the entries spec §2 hides there',
      params: StoreOnlyParams,
      response: SidebarMenuResponse,
      cache: { seconds: MENU_TTL },
    },
    async () => ({ items: await service.sidebar() }),
  );

  routeRegistrar(app, ['media'])(
    {
      method: 'GET',
      url: '/media/banner/:file',
      summary: 'Generated banner image ({id}-desktop.svg or {id}-mobile.svg)',
      params: {
        file: text().regex(/^\d{1,10}-(desktop|mobile)\.svg$/, 'must be {id}-desktop.svg or {id}-mobile.svg'),
      },
      response: { media: ['image/svg+xml'] },
      errors: errorResponses(400, 404),
    },
    async ({ params, reply }) => {
      const [idText, variant] = params.file.replace('.svg', '').split('-') as [string, 'desktop' | 'mobile'];
      const banner = await service.bannerFacts(Number.parseInt(idText, 10));
      if (!banner) throw new DomainError('not_found', 'No such banner image');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderBannerSvg(banner.id, banner.title, variant));
    },
  );
}

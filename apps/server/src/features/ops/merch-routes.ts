import {
  BannerBody,
  BannerChange,
  BannerList,
  CampaignBody,
  CampaignChange,
  CampaignList,
  CampaignQuery,
  ConsoleBanner,
  ConsoleCampaign,
  ConsoleVoucher,
  HomePageBody,
  HomePageDraft,
  HomePagePreview,
  MerchIdPath,
  VoucherBody,
  VoucherList,
} from '@sulit/contracts/ops-merch';
import { changeBanner, createBanner, listBanners } from './console-banners';
import { changeCampaign, createCampaign, endCampaign, listCampaigns } from './console-campaigns';
import { previewHomePage, publishHomePage, readHomePage } from './console-home-page';
import { createVoucher, disableVoucher, listVouchers } from './console-vouchers';
import type { OpsDeps } from './ops-deps';

/**
 * The console's campaign prices, vouchers, banners and home page (issue 35, decision 036), through the same guard
 * and policy table as every console route; each handler calls one use-case.
 */
export function registerMerchRoutes(deps: OpsDeps): void {
  const { route } = deps.guard;
  const id = MerchIdPath.shape;

  route(
    'campaigns.list',
    { summary: 'Campaign prices with their windows and state', querystring: CampaignQuery, response: CampaignList },
    ({ query }) => listCampaigns(deps, query),
  );
  route(
    'campaigns.create',
    { summary: 'A campaign price on a product for a window', body: CampaignBody, response: ConsoleCampaign },
    ({ staff, body }) => createCampaign(deps, staff, body),
  );
  route(
    'campaigns.update',
    {
      summary: 'Change a campaign’s window, price or stock',
      params: id,
      body: CampaignChange,
      response: ConsoleCampaign,
    },
    ({ staff, params, body }) => changeCampaign(deps, staff, params.id, body),
  );
  route(
    'campaigns.end',
    { summary: 'End a campaign now', params: id, response: ConsoleCampaign },
    ({ staff, params }) => endCampaign(deps, staff, params.id),
  );

  route('vouchers.list', { summary: 'Vouchers with their terms and state', response: VoucherList }, () =>
    listVouchers(deps),
  );
  route(
    'vouchers.create',
    { summary: 'A voucher shoppers can apply', body: VoucherBody, response: ConsoleVoucher },
    ({ staff, body }) => createVoucher(deps, staff, body),
  );
  route(
    'vouchers.disable',
    { summary: 'Switch a voucher off', params: id, response: ConsoleVoucher },
    ({ staff, params }) => disableVoucher(deps, staff, params.id),
  );

  route('banners.list', { summary: 'Banners by position, and which show now', response: BannerList }, () =>
    listBanners(deps),
  );
  route(
    'banners.create',
    { summary: 'A banner at a position, linking to a store page', body: BannerBody, response: ConsoleBanner },
    ({ staff, body }) => createBanner(deps, staff, body),
  );
  route(
    'banners.update',
    { summary: 'Change a banner', params: id, body: BannerChange, response: ConsoleBanner },
    ({ staff, params, body }) => changeBanner(deps, staff, params.id, body),
  );

  route('home-page.read', { summary: 'The home page’s JSON as published', response: HomePageDraft }, () =>
    readHomePage(deps),
  );
  route(
    'home-page.preview',
    {
      summary: 'Check the home page’s JSON and list what shoppers would see',
      body: HomePageBody,
      response: HomePagePreview,
    },
    ({ body }) => previewHomePage(body.json),
  );
  route(
    'home-page.publish',
    { summary: 'Check and publish the home page’s JSON', body: HomePageBody, response: HomePageDraft },
    ({ staff, body }) => publishHomePage(deps, staff, body.json),
  );
}

/** The console's campaign price, voucher, banner and home page calls (decision 036). */
import type {
  BannerList,
  CampaignList,
  ConsoleBanner,
  ConsoleCampaign,
  ConsoleVoucher,
  HomePageDraft,
  HomePagePreview,
  VoucherList,
} from '@sulit/contracts/ops-merch';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export const listCampaigns = (api: ApiClient, sku: string): Promise<CampaignList> =>
  api.json(`/api/ops/campaigns${sku ? `?${new URLSearchParams({ sku }).toString()}` : ''}`);

export const createCampaign = (api: ApiClient, body: Record<string, unknown>): Promise<ApiResult<ConsoleCampaign>> =>
  api.send('/api/ops/campaigns', { method: 'POST', body });

export const changeCampaign = (
  api: ApiClient,
  id: number,
  body: Record<string, unknown>,
): Promise<ApiResult<ConsoleCampaign>> => api.send(`/api/ops/campaigns/${id}`, { method: 'PATCH', body });

export const endCampaign = (api: ApiClient, id: number): Promise<ApiResult<ConsoleCampaign>> =>
  api.send(`/api/ops/campaigns/${id}/end`, { method: 'POST' });

export const listVouchers = (api: ApiClient): Promise<VoucherList> => api.json('/api/ops/vouchers');

export const createVoucher = (api: ApiClient, body: Record<string, unknown>): Promise<ApiResult<ConsoleVoucher>> =>
  api.send('/api/ops/vouchers', { method: 'POST', body });

export const disableVoucher = (api: ApiClient, id: number): Promise<ApiResult<ConsoleVoucher>> =>
  api.send(`/api/ops/vouchers/${id}/disable`, { method: 'POST' });

export const listBanners = (api: ApiClient): Promise<BannerList> => api.json('/api/ops/banners');

export const createBanner = (api: ApiClient, body: Record<string, unknown>): Promise<ApiResult<ConsoleBanner>> =>
  api.send('/api/ops/banners', { method: 'POST', body });

export const changeBanner = (
  api: ApiClient,
  id: number,
  body: Record<string, unknown>,
): Promise<ApiResult<ConsoleBanner>> => api.send(`/api/ops/banners/${id}`, { method: 'PATCH', body });

export const readHomePage = (api: ApiClient): Promise<HomePageDraft> => api.json('/api/ops/home-page');

export const previewHomePage = (api: ApiClient, json: string): Promise<ApiResult<HomePagePreview>> =>
  api.send('/api/ops/home-page/preview', { method: 'POST', body: { json } });

export const publishHomePage = (api: ApiClient, json: string): Promise<ApiResult<HomePageDraft>> =>
  api.send('/api/ops/home-page', { method: 'POST', body: { json } });

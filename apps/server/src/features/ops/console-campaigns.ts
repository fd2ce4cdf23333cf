import type { CampaignBody, CampaignChange, CampaignList, ConsoleCampaign } from '@sulit/contracts/ops-merch';
import type { CampaignOnProduct, CampaignWrite } from '@sulit/db';
import { campaignProblem, campaignState, DomainError, endedCampaignWindow, MERCH_MESSAGES } from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

/** Times as the store keeps them: UTC ISO-8601 with milliseconds, so windows compare as text in SQL too. */
const utc = (value: string) => new Date(value).toISOString();

function viewOf(row: CampaignOnProduct, now: Date): ConsoleCampaign {
  return { ...row, state: campaignState(row, now) };
}

function outcome(write: CampaignWrite, now: Date): ConsoleCampaign {
  if (write.kind === 'not_found') throw new DomainError('not_found', MERCH_MESSAGES.campaignNotFound);
  if (write.kind === 'refused')
    throw new DomainError(write.message === MERCH_MESSAGES.campaignOverlap ? 'conflict' : 'bad_request', write.message);
  return viewOf(write.campaign, now);
}

/** Campaign prices, newest window first (one product's when `sku` is given), with where each stands now. */
export async function listCampaigns(deps: OpsDeps, query: { sku?: string | undefined }): Promise<CampaignList> {
  const now = deps.clock();
  return { campaigns: (await deps.merch.campaigns(query)).map((row) => viewOf(row, now)) };
}

/**
 * A campaign price on a product (issue 35): the domain's campaignProblem judges it against the product's regular
 * price and its other campaigns, read in the write's transaction; the catalogue prices from the same row.
 */
export async function createCampaign(deps: OpsDeps, staff: StaffCaller, body: CampaignBody): Promise<ConsoleCampaign> {
  const product = await deps.merch.productBySku(body.sku);
  if (!product) throw new DomainError('not_found', MERCH_MESSAGES.productNotFound);
  const now = deps.clock();
  const window = {
    start_time: utc(body.start_time),
    end_time: utc(body.end_time),
    price: body.price,
    stock: body.stock,
  };
  const write = await deps.merch.createCampaign(
    product.id,
    window,
    (others) => campaignProblem(window, { regularPrice: product.price, others }, now),
    { staff_id: staff.id, action: 'campaigns.create', now: now.toISOString() },
  );
  return outcome(write, now);
}

/** Changes a campaign's window, price or stock; an ended campaign is history and stays as it was. */
export async function changeCampaign(
  deps: OpsDeps,
  staff: StaffCaller,
  id: number,
  change: CampaignChange,
): Promise<ConsoleCampaign> {
  const now = deps.clock();
  let next: ConsoleCampaign | null = null;
  const write = await deps.merch.changeCampaign(
    id,
    (before) => {
      if (campaignState(before, now) === 'ended') return MERCH_MESSAGES.campaignEnded;
      next = {
        ...viewOf(before, now),
        ...(change.start_time ? { start_time: utc(change.start_time) } : {}),
        ...(change.end_time ? { end_time: utc(change.end_time) } : {}),
        ...(change.price !== undefined ? { price: change.price } : {}),
        ...(change.stock !== undefined ? { stock: change.stock } : {}),
      };
      const { start_time, end_time, price, stock } = next;
      return { start_time, end_time, price, stock };
    },
    (others) => (next ? campaignProblem(next, { regularPrice: next.regular_price, others }, now) : null),
    { staff_id: staff.id, action: 'campaigns.update', now: now.toISOString() },
  );
  return outcome(write, now);
}

/** Ends a campaign now (one not yet started never opens): the domain's endedCampaignWindow. */
export async function endCampaign(deps: OpsDeps, staff: StaffCaller, id: number): Promise<ConsoleCampaign> {
  const now = deps.clock();
  const write = await deps.merch.changeCampaign(
    id,
    (before) => endedCampaignWindow(before, now) ?? MERCH_MESSAGES.campaignEnded,
    () => null,
    { staff_id: staff.id, action: 'campaigns.end', now: now.toISOString() },
  );
  return outcome(write, now);
}

import type { BannerBody, BannerChange, BannerList, ConsoleBanner } from '@sulit/contracts/ops-merch';
import type { StoredBanner } from '@sulit/db';
import { bannerProblem, DomainError, MERCH_MESSAGES, visibleBanners } from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

const utcOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** The spec's Banner fields the storefront's rule reads (content-rules' BannerSchedule). */
const scheduleOf = (row: StoredBanner) => ({
  id: row.id,
  bnStatus: row.status,
  bnIsDefault: row.is_default,
  bnScheduleStart: row.schedule_start,
  bnScheduleEnd: row.schedule_end,
});

function viewOf(row: StoredBanner, showing: boolean): ConsoleBanner {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    link: row.link,
    img_desktop: row.img_desktop,
    img_mobile: row.img_mobile,
    enabled: row.status === 1,
    is_default: row.is_default === 1,
    schedule_start: row.schedule_start,
    schedule_end: row.schedule_end,
    sort_order: row.sort_order,
    showing,
  };
}

/** Every banner, by position, each with whether its position shows it now (spec §4, the storefront's rule). */
export async function listBanners(deps: OpsDeps): Promise<BannerList> {
  const rows = await deps.contentConsole.banners();
  const now = deps.clock();
  const shown = new Set<number>();
  for (const position of new Set(rows.map((row) => row.position)))
    for (const banner of visibleBanners(rows.filter((row) => row.position === position).map(scheduleOf), now))
      shown.add(banner.id);
  return { banners: rows.map((row) => viewOf(row, shown.has(row.id))) };
}

async function shownNow(deps: OpsDeps, row: StoredBanner): Promise<ConsoleBanner> {
  const { banners } = await listBanners(deps);
  return banners.find((banner) => banner.id === row.id) ?? viewOf(row, false);
}

/** A banner (issue 35): its link a page of this store, its schedule by the spec's rule, its art drawn from its title. */
export async function createBanner(deps: OpsDeps, staff: StaffCaller, body: BannerBody): Promise<ConsoleBanner> {
  const fields = {
    position: body.position,
    title: body.title,
    link: body.link,
    status: body.enabled ? 1 : 0,
    is_default: body.is_default ? 1 : 0,
    schedule_start: utcOrNull(body.schedule_start),
    schedule_end: utcOrNull(body.schedule_end),
    sort_order: body.sort_order,
  };
  const problem = bannerProblem(fields);
  if (problem) throw new DomainError('bad_request', problem);
  const row = await deps.contentConsole.createBanner(fields, {
    staff_id: staff.id,
    action: 'banners.create',
    now: deps.clock().toISOString(),
  });
  return shownNow(deps, row);
}

export async function changeBanner(
  deps: OpsDeps,
  staff: StaffCaller,
  id: number,
  change: BannerChange,
): Promise<ConsoleBanner> {
  const before = await deps.contentConsole.bannerById(id);
  if (!before) throw new DomainError('not_found', MERCH_MESSAGES.bannerNotFound);
  const set = {
    ...(change.title !== undefined ? { title: change.title } : {}),
    ...(change.link !== undefined ? { link: change.link } : {}),
    ...(change.enabled !== undefined ? { status: change.enabled ? 1 : 0 } : {}),
    ...(change.is_default !== undefined ? { is_default: change.is_default ? 1 : 0 } : {}),
    ...(change.schedule_start !== undefined ? { schedule_start: utcOrNull(change.schedule_start) } : {}),
    ...(change.schedule_end !== undefined ? { schedule_end: utcOrNull(change.schedule_end) } : {}),
    ...(change.sort_order !== undefined ? { sort_order: change.sort_order } : {}),
  };
  const problem = bannerProblem({ ...before, ...set });
  if (problem) throw new DomainError('bad_request', problem);
  const row = await deps.contentConsole.changeBanner(id, set, {
    staff_id: staff.id,
    action: 'banners.update',
    now: deps.clock().toISOString(),
  });
  if (!row) throw new DomainError('not_found', MERCH_MESSAGES.bannerNotFound);
  return shownNow(deps, row);
}

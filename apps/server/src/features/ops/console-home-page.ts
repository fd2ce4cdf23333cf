import { HomePageContent, type HomePageDraft, type HomePagePreview } from '@sulit/contracts/ops-merch';
import { DomainError, dropDisabledEntries, HOME_PAGE_SLUG } from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

const HOME_TITLE = 'Home';

/** Decided wording: what the editor reads when the page cannot be saved. */
export const HOME_PAGE_MESSAGES = {
  notJson: 'The home page is not valid JSON. Check the commas, quotes and brackets.',
  invalid: (detail: string) => `The home page was not saved: ${detail}`,
  missing: 'The home page has not been written yet.',
} as const;

/**
 * The editor's JSON checked against the home page's own schema (contracts' HomeSection, the schema the home page
 * reads with): not JSON, or not a page, is a 400 naming the first problems; nothing is saved.
 */
function checkedPage(json: string): HomePageContent {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new DomainError('bad_request', HOME_PAGE_MESSAGES.notJson);
  }
  const parsed = HomePageContent.safeParse(raw);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the page'}: ${issue.message}`)
    .join('; ');
  throw new DomainError('bad_request', HOME_PAGE_MESSAGES.invalid(detail));
}

const draftOf = (row: { slug: string; title: string; content: string; updated_at: string }): HomePageDraft => ({
  slug: row.slug,
  title: row.title,
  updated_at: row.updated_at,
  json: JSON.stringify(JSON.parse(row.content), null, 2),
});

export async function readHomePage(deps: OpsDeps): Promise<HomePageDraft> {
  const row = await deps.contentConsole.jsonPage(HOME_PAGE_SLUG);
  if (!row) throw new DomainError('not_found', HOME_PAGE_MESSAGES.missing);
  return draftOf(row);
}

/** What a shopper would see, in order: the storefront's dropDisabledEntries over the checked page. Nothing saved. */
export async function previewHomePage(json: string): Promise<HomePagePreview> {
  const page = checkedPage(json);
  const shown = dropDisabledEntries(page).sections;
  return {
    sections: shown.map((section) => ({
      type: section.type,
      title: 'title' in section ? (section.title ?? null) : null,
    })),
    hidden: page.sections.length - shown.length,
  };
}

/** Publishes the checked page (its normalised JSON, so what is stored is what the schema read), audited. */
export async function publishHomePage(deps: OpsDeps, staff: StaffCaller, json: string): Promise<HomePageDraft> {
  const page = checkedPage(json);
  const row = await deps.contentConsole.publishJsonPage(
    { slug: HOME_PAGE_SLUG, title: HOME_TITLE, content: JSON.stringify(page) },
    { staff_id: staff.id, action: 'home-page.publish', now: deps.clock().toISOString() },
  );
  return draftOf(row);
}

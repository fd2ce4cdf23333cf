import type { FaqBody, FaqConsoleItem, FaqConsoleList } from '@sulit/contracts/ops-care';
import type { FaqRecord, FaqWrite } from '@sulit/db';
import { DomainError, faqDraftProblem, FAQ_MESSAGES, faqSlugOf, faqTypeLabel } from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

const itemOf = (record: FaqRecord): FaqConsoleItem => ({
  ...record,
  article_type_label: faqTypeLabel(record.article_type),
  url: `/help-center/faq/${record.slug}`,
});

/** The draft as stored: trimmed question and keywords, blank paragraphs dropped; refused with the domain's words. */
function writeOf(body: FaqBody): FaqWrite {
  const problem = faqDraftProblem(body);
  if (problem) throw new DomainError('validation_failed', problem);
  return {
    article_type: body.article_type,
    question: body.question.trim(),
    answer: body.answer.map((p) => p.trim()).filter((p) => p.length > 0),
    keywords: body.keywords.trim(),
    published: body.published,
  };
}

/**
 * The help centre's FAQs in the console (issue 35, decision 037): the rows the help centre reads, published or
 * not. The help centre answers them with a public max-age of 1800 s (spec §9), and its pages render them on the
 * server on every request, so an edit shows on the next page load; a browser that fetched the API itself may keep
 * its copy that long.
 */
export async function listFaqs(deps: OpsDeps): Promise<FaqConsoleList> {
  return { items: (await deps.faqs.all()).map(itemOf) };
}

export async function createFaq(deps: OpsDeps, staff: StaffCaller, body: FaqBody): Promise<FaqConsoleItem> {
  const write = writeOf(body);
  const created = await deps.faqs.create(
    faqSlugOf(write.question),
    write,
    { staff_id: staff.id, action: 'faqs.create' },
    deps.clock().toISOString(),
  );
  if (created === 'slug_taken') throw new DomainError('conflict', FAQ_MESSAGES.slugTaken);
  return itemOf(created);
}

/** Rewrites an article; its address (slug) stays, so links to it keep working. `published: false` unpublishes. */
export async function updateFaq(deps: OpsDeps, staff: StaffCaller, id: number, body: FaqBody): Promise<FaqConsoleItem> {
  const write = writeOf(body);
  const updated = await deps.faqs.update(
    id,
    write,
    { staff_id: staff.id, action: 'faqs.update' },
    deps.clock().toISOString(),
  );
  if (!updated) throw new DomainError('not_found', FAQ_MESSAGES.notFound);
  return itemOf(updated);
}

export async function reorderFaqs(
  deps: OpsDeps,
  staff: StaffCaller,
  body: { article_type: string; ids: number[] },
): Promise<FaqConsoleList> {
  const done = await deps.faqs.reorder(
    body.article_type,
    body.ids,
    { staff_id: staff.id, action: 'faqs.reorder' },
    deps.clock().toISOString(),
  );
  if (!done) throw new DomainError('conflict', FAQ_MESSAGES.order);
  return listFaqs(deps);
}

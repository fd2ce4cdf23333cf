import type { CaseDetail, CaseList, CaseQuery } from '@sulit/contracts/ops-care';
import type { CaseRecord } from '@sulit/db';
import {
  DomainError,
  type EnquiryCaseAction,
  enquiryCaseActions,
  ENQUIRY_CASE_MESSAGES,
  ENQUIRY_CASE_STATUS_LABELS,
  ENQUIRY_REPLY_LIMITS,
  enquiryReplyMail,
  escapeHtml,
  isEnquiryCaseStatus,
  type OpsRouteId,
} from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

const PAGE = 25;

const statusLabel = (status: string) => (isEnquiryCaseStatus(status) ? ENQUIRY_CASE_STATUS_LABELS[status] : status);

function detailOf(record: CaseRecord, staff: StaffCaller): CaseDetail {
  const { assigned_to, updated_at: _u, files, ...rest } = record;
  return {
    ...rest,
    status_label: statusLabel(record.status),
    assigned_to_me: assigned_to === staff.id,
    actions: enquiryCaseActions(record.status),
    files: files.map((f) => ({
      file_name: f.file_name,
      media_type: f.media_type,
      byte_size: f.byte_size,
      url: `/api/ops/cases/${record.reference}/attachments/${f.storage_key}`,
    })),
  };
}

/**
 * Enquiry cases (issue 35, decision 037): every case the help centre's form stored, newest first. Cases belong to
 * no store (the form names none), so the roles decide alone who reads them.
 */
export async function listCases(deps: OpsDeps, query: CaseQuery): Promise<CaseList> {
  const rows = await deps.cases.list({ status: query.status, before: query.before, limit: PAGE + 1 });
  const items = rows.slice(0, PAGE).map((row) => ({ ...row, status_label: statusLabel(row.status) }));
  return { items, next_before: rows.length > PAGE ? items[items.length - 1]!.id : null };
}

async function caseOf(deps: OpsDeps, reference: string): Promise<CaseRecord> {
  const record = await deps.cases.byReference(reference);
  if (!record) throw new DomainError('not_found', ENQUIRY_CASE_MESSAGES.notFound);
  return record;
}

export async function caseDetail(deps: OpsDeps, staff: StaffCaller, reference: string): Promise<CaseDetail> {
  return detailOf(await caseOf(deps, reference), staff);
}

/** One file of a case, for staff only: the bytes the upload pipeline stored (photos re-encoded, PDFs judged). */
export async function caseAttachment(deps: OpsDeps, reference: string, key: string) {
  const file = await deps.cases.attachment(reference, key);
  if (!file) throw new DomainError('not_found', ENQUIRY_CASE_MESSAGES.attachmentNotFound);
  return file;
}

const ROUTE_OF: Record<EnquiryCaseAction, OpsRouteId> = {
  assign: 'cases.assign',
  reply: 'cases.reply',
  close: 'cases.close',
};

/**
 * Moves a case along the domain's table: assign takes it for the caller, reply answers the shopper by e-mail (the
 * outbox, in the move's transaction), close closes it. A case not in a state the action starts from is a 409.
 */
export async function moveCase(
  deps: OpsDeps,
  staff: StaffCaller,
  reference: string,
  action: EnquiryCaseAction,
  replyText?: string,
): Promise<CaseDetail> {
  const record = await caseOf(deps, reference);
  let reply:
    { body: string; mail: { to: string; subject: string; text: string; html: string; link: null } } | undefined;
  if (action === 'reply') {
    const body = (replyText ?? '').trim();
    if (body.length < ENQUIRY_REPLY_LIMITS.min || body.length > ENQUIRY_REPLY_LIMITS.max)
      throw new DomainError('validation_failed', ENQUIRY_CASE_MESSAGES.replyLength);
    const mail = enquiryReplyMail({
      reference,
      name: record.name,
      reply: body,
      helpUrl: `${deps.publicUrl}/help-center/contact-us`,
    });
    const paragraphs = body.split(/\r?\n\s*\r?\n/).map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`);
    reply = {
      body,
      mail: {
        to: record.email,
        subject: mail.subject,
        text: `${mail.intro}\n\n${mail.body}\n\n${mail.outro}\n`,
        html: `<p>${escapeHtml(mail.intro)}</p>${paragraphs.join('')}<p>${escapeHtml(mail.outro)}</p>`,
        link: null,
      },
    };
  }
  const outcome = await deps.cases.move(
    reference,
    action,
    { staff_id: staff.id, staff_name: staff.name, route: ROUTE_OF[action] },
    deps.clock().toISOString(),
    reply,
  );
  if (outcome.kind === 'not_found') throw new DomainError('not_found', ENQUIRY_CASE_MESSAGES.notFound);
  if (outcome.kind === 'moved')
    throw new DomainError('conflict', ENQUIRY_CASE_MESSAGES.moved, { status: outcome.status });
  return caseDetail(deps, staff, reference);
}

import { ConsoleOrderDetail } from '@sulit/contracts/ops';
import {
  CaseAttachmentPath,
  CaseDetail,
  CaseList,
  CaseQuery,
  CaseReferencePath,
  FaqBody,
  FaqConsoleItem,
  FaqConsoleList,
  FaqIdPath,
  FaqOrderBody,
  PartMoveBody,
  PartPath,
  ReplyBody,
} from '@sulit/contracts/ops-care';
import { ENQUIRY_UPLOAD_TYPES } from '@sulit/domain';
import { attachmentDisposition } from '../../http/attachment-disposition';
import { caseAttachment, caseDetail, listCases, moveCase } from './console-cases';
import { createFaq, listFaqs, reorderFaqs, updateFaq } from './console-faqs';
import { consoleOrderDetail, orderInScope } from './console-orders';
import { moveConsolePart } from './console-parts';
import type { OpsDeps } from './ops-deps';

/**
 * The console's care routes (issue 35, decision 037): enquiry cases, the help centre's FAQs and third-party sellers'
 * parts of an order. Same shape as
 * ops-routes: each route is its id in the policy table, one schema set and one use-case.
 */
export function registerOpsCareRoutes(deps: OpsDeps): void {
  const { route } = deps.guard;

  route(
    'cases.list',
    { summary: 'Enquiry cases, newest first, by status', querystring: CaseQuery, response: CaseList },
    ({ query }) => listCases(deps, query),
  );
  route(
    'cases.detail',
    {
      summary: 'One case with its files, replies and the moves it offers',
      params: CaseReferencePath.shape,
      response: CaseDetail,
    },
    ({ staff, params }) => caseDetail(deps, staff, params.reference),
  );
  route(
    'cases.attachment',
    {
      summary: 'A file of a case (staff only): a download, never shown inline',
      params: CaseAttachmentPath.shape,
      response: { media: ENQUIRY_UPLOAD_TYPES },
    },
    async ({ params, reply }) => {
      const file = await caseAttachment(deps, params.reference, params.key);
      return reply
        .header('content-type', file.media_type)
        .header('content-disposition', attachmentDisposition(file.file_name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.content));
    },
  );
  route(
    'cases.assign',
    { summary: 'Take a case (assign it to me)', params: CaseReferencePath.shape, response: CaseDetail },
    ({ staff, params }) => moveCase(deps, staff, params.reference, 'assign'),
  );
  route(
    'cases.reply',
    {
      summary: 'Answer a case: the shopper gets the reply by e-mail',
      params: CaseReferencePath.shape,
      body: ReplyBody,
      response: CaseDetail,
    },
    ({ staff, params, body }) => moveCase(deps, staff, params.reference, 'reply', body.body),
  );
  route(
    'cases.close',
    { summary: 'Close a case', params: CaseReferencePath.shape, response: CaseDetail },
    ({ staff, params }) => moveCase(deps, staff, params.reference, 'close'),
  );

  route('faqs.list', { summary: 'Help centre FAQs, published and not', response: FaqConsoleList }, () =>
    listFaqs(deps),
  );
  route(
    'faqs.create',
    { summary: 'Write a new FAQ (last in its section)', body: FaqBody, response: FaqConsoleItem },
    ({ staff, body }) => createFaq(deps, staff, body),
  );
  route(
    'faqs.update',
    {
      summary: 'Rewrite, publish or unpublish an FAQ',
      params: FaqIdPath.shape,
      body: FaqBody,
      response: FaqConsoleItem,
    },
    ({ staff, params, body }) => updateFaq(deps, staff, params.id, body),
  );
  route(
    'faqs.reorder',
    { summary: 'Put a section’s FAQs in a new order', body: FaqOrderBody, response: FaqConsoleList },
    ({ staff, body }) => reorderFaqs(deps, staff, body),
  );

  route(
    'orders.part-move',
    {
      summary: 'Move a third-party seller’s part of an order one step along its own table',
      params: PartPath.shape,
      body: PartMoveBody,
      response: ConsoleOrderDetail,
    },
    async ({ staff, params, body }) => {
      const order = await orderInScope(deps, staff, params.number);
      await moveConsolePart(deps, staff, order, { part: params.part, to: body.to });
      return consoleOrderDetail(deps, staff, order.increment_id);
    },
  );
}

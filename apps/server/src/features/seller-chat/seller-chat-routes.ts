import { IdParam } from '@sulit/contracts/common';
import {
  ChatFileKey,
  ChatFileQuery,
  ChatInboxQuery,
  ChatInboxResponse,
  ChatMessagesQuery,
  ChatReplyFields,
  ChatSendResponse,
  ChatThreadView,
  ContactSellerFields,
  ContactThreadQuery,
  ContactThreadResponse,
  ValidateImageUrlBody,
  ValidateImageUrlResponse,
} from '@sulit/contracts/seller-chat';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_UPLOAD_TYPES,
  DomainError,
  isStoreImageUrl,
  shopperValidationMessage,
} from '@sulit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CustomerAuth, CustomerSession } from '../../http/customer-auth';
import { customerRoutes } from '../../http/customer-route';
import { errorResponses } from '../../http/error-responses';
import { SIGNED_IN_SECURITY } from '../../http/openapi';
import { routeRegistrar } from '../../http/route';
import {
  MULTIPART,
  type MultipartLimits,
  multipartBodyLimit,
  multipartScope,
  readMultipartForm,
} from '../../uploads/multipart-form';
import { CHAT_FILE_PATH } from './file-links';
import { chatInbox, contactThread, readThread } from './read-thread';
import { contactSeller, replyInThread } from './send-message';
import type { ChatViewer, SellerChatDeps } from './seller-chat-deps';
import { fileForLink } from './serve-file';
import { attachmentDisposition } from '../../http/attachment-disposition';

/** The chat form: a few text fields and up to three `files` (photos 5 MB, videos 20 MB). */
const CHAT_FORM: MultipartLimits = {
  fileField: 'files',
  maxFiles: CHAT_LIMITS.maxFiles,
  maxFileBytes: CHAT_LIMITS.maxVideoBytes,
  maxFields: 6,
  maxFieldBytes: 16 * 1024,
  messages: { fileTooLarge: CHAT_MESSAGES.fileSize, tooManyFiles: CHAT_MESSAGES.fileCount },
};

const CUSTOMER_ERRORS = errorResponses(400, 401, 403, 404, 413, 415, 422, 429);

async function readChatForm<S extends z.ZodType>(request: FastifyRequest, schema: S) {
  const { fields, files } = await readMultipartForm(request, CHAT_FORM);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new DomainError('validation_failed', shopperValidationMessage(parsed.error.issues));
  return { fields: parsed.data as z.infer<S>, files };
}

export function registerSellerChatRoutes(app: FastifyInstance, deps: SellerChatDeps, auth: CustomerAuth): void {
  const tags = ['seller-chat'];
  const viewerOf = async (session: CustomerSession | null): Promise<ChatViewer> => {
    if (!session) throw new Error('a customer route without a session');
    const id = session.customer.id;
    const [sellerIds, operator] = await Promise.all([deps.chats.sellerIdsOf(id), deps.isOperator(id)]);
    return { customerId: id, firstname: session.customer.firstname, sellerIds, operator };
  };

  // Multipart is parsed only inside this scope: the two chat forms.
  multipartScope(app, CHAT_FORM, (scope) => {
    const route = routeRegistrar(scope, tags, auth);
    const form = {
      response: ChatSendResponse,
      errors: CUSTOMER_ERRORS,
      access: 'customer' as const,
      cacheControl: 'private, no-store',
      security: SIGNED_IN_SECURITY,
      config: { accepts: MULTIPART },
      consumes: [...MULTIPART],
      bodyLimit: multipartBodyLimit(CHAT_FORM),
    };
    route(
      {
        ...form,
        method: 'POST',
        url: '/api/product/sellers/contact-seller',
        summary: 'Write to a seller about your order (spec §7, multipart): opens or continues the order’s thread',
        description:
          'Fields: orderNumber (or orderId), sellerId, subject (the first message), body (or message); files: up to 3 ' +
          '`files`, photos (JPEG, PNG, WebP, 5 MB) re-encoded without metadata or MP4 videos (20 MB), judged by their ' +
          'bytes (else 415); over 50 megapixels 422; a daily allowance per person (429). Phone numbers, e-mail ' +
          'addresses and links are hidden and flagged. The seller gets an e-mail notice.',
      },
      async ({ request, session }) => {
        const viewer = await viewerOf(session);
        const { fields, files } = await readChatForm(request, ContactSellerFields);
        return contactSeller(
          deps,
          viewer,
          {
            orderNumber: (fields.orderNumber ?? fields.orderId)!,
            sellerId: fields.sellerId,
            subject: fields.subject,
            body: fields.body ?? fields.message ?? '',
          },
          files,
        );
      },
    );
    route(
      {
        ...form,
        method: 'POST',
        url: '/api/seller-chat/threads/:threadId/messages',
        summary: 'Reply in a thread (multipart: body, files): the seller’s people, an operator or the buyer',
        params: { threadId: IdParam },
      },
      async ({ request, session, params }) => {
        const viewer = await viewerOf(session);
        const { fields, files } = await readChatForm(request, ChatReplyFields);
        return replyInThread(deps, viewer, params.threadId, fields.body, files);
      },
    );
  });

  const customerRoute = customerRoutes(app, auth, tags);
  customerRoute(
    {
      method: 'GET',
      path: '/api/seller-chat/contact',
      summary: 'The contact-seller page: your order’s shop and its thread so far (null before the first message)',
      querystring: ContactThreadQuery,
      response: ContactThreadResponse,
    },
    async ({ session, query }) => contactThread(deps, await viewerOf(session), query.orderNumber, query.sellerId),
  );
  customerRoute(
    {
      method: 'GET',
      path: '/api/seller-chat/threads',
      summary: 'Your conversations, newest first (20 a page); sellers and operators see the reply-needed clock',
      querystring: ChatInboxQuery,
      response: ChatInboxResponse,
    },
    async ({ session, query }) => chatInbox(deps, await viewerOf(session), query.page),
  );
  customerRoute(
    {
      method: 'GET',
      path: '/api/seller-chat/threads/:threadId',
      summary: 'A thread’s messages after the cursor `after` (poll it: new replies arrive without a reload)',
      params: { threadId: IdParam },
      querystring: ChatMessagesQuery,
      response: ChatThreadView,
    },
    async ({ session, params, query }) => readThread(deps, await viewerOf(session), params.threadId, query.after),
  );

  routeRegistrar(
    app,
    tags,
    auth,
  )(
    {
      method: 'GET',
      url: `${CHAT_FILE_PATH}/:key`,
      summary: 'A chat file by its signed link (participants only, a few minutes): a download, never shown inline',
      params: { key: ChatFileKey },
      querystring: ChatFileQuery,
      response: { media: CHAT_UPLOAD_TYPES },
      errors: errorResponses(400, 404),
      // a session is read if sent; without one, or with another's, the answer is the same 404
      access: 'guest',
      cacheControl: 'private, no-store',
      security: SIGNED_IN_SECURITY,
    },
    async ({ reply, session, params, query }) => {
      const viewer = session ? await viewerOf(session) : null;
      const file = await fileForLink(deps, viewer, { storageKey: params.key, exp: query.exp, sig: query.sig });
      if (!file) throw new DomainError('not_found', 'File not found');
      return reply
        .header('content-type', file.mediaType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.content));
    },
  );

  routeRegistrar(app, tags)(
    {
      method: 'POST',
      url: '/api/product/validate-image-url',
      summary: 'Whether an image address is one of the store’s own images (spec §7); nothing is fetched',
      body: ValidateImageUrlBody,
      response: ValidateImageUrlResponse,
      errors: errorResponses(400, 415),
      cacheControl: 'no-store',
    },
    async ({ body }) => ({
      valid: isStoreImageUrl(body.imageUrl, new URL(deps.publicUrl).origin),
      success: true as const,
    }),
  );
}

import { awaitingReplyAfter, type ChatRole, type ContactKind, type MailMessage } from '@sulit/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import { updatedAny } from '../affected-rows';
import { queueMail } from '../mail/outbox-repository';
import type { DB } from '../schema';
import type { ChatThreadTable } from './chat-tables';

/** A thread as the feature reads it. */
export type ChatThread = Selectable<ChatThreadTable>;

export interface ChatAttachmentInfo {
  message_id: number;
  storage_key: string;
  file_name: string;
  media_type: string;
  byte_size: number;
}

export interface ChatMessageRecord {
  id: number;
  thread_id: number;
  author_customer_id: number | null;
  author_role: ChatRole;
  body: string;
  flags: ContactKind[];
  created_at: string;
  attachments: ChatAttachmentInfo[];
}

export interface NewChatAttachment {
  storage_key: string;
  file_name: string;
  media_type: string;
  content: Buffer;
}

export interface NewChatMessage {
  thread: ChatThread;
  authorId: number;
  role: ChatRole;
  body: string;
  flags: readonly ContactKind[];
  attachments: readonly NewChatAttachment[];
  /** the day the author's file allowance is counted on; checked and taken in the message's transaction */
  quota: { day: string };
  /** the notices of this message to the other participants, written with it (issue 27 item 1) */
  mails: readonly MailMessage[];
  now: string;
}

export type PostOutcome = { kind: 'posted'; message: ChatMessageRecord } | { kind: 'over_quota' };

export interface InboxRow extends ChatThread {
  unread: boolean;
}

class OverQuota extends Error {}

const ROLES: readonly ChatRole[] = ['buyer', 'seller', 'operator'];
const roleOf = (value: string): ChatRole => (ROLES.includes(value as ChatRole) ? (value as ChatRole) : 'operator');

function flagsOf(text: string): ContactKind[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((f): f is ContactKind => ['phone', 'email', 'link'].includes(f)) : [];
  } catch {
    return [];
  }
}

/**
 * Seller chat (issue 33): threads per order and seller, their messages and files, who speaks for which seller,
 * read marks and the daily upload allowance. The only SQL of the feature.
 */
export function createChatRepository(db: Kysely<DB>) {
  const threads = () => db.selectFrom('chat_threads').selectAll();

  async function attachmentsOf(messageIds: readonly number[]): Promise<Map<number, ChatAttachmentInfo[]>> {
    const byMessage = new Map<number, ChatAttachmentInfo[]>();
    if (messageIds.length === 0) return byMessage;
    const rows = await db
      .selectFrom('chat_attachments')
      .select(['message_id', 'storage_key', 'file_name', 'media_type', 'byte_size'])
      .where('message_id', 'in', [...messageIds])
      .orderBy('id')
      .execute();
    for (const row of rows) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), row]);
    return byMessage;
  }

  /** Whose thread a viewer may list: the buyer's own, their sellers', or every thread for an operator. */
  const visibleTo = (viewer: { customerId: number; sellerIds: readonly string[]; operator: boolean }) =>
    viewer.operator
      ? threads()
      : threads().where((eb) =>
          eb.or([
            eb('buyer_customer_id', '=', viewer.customerId),
            ...(viewer.sellerIds.length ? [eb('seller_id', 'in', [...viewer.sellerIds])] : []),
          ]),
        );

  return {
    /** The sellers this customer account speaks for (the seller's sign-in). */
    async sellerIdsOf(customerId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('seller_staff')
        .select('seller_id')
        .where('customer_id', '=', customerId)
        .orderBy('seller_id')
        .execute();
      return rows.map((r) => r.seller_id);
    },

    /** The accounts that speak for a seller (they get its notices). */
    async staffOf(sellerId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('seller_staff')
        .select('customer_id')
        .where('seller_id', '=', sellerId)
        .execute();
      return rows.map((r) => r.customer_id);
    },

    async grantSeller(customerId: number, sellerId: string, grantedBy: string, now: string): Promise<void> {
      await db
        .insertInto('seller_staff')
        .values({ customer_id: customerId, seller_id: sellerId, granted_by: grantedBy, granted_at: now })
        .onConflict((oc) => oc.columns(['customer_id', 'seller_id']).doNothing())
        .execute();
    },

    threadById: (id: number): Promise<ChatThread | undefined> => threads().where('id', '=', id).executeTakeFirst(),

    threadOf: (orderId: number, sellerId: string): Promise<ChatThread | undefined> =>
      threads().where('order_id', '=', orderId).where('seller_id', '=', sellerId).executeTakeFirst(),

    /** The thread of an order and seller, opened now if there is none (two at once open one: unique pair). */
    async openThread(row: Omit<ChatThread, 'id' | 'last_message_id' | 'awaiting_reply_since'>): Promise<ChatThread> {
      await db
        .insertInto('chat_threads')
        .values({ ...row, last_message_id: null, awaiting_reply_since: null })
        .onConflict((oc) => oc.columns(['order_id', 'seller_id']).doNothing())
        .execute();
      return threads()
        .where('order_id', '=', row.order_id)
        .where('seller_id', '=', row.seller_id)
        .executeTakeFirstOrThrow();
    },

    /**
     * One message in one transaction: the author's file allowance (a conditional update: never past the limit,
     * however many arrive at once), the message, its files, the thread's last message and reply clock (the
     * domain's `awaitingReplyAfter`, read under the thread's row lock), the author's read mark and the notices.
     */
    async postMessage(input: NewChatMessage, limit: { files: number; bytes: number }): Promise<PostOutcome> {
      const files = input.attachments.length;
      const bytes = input.attachments.reduce((sum, a) => sum + a.content.length, 0);
      try {
        return await db.transaction().execute(async (trx) => {
          // first write: the thread's row (SQLite's write lock, PostgreSQL's row lock) orders its messages
          await trx
            .updateTable('chat_threads')
            .set({ last_message_at: input.now })
            .where('id', '=', input.thread.id)
            .execute();
          if (files > 0) {
            await trx
              .insertInto('chat_upload_quota')
              .values({ customer_id: input.authorId, day: input.quota.day, files: 0, bytes: 0 })
              .onConflict((oc) => oc.columns(['customer_id', 'day']).doNothing())
              .execute();
            const taken = await updatedAny(
              trx
                .updateTable('chat_upload_quota')
                .set((eb) => ({ files: eb('files', '+', files), bytes: eb('bytes', '+', bytes) }))
                .where('customer_id', '=', input.authorId)
                .where('day', '=', input.quota.day)
                .where((eb) => eb(eb('files', '+', files), '<=', limit.files))
                .where((eb) => eb(eb('bytes', '+', bytes), '<=', limit.bytes)),
            );
            if (!taken) throw new OverQuota();
          }
          const { id } = await trx
            .insertInto('chat_messages')
            .values({
              thread_id: input.thread.id,
              author_customer_id: input.authorId,
              author_role: input.role,
              body: input.body,
              flags: JSON.stringify(input.flags),
              created_at: input.now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          for (const file of input.attachments) {
            await trx
              .insertInto('chat_attachments')
              .values({
                ...file,
                message_id: id,
                thread_id: input.thread.id,
                byte_size: file.content.length,
                created_at: input.now,
              })
              .execute();
          }
          const { awaiting_reply_since } = await trx
            .selectFrom('chat_threads')
            .select('awaiting_reply_since')
            .where('id', '=', input.thread.id)
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('chat_threads')
            .set({
              last_message_id: id,
              awaiting_reply_since: awaitingReplyAfter(input.role, awaiting_reply_since, input.now),
            })
            .where('id', '=', input.thread.id)
            .execute();
          await markReadIn(trx, input.thread.id, input.authorId, id);
          for (const mail of input.mails) await queueMail(trx, mail, input.now);
          const message: ChatMessageRecord = {
            id,
            thread_id: input.thread.id,
            author_customer_id: input.authorId,
            author_role: input.role,
            body: input.body,
            flags: [...input.flags],
            created_at: input.now,
            attachments: input.attachments.map((a) => ({
              message_id: id,
              storage_key: a.storage_key,
              file_name: a.file_name,
              media_type: a.media_type,
              byte_size: a.content.length,
            })),
          };
          return { kind: 'posted' as const, message };
        });
      } catch (error) {
        if (error instanceof OverQuota) return { kind: 'over_quota' };
        throw error;
      }
    },

    /** A thread's messages after `afterId` (the poll's cursor), oldest first, with their files' keys. */
    async messages(threadId: number, afterId: number, limit: number): Promise<ChatMessageRecord[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('thread_id', '=', threadId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      const files = await attachmentsOf(rows.map((r) => r.id));
      return rows.map((r) => ({
        ...r,
        author_role: roleOf(r.author_role),
        flags: flagsOf(r.flags),
        attachments: files.get(r.id) ?? [],
      }));
    },

    /** A stored file by its key, with the thread it belongs to (the caller checks who asks). */
    async attachment(storageKey: string) {
      return db
        .selectFrom('chat_attachments')
        .select(['thread_id', 'file_name', 'media_type', 'byte_size', 'content'])
        .where('storage_key', '=', storageKey)
        .executeTakeFirst();
    },

    markRead: (threadId: number, customerId: number, messageId: number) =>
      markReadIn(db, threadId, customerId, messageId),

    /** A viewer's threads, newest first, each with whether it has a message they have not read. */
    async inbox(
      viewer: { customerId: number; sellerIds: readonly string[]; operator: boolean },
      page: { limit: number; offset: number },
    ): Promise<{ items: InboxRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        visibleTo(viewer)
          .orderBy('last_message_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        visibleTo(viewer)
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const reads = rows.length
        ? await db
            .selectFrom('chat_reads')
            .select(['thread_id', 'last_read_message_id'])
            .where('customer_id', '=', viewer.customerId)
            .where(
              'thread_id',
              'in',
              rows.map((r) => r.id),
            )
            .execute()
        : [];
      const readUpTo = new Map(reads.map((r) => [r.thread_id, r.last_read_message_id]));
      return {
        items: rows.map((r) => ({ ...r, unread: (r.last_message_id ?? 0) > (readUpTo.get(r.id) ?? 0) })),
        total: Number(count.n),
      };
    },

    /** Threads the customer takes part in (as buyer or for their sellers) with a message they have not read. */
    async unreadCount(customerId: number, sellerIds: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom('chat_threads as t')
        .leftJoin('chat_reads as r', (join) =>
          join.onRef('r.thread_id', '=', 't.id').on('r.customer_id', '=', customerId),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) =>
          eb.or([
            eb('t.buyer_customer_id', '=', customerId),
            ...(sellerIds.length ? [eb('t.seller_id', 'in', [...sellerIds])] : []),
          ]),
        )
        .where('t.last_message_id', 'is not', null)
        .where((eb) => eb('t.last_message_id', '>', eb.fn.coalesce('r.last_read_message_id', sql<number>`0`)))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** Raises a read mark to `messageId`, never lowers it (an older page read late changes nothing). */
async function markReadIn(db: Kysely<DB>, threadId: number, customerId: number, messageId: number): Promise<void> {
  await db
    .insertInto('chat_reads')
    .values({ thread_id: threadId, customer_id: customerId, last_read_message_id: messageId })
    .onConflict((oc) =>
      oc.columns(['thread_id', 'customer_id']).doUpdateSet({
        last_read_message_id: sql<number>`case when chat_reads.last_read_message_id < excluded.last_read_message_id then excluded.last_read_message_id else chat_reads.last_read_message_id end`,
      }),
    )
    .execute();
}

export type ChatRepository = ReturnType<typeof createChatRepository>;

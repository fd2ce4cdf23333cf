import type { Generated } from 'kysely';

/**
 * The seller chat tables (migration 0030-seller-chat), added to the one `DB` interface by declaration merging so
 * this feature's types live beside its repository. Times are ISO-8601 UTC text.
 */
declare module '../schema' {
  interface DB {
    seller_staff: SellerStaffTable;
    chat_threads: ChatThreadTable;
    chat_messages: ChatMessageTable;
    chat_attachments: ChatAttachmentTable;
    chat_reads: ChatReadTable;
    chat_upload_quota: ChatUploadQuotaTable;
  }
}

export interface SellerStaffTable {
  customer_id: number;
  seller_id: string;
  granted_by: string;
  granted_at: string;
}

export interface ChatThreadTable {
  id: Generated<number>;
  order_id: number;
  order_number: string;
  seller_id: string;
  buyer_customer_id: number;
  shop_name: string;
  buyer_name: string;
  subject: string;
  created_at: string;
  last_message_id: number | null;
  last_message_at: string;
  awaiting_reply_since: string | null;
}

export interface ChatMessageTable {
  id: Generated<number>;
  thread_id: number;
  author_customer_id: number | null;
  /** buyer | seller | operator */
  author_role: string;
  body: string;
  /** JSON list of the contact kinds hidden in it */
  flags: Generated<string>;
  created_at: string;
}

export interface ChatAttachmentTable {
  id: Generated<number>;
  message_id: number;
  thread_id: number;
  /** 128 random bits, base64url: how a file is found; never its id or its name */
  storage_key: string;
  file_name: string;
  media_type: string;
  byte_size: number;
  content: Uint8Array;
  created_at: string;
}

export interface ChatReadTable {
  thread_id: number;
  customer_id: number;
  last_read_message_id: number;
}

export interface ChatUploadQuotaTable {
  customer_id: number;
  day: string;
  files: Generated<number>;
  bytes: Generated<number>;
}

/**
 * Seller chat rules (issue 33; spec §2 contact seller, §5 "Seller chat needs orderId, subject, sellerId, message,
 * optional files (media types video, image)", §8 "success shows an email-sent notice, failure a network notice").
 * One thread per order and seller; the buyer, the seller's people and the store's operators take part. Pure: the
 * clock is passed in.
 */
import { maxLengthRule, requiredRule, type FieldResult } from '../customers/customer-validation';
import { manilaDate } from '../membership/membership-dates';
import type { UploadRules, UploadType } from '../uploads/upload-rules';

/** Who wrote a message, or reads a thread: the order's buyer, one of the seller's people, or a store operator. */
export type ChatRole = 'buyer' | 'seller' | 'operator';

const MB = 1024 * 1024;

export const CHAT_LIMITS = {
  subjectMax: 120,
  messageMax: 2000,
  maxFiles: 3,
  /** photos are re-encoded and fit 2 560 px: 5 MB is plenty for a photo of a damaged box */
  maxImageBytes: 5 * MB,
  /** a short phone video of what arrived */
  maxVideoBytes: 20 * MB,
  /** messages per page of a thread */
  pageSize: 50,
} as const;

/** Spec §5: files are images or videos. Judged by their bytes (magic numbers), never their name. */
export const CHAT_UPLOAD_TYPES: readonly UploadType[] = ['image/jpeg', 'image/png', 'image/webp', 'video/mp4'];

/** Files one person may send in seller chat per Manila day (decided: a shopper with a problem sends a handful). */
export const CHAT_UPLOAD_QUOTA = { files: 20, bytes: 60 * MB } as const;

/** A seller answers a buyer within a day (Amazon asks 24 hours); the clock shows how much is left or how late. */
export const SELLER_REPLY_HOURS = 24;

/** How long a signed file link works (seconds): the page asks for fresh links each time it reads the thread. */
export const CHAT_FILE_LINK_SECONDS = 300;

/** How often an open thread asks for new messages (milliseconds). */
export const CHAT_POLL_MS = 5000;

/** Decided words (the spec names the notices, not their text). */
export const CHAT_MESSAGES = {
  /** spec §8: success shows an email-sent notice */
  sent: 'Your message was sent. We will e-mail you when the seller replies.',
  /** the seller's (or operator's) reply is sent; the buyer is told by e-mail */
  replied: 'Your reply was sent. The buyer gets an e-mail notice.',
  /** spec §8: failure shows a network notice ("Network error", as at log-in) */
  network: 'Network error. Your message was not sent; please try again.',
  fileType: 'Attach photos (JPG, PNG, WebP) or MP4 videos only.',
  fileSize: 'Each photo must be 5 MB or smaller and each video 20 MB or smaller.',
  fileCount: `You can attach up to ${CHAT_LIMITS.maxFiles} files.`,
  quota: 'You have sent as many files as we allow in one day. Please try again tomorrow.',
  threadNotFound: 'Conversation not found',
  orderNotFound: 'Order not found',
  sellerNotInOrder: 'This seller is not part of this order.',
  masked: 'Phone numbers, e-mail addresses and links are hidden: please keep the conversation here.',
} as const;

interface ChatFields {
  subject: string;
  message: string;
}

/** The problem with each field (spec §5 messages), or null; a follow-up in a thread needs no subject. */
export function chatFieldProblems(fields: ChatFields, needsSubject: boolean): Record<keyof ChatFields, FieldResult> {
  const subject = fields.subject.trim();
  const message = fields.message.trim();
  return {
    subject: needsSubject
      ? (requiredRule(subject) ?? maxLengthRule(subject, CHAT_LIMITS.subjectMax))
      : maxLengthRule(subject, CHAT_LIMITS.subjectMax),
    message: requiredRule(message) ?? maxLengthRule(message, CHAT_LIMITS.messageMax),
  };
}

/** Chat files: photos up to 5 MB, MP4 videos up to 20 MB (judged by the store's one upload pipeline). */
export const CHAT_UPLOAD_RULES: UploadRules = {
  allowed: CHAT_UPLOAD_TYPES,
  maxBytes: (type) => (type === 'video/mp4' ? CHAT_LIMITS.maxVideoBytes : CHAT_LIMITS.maxImageBytes),
};

/** The quota's day: files count against the Manila calendar day they were sent on. */
export function chatQuotaDay(now: Date): string {
  return manilaDate(now);
}

/** Whether `files` more files of `bytes` fit after what was already sent today. */
export function withinChatQuota(used: { files: number; bytes: number }, incoming: { files: number; bytes: number }) {
  return (
    used.files + incoming.files <= CHAT_UPLOAD_QUOTA.files && used.bytes + incoming.bytes <= CHAT_UPLOAD_QUOTA.bytes
  );
}

/**
 * Who waits after a message: a buyer's message asks the seller for a reply (the clock starts, unless it already
 * runs); a seller's or operator's reply stops it.
 */
export function awaitingReplyAfter(author: ChatRole, awaitingSince: string | null, at: string): string | null {
  return author === 'buyer' ? (awaitingSince ?? at) : null;
}

export interface ReplyClock {
  /** when the buyer's first unanswered message arrived (UTC) */
  since: string;
  /** when the reply is due (UTC) */
  due_at: string;
  overdue: boolean;
  /** e.g. "Reply within 5 h 20 min" or "Reply overdue by 2 h" */
  label: string;
}

function hoursAndMinutes(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** The reply-needed clock the seller and the operators see, or null when nobody waits for a reply. */
export function replyClock(awaitingSince: string | null, now: Date): ReplyClock | null {
  if (!awaitingSince) return null;
  const since = new Date(awaitingSince);
  const due = new Date(since.getTime() + SELLER_REPLY_HOURS * 3_600_000);
  const left = due.getTime() - now.getTime();
  return {
    since: since.toISOString(),
    due_at: due.toISOString(),
    overdue: left <= 0,
    label: left > 0 ? `Reply within ${hoursAndMinutes(left)}` : `Reply overdue by ${hoursAndMinutes(-left)}`,
  };
}

/** Who the viewer is in a thread, or null for anyone else (who is told the thread does not exist). */
export function chatRoleOf(
  thread: { buyer_customer_id: number; seller_id: string },
  viewer: { customerId: number; sellerIds: readonly string[]; operator: boolean },
): ChatRole | null {
  if (thread.buyer_customer_id === viewer.customerId) return 'buyer';
  if (viewer.sellerIds.includes(thread.seller_id)) return 'seller';
  return viewer.operator ? 'operator' : null;
}

/**
 * POST /product/validate-image-url (spec §7): an image address is valid only when it is one of the store's own
 * images (generated artwork under /media, built images under /assets) on the store's origin. Nothing is fetched:
 * a server that fetched whatever address it was given could be made to reach inside its own network.
 */
export function isStoreImageUrl(value: string, storeOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(value, storeOrigin);
  } catch {
    return false;
  }
  if (url.origin !== storeOrigin || url.search || url.username || url.password) return false;
  return (
    /^\/media\/(?:product\/\d{1,10}|seller\/[a-z0-9-]{1,64}\/(?:logo|banner))\.(?:svg|png)$/.test(url.pathname) ||
    /^\/assets\/[A-Za-z0-9._/-]+\.(?:png|jpe?g|webp|svg|avif)$/.test(url.pathname)
  );
}

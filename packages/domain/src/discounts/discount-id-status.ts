/**
 * A shopper's senior citizen or PWD ID in their account (issue 36, decision 038): uploaded as a photo with its
 * number and the holder's name, it waits for an operator, who verifies it or rejects it with a reason. Only a
 * verified ID gives the special discount. A rejected or verified ID may be replaced by a new upload (a new row,
 * pending again); the old row keeps its decision for the record.
 */
import type { DiscountIdKind } from './special-discount';

export const DISCOUNT_ID_STATUSES = ['pending', 'verified', 'rejected', 'replaced'] as const;
export type DiscountIdStatus = (typeof DISCOUNT_ID_STATUSES)[number];

/** Who may move an ID from which status to which: the repository's conditional updates use `from` from here. */
export const DISCOUNT_ID_TRANSITIONS = {
  verify: { from: ['pending'], to: 'verified' },
  reject: { from: ['pending'], to: 'rejected' },
  /** a new upload stands in for the holder's current ID, whatever its decision */
  replace: { from: ['pending', 'verified', 'rejected'], to: 'replaced' },
} as const satisfies Record<string, { from: readonly DiscountIdStatus[]; to: DiscountIdStatus }>;
export type DiscountIdMove = keyof typeof DISCOUNT_ID_TRANSITIONS;

export function mayMoveDiscountId(from: DiscountIdStatus, move: DiscountIdMove): boolean {
  return (DISCOUNT_ID_TRANSITIONS[move].from as readonly DiscountIdStatus[]).includes(from);
}

export interface DiscountId {
  id: number;
  customer_id: number;
  kind: DiscountIdKind;
  id_number: string;
  holder_name: string;
  status: DiscountIdStatus;
  reason: string | null;
  storage_key: string;
  media_type: string;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
}

/** Limits of the ID form's fields (an OSCA or PWD ID number is at most about 20 characters; names are longer). */
export const DISCOUNT_ID_LIMITS = {
  idNumberMax: 40,
  holderNameMax: 120,
  reasonMax: 300,
  /** a phone photo of a card */
  maxImageBytes: 5 * 1024 * 1024,
} as const;

export const DISCOUNT_ID_MESSAGES = {
  uploaded: 'Thank you. We will check your ID and tell you when the discount is on.',
  imageType: 'Please send a photo of your ID as a JPEG, PNG or WebP image.',
  imageSize: 'The photo is too large. Please send a picture under 5 MB.',
  imageMissing: 'Please attach a photo of your ID.',
  notFound: 'This ID was not found.',
  alreadyDecided: 'This ID was already checked.',
  reasonRequired: 'Please give the shopper a reason for the rejection.',
  capChanged:
    'Your senior citizen / PWD discount for this week changed while you were ordering. Please check your order total and place your order again.',
  productNotFound: 'This product was not found.',
} as const;

/** The shopper's words for the ID's state. */
export function discountIdStatusText(status: DiscountIdStatus, reason: string | null): string {
  switch (status) {
    case 'pending':
      return 'We are checking your ID.';
    case 'verified':
      return 'Verified: the 5% discount applies to basic necessities and prime commodities.';
    case 'rejected':
      return `Not accepted: ${reason ?? 'please upload your ID again.'}`;
    case 'replaced':
      return 'Replaced by a newer upload.';
  }
}

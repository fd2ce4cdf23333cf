import type { DiscountIdFields, MyDiscountId } from '@sulit/contracts/discounts';
import {
  DISCOUNT_ID_LIMITS,
  DISCOUNT_ID_MESSAGES,
  DomainError,
  manilaWeekOf,
  REENCODED_IMAGE_TYPES,
} from '@sulit/domain';
import { cleanUploads, type UploadPolicy } from '../../uploads/clean-upload';
import type { UploadedFile } from '../../uploads/multipart-form';
import type { DiscountsDeps } from './discounts-deps';
import { discountIdView } from './my-discount-id';

/** A photo of the ID through the store's one upload pipeline: JPEG, PNG or WebP by their bytes, re-encoded. */
export const DISCOUNT_ID_UPLOADS: UploadPolicy = {
  allowed: REENCODED_IMAGE_TYPES,
  maxBytes: () => DISCOUNT_ID_LIMITS.maxImageBytes,
  typeMessage: DISCOUNT_ID_MESSAGES.imageType,
  sizeMessage: DISCOUNT_ID_MESSAGES.imageSize,
};

/**
 * POST /api/customer/discount-id: the shopper's senior citizen or PWD ID, its number and name, and one photo. The
 * photo is judged by its bytes and written again without metadata (EXIF, GPS) before it is kept; the new ID is
 * pending until an operator checks it and stands in for any earlier one (the discount stops until then).
 */
export async function submitDiscountId(
  deps: DiscountsDeps,
  customerId: number,
  fields: DiscountIdFields,
  files: readonly UploadedFile[],
): Promise<MyDiscountId> {
  if (files.length !== 1) throw new DomainError('validation_failed', DISCOUNT_ID_MESSAGES.imageMissing);
  const [photo] = await cleanUploads(files, DISCOUNT_ID_UPLOADS);
  const now = deps.clock();
  const id = await deps.discounts.submitId({
    customer_id: customerId,
    kind: fields.kind,
    id_number: fields.id_number,
    holder_name: fields.holder_name,
    file_name: photo!.fileName,
    media_type: photo!.mediaType,
    storage_key: photo!.storageKey,
    content: photo!.bytes,
    now: now.toISOString(),
  });
  const weekStart = manilaWeekOf(now);
  return discountIdView(id, weekStart, await deps.discounts.weekUse(customerId, weekStart));
}

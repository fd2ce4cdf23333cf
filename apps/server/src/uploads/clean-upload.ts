import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import {
  DomainError,
  imageWithinPixelLimit,
  pdfActiveContent,
  REENCODED_IMAGE_TYPES,
  safeUploadName,
  sniffUploadType,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  uploadProblem,
  type UploadRules,
  type UploadType,
} from '@sulit/domain';
import sharp from 'sharp';
import type { UploadedFile } from './multipart-form';

/**
 * The store's one upload pipeline (issue 27 item 10, issue 33): a file's type comes from its bytes and must be on
 * the form's list; photos are decoded and written again (EXIF, GPS, comments and anything appended are gone; at
 * most 50 megapixels in, 2 560 px out); PDFs with active content are refused; each file gets a random key.
 */

// Images are decoded once per upload: libvips's operation cache would only hold attackers' pixels in memory.
sharp.cache(false);

/** A form's rules (domain) and its words: every form that takes files passes one to the same pipeline. */
export interface UploadPolicy extends UploadRules {
  /** what the form says for a file of another type (415) */
  typeMessage: string;
  /** what the form says for a file larger than its type may be (413) */
  sizeMessage: string;
}

export interface CleanUpload {
  fileName: string;
  mediaType: UploadType;
  /** the bytes to store: re-encoded for images, as sent for PDFs */
  bytes: Buffer;
  storageKey: string;
}

/** Inflated PDF streams larger than this are a decompression bomb, not a receipt. */
const MAX_INFLATED_PDF_BYTES = 50 * 1024 * 1024;

const unreadable = () => new DomainError('unprocessable', UPLOAD_MESSAGES.unreadable);
const tooManyPixels = () => new DomainError('unprocessable', UPLOAD_MESSAGES.imageTooLarge);

async function reencodeImage(bytes: Buffer, type: UploadType): Promise<Buffer> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Only the header is read here, so the size can be judged (and a bomb named) before any pixel is decoded.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadable();
  }
  if (!imageWithinPixelLimit(width ?? 0, height ?? 0)) throw tooManyPixels();
  const side = UPLOAD_LIMITS.maxImageSide;
  const input = () =>
    sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxImagePixels, failOn: 'error', animated: false });
  // rotate() turns the photo the way its EXIF says before the EXIF is dropped (sharp writes no metadata by default).
  const image = input().rotate().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/jpeg'
      ? image.jpeg({ quality: 85, mozjpeg: true })
      : type === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : image.webp({ quality: 85 });
  try {
    return await encoded.toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw unreadable();
  }
}

/** The PDF's own text and the inflated text of each of its streams, where the dictionaries of object streams hide. */
function pdfText(bytes: Buffer): string {
  const parts = [bytes.toString('latin1')];
  let inflated = 0;
  for (const match of parts[0]!.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = parts[0]!.indexOf('endstream', start);
    if (end < 0) break;
    let text: Buffer;
    try {
      text = inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED_PDF_BYTES - inflated });
    } catch (error) {
      if (error instanceof RangeError) throw unreadable();
      continue; // not a Flate stream (an image, a font): nothing to read in it
    }
    inflated += text.length;
    parts.push(text.toString('latin1'));
  }
  return parts.join('\n');
}

/** Judges, cleans and keys one file; throws 415 for another type and 422 for a file that cannot be kept. */
async function cleanUpload(file: UploadedFile, index: number, policy: UploadPolicy): Promise<CleanUpload> {
  const type = sniffUploadType(file.bytes);
  if (!type || !policy.allowed.includes(type)) throw new DomainError('unsupported_media_type', policy.typeMessage);
  let bytes = file.bytes;
  if (REENCODED_IMAGE_TYPES.includes(type)) bytes = await reencodeImage(file.bytes, type);
  else if (type === 'application/pdf' && pdfActiveContent(pdfText(file.bytes)).length > 0)
    throw new DomainError('unprocessable', UPLOAD_MESSAGES.activePdf);
  return {
    fileName: safeUploadName(file.fileName, index),
    mediaType: type,
    bytes,
    storageKey: randomBytes(UPLOAD_LIMITS.storageKeyBytes).toString('base64url'),
  };
}

/**
 * The cheap judgement, before anything costly (rate limits, captcha, decoding): each file's type by its bytes and
 * its size for that type. 415 or 413 with the form's words.
 */
export function judgeUploads(files: readonly UploadedFile[], policy: UploadPolicy): void {
  for (const file of files) {
    const problem = uploadProblem(file.bytes, policy);
    if (problem === 'type') throw new DomainError('unsupported_media_type', policy.typeMessage);
    if (problem === 'size') throw new DomainError('payload_too_large', policy.sizeMessage);
  }
}

/** Every file of a form, one after another (one decoded image in memory at a time). */
export async function cleanUploads(files: readonly UploadedFile[], policy: UploadPolicy): Promise<CleanUpload[]> {
  judgeUploads(files, policy);
  const clean: CleanUpload[] = [];
  for (const [index, file] of files.entries()) clean.push(await cleanUpload(file, index, policy));
  return clean;
}

/**
 * What the store accepts as an uploaded file, for every form that takes one (enquiry attachments now, seller chat
 * later: issues 27 item 10 and 33). A file is judged by its bytes, never by its name or the browser's content type;
 * images are re-encoded by the server (metadata dropped, pixel limit) and PDFs with active content are refused.
 * Pure: the server decodes and inflates, these rules decide.
 */

export type UploadType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | 'video/mp4';

/** The images the server decodes and writes again (nothing of the original bytes survives). */
export const REENCODED_IMAGE_TYPES: readonly UploadType[] = ['image/jpeg', 'image/png', 'image/webp'];

export const UPLOAD_LIMITS = {
  /** Largest decoded image: 50 megapixels (an 8 160 × 6 120 phone photo); a "pixel bomb" is far past it. */
  maxImagePixels: 50_000_000,
  /** Re-encoded images fit in this square: plenty for support staff to read a receipt or see damage. */
  maxImageSide: 2560,
  /** Bytes of a random storage key (128 bits: nobody guesses one). */
  storageKeyBytes: 16,
  /** Longest stored file name. */
  fileNameMax: 120,
} as const;

/** Decided: what an upload form answers (the spec gives none); one place for every form. */
export const UPLOAD_MESSAGES = {
  imageTooLarge: `The image is too large. Please send a picture under ${UPLOAD_LIMITS.maxImagePixels / 1_000_000} megapixels.`,
  unreadable: 'The file could not be read. Please send it again or choose another file.',
  activePdf:
    'PDF files that are encrypted or carry scripts, actions or embedded files cannot be accepted. Please send a plain PDF.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** MP4 brands of the ISO base media file format that phones and browsers record (ftyp box at offset 4). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'MSNV']);

/**
 * The file's real type from its first bytes: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP "RIFF"…"WEBP",
 * PDF "%PDF-", MP4 "ftyp" with a known brand. Anything else (GIF, HTML, SVG, executables, archives) is null.
 */
export function sniffUploadType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(bytes, 8, 12))) return 'video/mp4';
  return null;
}

/** What one form accepts: the types (by their bytes) and each type's largest size. */
export interface UploadRules {
  allowed: readonly UploadType[];
  maxBytes(type: UploadType): number;
}

/**
 * The cheap judgement every form passes before any file is decoded: 'type' when the bytes are not of an allowed
 * type (whatever the name says), 'size' when the file is larger than its type may be, else null.
 */
export function uploadProblem(bytes: Uint8Array, rules: UploadRules): 'type' | 'size' | null {
  const type = sniffUploadType(bytes);
  if (!type || !rules.allowed.includes(type)) return 'type';
  return bytes.length > rules.maxBytes(type) ? 'size' : null;
}

/** Whether a decoded image's size is within the pixel limit. */
export function imageWithinPixelLimit(width: number, height: number): boolean {
  return width > 0 && height > 0 && width * height <= UPLOAD_LIMITS.maxImagePixels;
}

/**
 * PDF names that make a document do something when opened or clicked: scripts, automatic actions, launching
 * programs and carried files; and Encrypt, since an encrypted file's streams cannot be looked into. Refused rather
 * than cleaned (rewriting a PDF safely is a job of its own).
 */
const ACTIVE_PDF_NAMES = [
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'Encrypt',
];

/**
 * The active-content names found in PDF text (the file itself and every inflated stream, given by the caller).
 * A PDF name may spell characters as #xx ("/J#61vaScript"), so names are decoded before they are compared,
 * and a name only counts whole ("/AAPL" is not "/AA").
 */
export function pdfActiveContent(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const name = match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (ACTIVE_PDF_NAMES.includes(name)) found.add(name);
  }
  return [...found];
}

/** A clean file name to store and show: no path, no control characters, at most 120 characters. */
export function safeUploadName(name: string, index: number): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || `attachment-${index + 1}`).slice(0, UPLOAD_LIMITS.fileNameMax);
}

import { describe, expect, it } from 'vitest';
import {
  imageWithinPixelLimit,
  pdfActiveContent,
  safeUploadName,
  sniffUploadType,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from './upload-rules';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('upload rules', () => {
  it('knows photos, PDF and MP4 by their first bytes, whatever the name says', () => {
    expect(sniffUploadType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffUploadType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffUploadType(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffUploadType(ascii('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffUploadType(ascii('\0\0\0\x18ftypmp42\0\0\0\0'))).toBe('video/mp4');
  });

  it.each([
    ['GIF/HTML polyglot', 'GIF89a/*<html><script>alert(1)</script>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['Windows executable', 'MZ\x90\0'],
    ['ELF executable', '\x7fELF\x02\x01'],
    ['ZIP', 'PK\x03\x04'],
    ['WAV', 'RIFF\0\0\0\0WAVEfmt '],
    ['QuickTime brand', '\0\0\0\x14ftypqt  '],
    ['HTML', '<!doctype html>'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(sniffUploadType(ascii(text))).toBeNull();
  });

  it('keeps images within 50 megapixels', () => {
    expect(imageWithinPixelLimit(8160, 6120)).toBe(true);
    expect(imageWithinPixelLimit(20_000, 20_000)).toBe(false);
    expect(imageWithinPixelLimit(0, 10)).toBe(false);
    expect(UPLOAD_MESSAGES.imageTooLarge).toBe('The image is too large. Please send a picture under 50 megapixels.');
    expect(UPLOAD_LIMITS.storageKeyBytes * 8).toBeGreaterThanOrEqual(128);
  });

  it('finds active content in PDF text, also spelled with #xx escapes, and only whole names', () => {
    expect(pdfActiveContent('<< /Type /Catalog /OpenAction 2 0 R >> << /S /JavaScript /JS (x) >>').sort()).toEqual([
      'JS',
      'JavaScript',
      'OpenAction',
    ]);
    expect(pdfActiveContent('<< /S /J#61vaScript /J#53 (x) >>').sort()).toEqual(['JS', 'JavaScript']);
    expect(pdfActiveContent('<</AA<</O<</S/Launch>>>>>>').sort()).toEqual(['AA', 'Launch']);
    expect(pdfActiveContent('<< /Names << /EmbeddedFiles 3 0 R >> >>')).toEqual(['EmbeddedFiles']);
    expect(pdfActiveContent('trailer << /Root 1 0 R /Encrypt 9 0 R >>')).toEqual(['Encrypt']);
    expect(pdfActiveContent('<< /Type /Page /AAPL 1 /Font /F1 /JSON 2 >>')).toEqual([]);
  });

  it('stores a file name without its path or control characters', () => {
    expect(safeUploadName('C:\\Users\\ana\\receipt.pdf', 0)).toBe('receipt.pdf');
    expect(safeUploadName('../../etc/passwd\u0000.png', 0)).toBe('passwd.png');
    expect(safeUploadName('', 1)).toBe('attachment-2');
    expect(safeUploadName('x'.repeat(300), 0)).toHaveLength(120);
  });
});

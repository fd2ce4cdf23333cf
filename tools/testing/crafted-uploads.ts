import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Files an attacker or an unlucky shopper uploads, for the tests of the store's one upload pipeline (issues 27
 * and 33): a renamed executable, a pixel bomb, an image carrying a page, a phone photo with its GPS position.
 */

/** A PNG chunk: length, type, data, CRC-32 over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = ~0;
  for (const byte of body) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(~crc >>> 0, 8 + data.length);
  return out;
}

/** A complete, valid 1-bit PNG of 20 000 × 20 000 (400 megapixels) in about 50 KB: a decompression bomb. */
export function pixelBomb(): Buffer {
  const side = 20_000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + side / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows program (the "MZ" header and the DOS stub's words) that a shopper's phone calls photo.jpg. */
export const RENAMED_EXECUTABLE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$', 'latin1'),
  Buffer.alloc(256),
]);

export const SCRIPT = '<script>alert(document.cookie)</script>';

/** A real PNG carrying a page in a text chunk and after its end: valid as an image, a page if sniffed. */
export async function pngWithPage(): Promise<Buffer> {
  const clean = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();
  const iend = clean.length - 12;
  return Buffer.concat([
    clean.subarray(0, iend),
    pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`, 'latin1')),
    clean.subarray(iend),
    Buffer.from(`<html>${SCRIPT}</html>`, 'latin1'),
  ]);
}

/** A phone photo: EXIF with the camera and where it was taken (GPS IFD). */
export function photoWithGps(background = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Sulit Phone', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 0/1 0/1' },
    })
    .toBuffer();
}

/** A multipart body as a browser sends it: text fields, then files under `fileField`. */
export async function multipartBody(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type: string }[],
  fileField: string,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(fileField, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

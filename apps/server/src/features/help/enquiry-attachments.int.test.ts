import { deflateSync } from 'node:zlib';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHelpRepository } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app';

/**
 * Issue 27 item 10 with real crafted files: what an attacker would upload as an enquiry attachment. The messages
 * are the upload pipeline's (decided; the spec gives none).
 */
const TYPE_REFUSED = 'Attach images (JPG, PNG, WebP) or PDF files only.';
const ACTIVE_PDF =
  'PDF files that are encrypted or carry scripts, actions or embedded files cannot be accepted. Please send a plain PDF.';
const TOO_MANY_PIXELS = 'The image is too large. Please send a picture under 50 megapixels.';
const SEND = '/rest/V1/sulit/web2case/send-enquiry';

type Upload = { name: string; bytes: Buffer; type: string };

/** A PNG chunk: length, type, data, CRC-32 over type and data. */
function chunk(type: string, data: Buffer): Buffer {
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
function pixelBomb(): Buffer {
  const side = 20_000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + side / 8)); // every row: filter 0, then white-or-black bits, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The classic GIF/HTML polyglot: a valid GIF header that a browser sniffing HTML would run as a page. */
const GIF_HTML = Buffer.from(
  'GIF89a/*\x01\x00\x01\x00\x00\x00\x00;*/=0;<html><body><script>alert(document.cookie)</script></body></html>',
  'latin1',
);
const SCRIPT = '<script>alert(document.cookie)</script>';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const PLAIN_PDF = pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj');
/** An object stream hides its dictionaries inside deflated bytes: the /OpenAction is only seen once inflated. */
function pdfWithHiddenAction(): Buffer {
  const hidden = deflateSync(Buffer.from('<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
      'latin1',
    ),
    hidden,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

async function multipart(fields: Record<string, string>, files: Upload[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('attachments', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

describe.each(testEngines())('enquiry attachments through the upload pipeline on $engine', ({ open }) => {
  const server = useTestApp(open, { captcha: { cost: 10, counterMin: 20, counterMax: 60 } });
  let ip = 1;
  let gpsJpeg: Buffer;
  let pngWithHtml: Buffer;

  beforeAll(async () => {
    // A phone photo: EXIF with the camera and where it was taken (GPS IFD).
    gpsJpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Sulit Phone', Model: 'X1', Software: 'camera 1.0' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '14/1 35/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '121/1 0/1 0/1',
        },
      })
      .toBuffer();
    // A real PNG carrying HTML in a text chunk and after its end: valid as an image, a page if sniffed.
    const clean = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2980b9' } })
      .png()
      .toBuffer();
    const iend = clean.length - 12;
    pngWithHtml = Buffer.concat([
      clean.subarray(0, iend),
      chunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`, 'latin1')),
      clean.subarray(iend),
      Buffer.from(`<html>${SCRIPT}</html>`, 'latin1'),
    ]);
  });

  async function altcha(): Promise<string> {
    const challenge = (await server.app.inject('/api/altcha/challenge')).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  async function send(files: Upload[]) {
    const body = await multipart(
      {
        name: 'Maria Santos',
        email: `maria.${ip}@example.ph`,
        phone: '09171234567',
        order_number: '',
        topic: 'order',
        message: 'The can arrived dented; files attached.',
        altcha: await altcha(),
      },
      files,
    );
    return server.app.inject({
      method: 'POST',
      url: SEND,
      remoteAddress: `10.27.10.${ip++}`,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  const repo = () => createHelpRepository(server.database.db);
  const caseCount = async () => (await repo().cases(1000)).length;

  async function refused(files: Upload[], status: number, message: string) {
    const before = await caseCount();
    const res = await send(files);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await caseCount()).toBe(before);
  }

  it('answers a form cut short (its boundary never comes) with 400, signed in or not, storing nothing', async () => {
    const who = await testShopper(server.database, TEST_NOW.toISOString(), { tag: 'cut-short' });
    const before = await caseCount();
    for (const authorization of [undefined, `Bearer ${who.token}`]) {
      const res = await server.app.inject({
        method: 'POST',
        url: SEND,
        remoteAddress: `10.27.10.${ip++}`,
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...(authorization ? { authorization } : {}) },
        payload: '{}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The form could not be read: send it as multipart/form-data.');
    }
    expect(await caseCount()).toBe(before);
  });

  it('refuses a renamed executable (415) and the GIF/HTML polyglot (415), storing nothing', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);
    await refused([{ name: 'receipt.jpg', bytes: exe, type: 'image/jpeg' }], 415, TYPE_REFUSED);
    await refused([{ name: 'photo.gif', bytes: GIF_HTML, type: 'image/gif' }], 415, TYPE_REFUSED);
  });

  it('refuses a pixel bomb (422) before decoding it', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    await refused([{ name: 'bomb.png', bytes: bomb, type: 'image/png' }], 422, TOO_MANY_PIXELS);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses PDFs with JavaScript, open actions or embedded files (422), even spelled #xx or deflated', async () => {
    for (const body of [
      '1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj 2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj',
      '1 0 obj << /Type /Catalog /Names << /EmbeddedFiles 3 0 R >> >> endobj',
      '1 0 obj << /Type /Catalog /AA << /O << /S /Launch /F (calc.exe) >> >> >> endobj',
      '1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >> endobj',
    ]) {
      await refused([{ name: 'receipt.pdf', bytes: pdf(body), type: 'application/pdf' }], 422, ACTIVE_PDF);
    }
    await refused([{ name: 'receipt.pdf', bytes: pdfWithHiddenAction(), type: 'application/pdf' }], 422, ACTIVE_PDF);
  });

  it('re-encodes a JPEG without its EXIF (no GPS) and a PNG polyglot without its HTML; a plain PDF is kept', async () => {
    expect((await sharp(gpsJpeg).metadata()).exif).toBeDefined();
    const res = await send([
      { name: 'dented-can.jpg', bytes: gpsJpeg, type: 'image/jpeg' },
      { name: 'label.png', bytes: pngWithHtml, type: 'image/png' },
      { name: 'receipt.pdf', bytes: PLAIN_PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(200);
    const files = await repo().attachmentsOf(res.json().reference);
    expect(files.map((f) => [f.file_name, f.media_type])).toEqual([
      ['dented-can.jpg', 'image/jpeg'],
      ['label.png', 'image/png'],
      ['receipt.pdf', 'application/pdf'],
    ]);
    const [jpeg, png, plain] = files.map((f) => Buffer.from(f.content));
    const jpegMeta = await sharp(jpeg).metadata();
    expect([jpegMeta.format, jpegMeta.width, jpegMeta.height]).toEqual(['jpeg', 640, 480]);
    expect(jpegMeta.exif).toBeUndefined();
    expect(jpeg!.includes('Sulit Phone')).toBe(false);
    expect((await sharp(png).metadata()).format).toBe('png');
    expect(png!.toString('latin1')).not.toContain('<script');
    expect(plain!.equals(PLAIN_PDF)).toBe(true);
    expect(files.map((f) => f.byte_size)).toEqual([jpeg!.length, png!.length, plain!.length]);
  });

  it('stores every file under a random 128-bit key, never its name', async () => {
    const res = await send([
      { name: 'a.pdf', bytes: PLAIN_PDF, type: 'application/pdf' },
      { name: 'a.pdf', bytes: PLAIN_PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(200);
    const keys = (await repo().attachmentsOf(res.json().reference)).map((f) => f.storage_key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(keys).size).toBe(2);
  });
});

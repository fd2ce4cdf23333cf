import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHelpRepository } from '@sulit/db';
import { CASE_REFERENCE_PATTERN, HELP_MESSAGES } from '@sulit/domain';
import { testEngines } from '@sulit/tools/testing/engines';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app';

/** A real 2 × 2 PNG (the upload pipeline decodes and re-encodes every photo). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWN4Vqf0rE6JAUIBAC3GBhmpIT5pAAAAAElFTkSuQmCC',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const SEND = '/rest/V1/sulit/web2case/send-enquiry';

type Fields = Record<string, string>;
type File = { name: string; bytes: Buffer; type?: string };

/** A real multipart body, as a browser's FormData makes it. */
async function multipart(fields: Fields, files: File[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append('attachments', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/png' }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

describe.each(testEngines())('help centre on $engine', ({ open }) => {
  const server = useTestApp(open, { captcha: { cost: 10, counterMin: 20, counterMax: 60 } });
  let ip = 1;
  const freshIp = () => `10.14.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

  async function altcha(): Promise<string> {
    const challenge = (await server.app.inject('/api/altcha/challenge')).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const fields = (extra: Fields = {}): Fields => ({
    name: 'Maria Santos',
    email: `maria.${Math.random().toString(36).slice(2)}@example.ph`,
    phone: '09171234567',
    order_number: '',
    topic: 'order',
    message: 'My order arrived with a dented can. Photo attached.',
    ...extra,
  });
  async function send(f: Fields, files: File[] = [], from = freshIp()) {
    const body = await multipart(f, files);
    return server.app.inject({
      method: 'POST',
      url: SEND,
      remoteAddress: from,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  const caseCount = async () => (await createHelpRepository(server.database.db).cases(1000)).length;

  describe('FAQs', () => {
    it('lists every article type with real answers, filters by article_type and searches', async () => {
      const all = (await server.app.inject('/rest/V1/sulit/helpdesk/get-faqs')).json();
      expect(all.items.length).toBeGreaterThanOrEqual(16);
      for (const type of ['delivery', 'pickup', 'payment', 'membership', 'returns', 'vouchers', 'rebates', 'account']) {
        expect(all.article_types.find((t: { type: string }) => t.type === type).count).toBeGreaterThan(0);
      }
      const fee = all.items.find((a: { slug: string }) => a.slug === 'how-much-is-delivery');
      // the figures are the cart's own (cart-constants): ₱99.00, free from ₱1,500.00; sellers ₱79.00 from ₱999.00
      expect(fee.answer.join(' ')).toContain('₱99.00');
      expect(fee.answer.join(' ')).toContain('₱1,500.00');
      expect(fee.answer.join(' ')).toContain('₱79.00');

      const payment = (await server.app.inject('/rest/V1/sulit/helpdesk/get-faqs?article_type=payment')).json();
      expect(payment.items.every((a: { article_type: string }) => a.article_type === 'payment')).toBe(true);
      expect(payment.items[0].answer.join(' ')).toContain('Cash on Delivery');

      const search = (await server.app.inject('/rest/V1/sulit/helpdesk/get-faqs?q=delivery%20fee')).json();
      expect(search.items[0].slug).toBe('how-much-is-delivery');
      const none = (await server.app.inject('/rest/V1/sulit/helpdesk/get-faqs?q=zzzqqq')).json();
      expect(none.items).toEqual([]);
    });

    it('answers one article by its slug, 404 for an unknown one, 400 for hostile input', async () => {
      const one = await server.app.inject('/api/help/faqs/which-payment-methods');
      expect(one.statusCode).toBe(200);
      expect(one.json().url).toBe('/help-center/faq/which-payment-methods');
      expect((await server.app.inject('/api/help/faqs/no-such-article')).statusCode).toBe(404);
      expect((await server.app.inject('/api/help/faqs/Bad_Slug')).statusCode).toBe(400);
      expect((await server.app.inject('/rest/V1/sulit/helpdesk/get-faqs?article_type=nope')).statusCode).toBe(400);
      expect((await server.app.inject('/rest/V1/sulit/helpdesk/get-faqs?q=a%00b')).statusCode).toBe(400);
      expect((await server.app.inject(`/rest/V1/sulit/helpdesk/get-faqs?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    });
  });

  describe('enquiries', () => {
    it('stores an enquiry with its attachments as a case and acknowledges it by e-mail', async () => {
      const f = fields({ order_number: '000012345', altcha: await altcha() });
      const res = await send(f, [
        { name: 'dented-can.png', bytes: PNG },
        { name: 'receipt.pdf', bytes: PDF, type: 'application/pdf' },
      ]);
      expect(res.statusCode).toBe(200);
      const { reference } = res.json();
      expect(reference).toMatch(CASE_REFERENCE_PATTERN);
      expect(reference.startsWith('SC-20261121-')).toBe(true); // TEST_NOW's Manila date

      const repo = createHelpRepository(server.database.db);
      const stored = (await repo.cases(50)).find((c) => c.reference === reference)!;
      expect(stored).toMatchObject({
        topic: 'order',
        phone: '+639171234567',
        order_number: '000012345',
        attachments: 2,
      });
      const files = await repo.attachmentsOf(reference);
      expect(files.map((x) => [x.file_name, x.media_type])).toEqual([
        ['dented-can.png', 'image/png'],
        ['receipt.pdf', 'application/pdf'],
      ]);
      // The photo is stored as the pipeline wrote it again; the PDF as sent.
      expect(Buffer.from(files[0]!.content).subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
      expect(files[0]!.byte_size).toBe(files[0]!.content.length);
      expect(Buffer.from(files[1]!.content).equals(PDF)).toBe(true);

      const outbox = (await server.app.inject('/api/dev/outbox')).json() as {
        items: { to: string; subject: string }[];
      };
      expect(outbox.items.some((m) => m.to === f.email && m.subject.includes(reference))).toBe(true);
    });

    it('refuses a file that is not an image or PDF by its bytes, whatever its name, and stores nothing', async () => {
      const before = await caseCount();
      const res = await send(fields({ altcha: await altcha() }), [
        {
          name: 'photo.png',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(HELP_MESSAGES.attachmentType);
      expect(await caseCount()).toBe(before);
    });

    it('refuses a file over 5 MB and a fourth file', async () => {
      const before = await caseCount();
      const big = Buffer.alloc(5 * 1024 * 1024 + 1);
      PNG.copy(big);
      const tooBig = await send(fields({ altcha: await altcha() }), [{ name: 'big.png', bytes: big }]);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toBe('Each attachment must be 5 MB or smaller.');
      const four = await send(
        fields({ altcha: await altcha() }),
        [1, 2, 3, 4].map((i) => ({ name: `p${i}.png`, bytes: PNG })),
      );
      expect(four.statusCode).toBe(413);
      expect(four.json().message).toBe('You can attach up to 3 files.');
      expect(await caseCount()).toBe(before);
    });

    it('needs a solved ALTCHA, once', async () => {
      const before = await caseCount();
      const missing = await send(fields({ altcha: 'bm90IGEgcGF5bG9hZA==' }));
      expect(missing.statusCode).toBe(403);
      expect(missing.json().message).toBe('Please complete the verification and try again.');
      const payload = await altcha();
      expect((await send(fields({ altcha: payload }))).statusCode).toBe(200);
      const replay = await send(fields({ altcha: payload }));
      expect(replay.statusCode).toBe(403);
      expect(await caseCount()).toBe(before + 1);
    });

    it('answers bad fields with the spec §5 messages and hostile bodies with a 4xx, storing nothing', async () => {
      const before = await caseCount();
      const phone = await send(fields({ phone: '12345678901', altcha: await altcha() }));
      expect(phone.statusCode).toBe(400);
      expect(phone.json().message).toBe('Please input a valid 11 digit phone number.(e.g. 09171234567)');
      const email = await send(fields({ email: 'not-an-email', altcha: await altcha() }));
      expect(email.json().message).toBe('Please enter a valid email address');
      const required = await send(fields({ message: '   ', altcha: await altcha() }));
      expect(required.json().message).toBe('This is a required field.');
      expect((await send(fields({ name: 'Maria\u0000', altcha: 'x' }))).statusCode).toBe(400);
      const extra = await send(fields({ altcha: 'x', extra: 'field' }));
      expect(extra.statusCode).toBe(413);
      expect(extra.json().message).toBe('The form has too many fields.');
      expect((await send({ name: 'only a name' })).statusCode).toBe(400);
      const json = await server.app.inject({ method: 'POST', url: SEND, payload: fields({ altcha: 'x' }) });
      expect(json.statusCode).toBe(415);
      const text = await server.app.inject({
        method: 'POST',
        url: SEND,
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.statusCode).toBe(415);
      expect(await caseCount()).toBe(before);
    });

    it('takes at most 5 enquiries from one address in 10 minutes, even 50 at once', async () => {
      const before = await caseCount();
      const from = freshIp();
      const payloads = await Promise.all(Array.from({ length: 50 }, () => altcha()));
      const answers = await Promise.all(payloads.map((p) => send(fields({ altcha: p }), [], from)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(45);
      const limited = answers.find((a) => a.statusCode === 429)!;
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json().message).toBe(HELP_MESSAGES.tooManyEnquiries);
      expect(await caseCount()).toBe(before + 5);
    });
  });
});

import { CHAT_MESSAGES, CHAT_UPLOAD_QUOTA, CONTACT_MASKS } from '@sulit/domain';
import {
  multipartBody,
  photoWithGps,
  pixelBomb,
  pngWithPage,
  RENAMED_EXECUTABLE,
} from '@sulit/tools/testing/crafted-uploads';
import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { featuresOf } from '../../app';
import { callAs, TEST_ENV, useTestApp } from '../../test-app';
import { createFileLinks } from './file-links';

const NOW = TEST_NOW.toISOString();
const SOURCE = 'balintawak';
const CONTACT = '/api/product/sellers/contact-seller';

type Shopper = Awaited<ReturnType<typeof testShopper>>;
type Upload = { name: string; bytes: Buffer; type: string };

/**
 * Issue 33: a buyer writes to a seller about an order with a photo, the seller answers; files through the store's
 * one upload pipeline (renamed executable 415, page-carrying PNG re-encoded clean, pixel bomb 422), signed links
 * only for participants (foreign or expired: 404), contact details masked, notices in the outbox with the message,
 * and the daily allowance under 50 parallel sends. Both engines.
 */
describe.each(testEngines())('seller chat (issue 33) on $engine', ({ open }) => {
  const server = useTestApp(open);
  let market: { id: number; sku: string; seller_id: string };
  let slotSeq = 0;
  let buyer: Shopper;
  let seller: Shopper;
  let stranger: Shopper;
  let orderNumber = '';

  const call = (who: { token: string } | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the tests need them
    return r.json() as Record<string, any>;
  };
  const send = async (
    who: { token: string } | null,
    fields: Record<string, string>,
    files: Upload[] = [],
    url = CONTACT,
    app: FastifyInstance = server.app,
  ) => {
    const { payload, contentType } = await multipartBody(fields, files, 'files');
    return app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), 'content-type': contentType },
    });
  };
  const count = async (table: 'chat_messages' | 'chat_attachments') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A member's cash order with one marketplace product: the seller is a party to it. */
  async function placeOrder(): Promise<{ who: Shopper; n: string }> {
    const who = await testShopper(server.database, NOW, {
      tag: 'chat',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    const cartId = who.cartId;
    await ok(
      call(who, 'POST', `/api/cart/stores/v2/default/${cartId}/sync`, { cart_items: [{ sku: market.sku, qty: 1 }] }),
    );
    await ok(call(who, 'POST', '/api/cart/carts/mine/shipping-information', { cart_id: cartId }));
    const seq = slotSeq++;
    await ok(
      call(who, 'POST', '/api/cart/checkout/delivery-schedule', {
        date: `2026-11-2${2 + (seq % 5)}`,
        intervalId: 2 + (Math.floor(seq / 5) % 3),
        cart_id: cartId,
      }),
    );
    await ok(call(who, 'POST', `/api/cart/${cartId}/address-information`, { paymentMethod: 'cashondelivery' }));
    const placed = await ok(
      call(who, 'POST', '/api/transaction/orders', { cart_id: cartId, payment: { method: 'cashondelivery' } }),
    );
    return { who, n: String(placed.orderId ?? placed.increment_id) };
  }

  beforeAll(async () => {
    market = (await plainProducts(server.database.db, { source: SOURCE, minQty: 10, own: false })
      .select(['p.id', 'p.sku', 'p.seller_id'])
      .executeTakeFirst())!;
    expect(market, 'a marketplace product in stock at the store').toBeDefined();
    await setStockQty(server.database.db, market.id, SOURCE, 5000);
    ({ who: buyer, n: orderNumber } = await placeOrder());
    seller = await testShopper(server.database, NOW, { tag: 'seller' });
    stranger = await testShopper(server.database, NOW, { tag: 'stranger' });
    await featuresOf(server.app).sellerChat.grantSeller(seller.customerId, market.seller_id, 'test');
  }, 120_000);

  const first = () => ({
    orderNumber,
    sellerId: market.seller_id,
    subject: 'Damaged box',
    body: 'Text me at 0917 123 4567',
  });

  it('walks a buyer writing with a photo and the seller answering: masked, notified, clocked, read', async () => {
    const photo = await photoWithGps();
    const sent = await ok(send(buyer, first(), [{ name: 'box.jpg', bytes: photo, type: 'image/jpeg' }]));
    expect(sent).toMatchObject({ success: true, message: CHAT_MESSAGES.sent, flags: ['phone'] });
    expect(sent.sent.body).toBe(`Text me at ${CONTACT_MASKS.phone}`);
    const stored = await server.database.db.selectFrom('chat_messages').selectAll().executeTakeFirstOrThrow();
    expect(stored.body).not.toContain('0917');
    expect(JSON.parse(stored.flags)).toEqual(['phone']);
    // the photo was written again: no EXIF, no GPS
    const file = await server.database.db.selectFrom('chat_attachments').selectAll().executeTakeFirstOrThrow();
    expect((await sharp(Buffer.from(file.content)).metadata()).exif).toBeUndefined();
    expect(file.storage_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // the seller's notice was written with the message
    const notices = await server.database.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('to_address', '=', seller.email)
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`New message from Test about order ${orderNumber}`);
    expect(notices[0]!.text_body).toContain(`/customer/messages/${sent.thread_id}`);

    // the seller sees it in the header, the inbox (with the reply clock) and the thread
    expect((await ok(call(seller, 'GET', '/api/shell'))).messages.unread).toBe(1);
    const inbox = await ok(call(seller, 'GET', '/api/seller-chat/threads'));
    expect(inbox.answers_buyers).toBe(true);
    expect(inbox.items[0]).toMatchObject({
      subject: 'Damaged box',
      role: 'seller',
      unread: true,
      reply_clock: { overdue: false, label: 'Reply within 24 h' },
    });
    const thread = await ok(call(seller, 'GET', `/api/seller-chat/threads/${sent.thread_id}`));
    expect(thread.messages).toHaveLength(1);
    expect((await ok(call(seller, 'GET', '/api/shell'))).messages.unread).toBe(0);
    const link = thread.messages[0].attachments[0].url as string;
    const download = await call(seller, 'GET', link);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="box.jpg"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // the seller answers: the buyer is notified and sees it; the clock stops
    const reply = await ok(
      send(
        seller,
        { body: 'Sorry! Write to me at nena@example.com' },
        [],
        `/api/seller-chat/threads/${sent.thread_id}/messages`,
      ),
    );
    expect(reply).toMatchObject({ message: CHAT_MESSAGES.replied, flags: ['email'] });
    expect((await ok(call(buyer, 'GET', '/api/shell'))).messages.unread).toBe(1);
    const polled = await ok(call(buyer, 'GET', `/api/seller-chat/threads/${sent.thread_id}?after=${sent.sent.id}`));
    expect(polled.messages.map((m: { body: string }) => m.body)).toEqual([
      `Sorry! Write to me at ${CONTACT_MASKS.email}`,
    ]);
    expect(polled.last_message_id).toBe(reply.sent.id);
    const buyerNotices = await server.database.db
      .selectFrom('outbox_emails')
      .select('subject')
      .where('to_address', '=', buyer.email)
      .where('subject', 'like', 'New message from%')
      .execute();
    const { shop_name } = await server.database.db
      .selectFrom('chat_threads')
      .select('shop_name')
      .where('id', '=', sent.thread_id)
      .executeTakeFirstOrThrow();
    expect(buyerNotices).toEqual([{ subject: `New message from ${shop_name} about order ${orderNumber}` }]);
    expect((await ok(call(seller, 'GET', '/api/seller-chat/threads'))).items[0].reply_clock).toBeNull();
    // the buyer's page: the order's shop and the whole thread
    const page = await ok(
      call(buyer, 'GET', `/api/seller-chat/contact?orderNumber=${orderNumber}&sellerId=${market.seller_id}`),
    );
    expect(page.conversation.messages).toHaveLength(2);
  });

  it('serves a file only to participants, by an unexpired link made for them: anything else is 404', async () => {
    const thread = await ok(
      call(buyer, 'GET', `/api/seller-chat/contact?orderNumber=${orderNumber}&sellerId=${market.seller_id}`),
    );
    const link = thread.conversation.messages[0].attachments[0].url as string;
    expect((await call(buyer, 'GET', link)).statusCode).toBe(200);
    // foreign: another customer, no session, the seller holding the buyer's link, a tampered or unknown key
    expect((await call(stranger, 'GET', link)).statusCode).toBe(404);
    expect((await call(null, 'GET', link)).statusCode).toBe(404);
    expect((await call(seller, 'GET', link)).statusCode).toBe(404);
    expect((await call(buyer, 'GET', link.replace(/sig=.{4}/, 'sig=AAAA'))).statusCode).toBe(404);
    expect((await call(buyer, 'GET', link.replace(/files\/[^?]{4}/, 'files/AAAA'))).statusCode).toBe(404);
    // another customer cannot read or write the thread, nor open the buyer's order
    const threadId = thread.conversation.thread.id;
    expect((await call(stranger, 'GET', `/api/seller-chat/threads/${threadId}`)).statusCode).toBe(404);
    expect((await send(stranger, { body: 'hi' }, [], `/api/seller-chat/threads/${threadId}/messages`)).statusCode).toBe(
      404,
    );
    const foreignOrder = await send(stranger, first());
    expect(foreignOrder.statusCode).toBe(404);
    expect(foreignOrder.json().message).toBe(CHAT_MESSAGES.orderNotFound);
    // expired: a link this server signed for the buyer ten minutes ago (links last five)
    const key = /files\/([^?]+)/.exec(link)![1]!;
    const old = createFileLinks(TEST_ENV.SESSION_SECRET).linkFor(
      key,
      buyer.customerId,
      new Date(TEST_NOW.getTime() - 10 * 60_000),
    );
    expect((await call(buyer, 'GET', old)).statusCode).toBe(404);
    // the same key signed now by the same secret (any instance shares it) opens
    const now = createFileLinks(TEST_ENV.SESSION_SECRET).linkFor(key, buyer.customerId, TEST_NOW);
    expect((await call(buyer, 'GET', now)).statusCode).toBe(200);
  });

  it('refuses a renamed executable (415) and a pixel bomb (422), and re-encodes a page-carrying PNG clean', async () => {
    const before = { messages: await count('chat_messages'), files: await count('chat_attachments') };
    const exe = await send(buyer, { ...first(), body: 'see photo' }, [
      { name: 'photo.jpg', bytes: RENAMED_EXECUTABLE, type: 'image/jpeg' },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe(CHAT_MESSAGES.fileType);
    const started = Date.now();
    const bomb = await send(buyer, { ...first(), body: 'big photo' }, [
      { name: 'bomb.png', bytes: pixelBomb(), type: 'image/png' },
    ]);
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().message).toBe('The image is too large. Please send a picture under 50 megapixels.');
    expect(Date.now() - started).toBeLessThan(5000);
    expect({ messages: await count('chat_messages'), files: await count('chat_attachments') }).toEqual(before);

    const polyglot = await ok(
      send(buyer, { ...first(), body: 'another angle' }, [
        { name: 'x.png', bytes: await pngWithPage(), type: 'image/png' },
      ]),
    );
    const stored = await server.database.db
      .selectFrom('chat_attachments')
      .select(['content', 'media_type'])
      .where('message_id', '=', polyglot.sent.id)
      .executeTakeFirstOrThrow();
    const text = Buffer.from(stored.content).toString('latin1');
    expect(stored.media_type).toBe('image/png');
    expect(text).not.toContain('<script');
    expect(text).not.toContain('<html');
    expect((await sharp(Buffer.from(stored.content)).metadata()).format).toBe('png');
  });

  it('takes the daily file allowance once under 50 parallel sends: never past it', async () => {
    const { who, n } = await placeOrder();
    const photo = await photoWithGps('#27ae60');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(who, { orderNumber: n, sellerId: market.seller_id, subject: 'Quota', body: `photo ${i}` }, [
          { name: `p${i}.jpg`, bytes: photo, type: 'image/jpeg' },
        ]),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s !== 200 && s !== 429),
      answers.find((a) => a.statusCode >= 500)?.body,
    ).toEqual([]);
    const sent = statuses.filter((s) => s === 200).length;
    expect(sent).toBe(CHAT_UPLOAD_QUOTA.files);
    expect(answers.some((a) => a.statusCode === 429 && a.json().message === CHAT_MESSAGES.quota)).toBe(true);
    const quota = await server.database.db
      .selectFrom('chat_upload_quota')
      .selectAll()
      .where('customer_id', '=', who.customerId)
      .executeTakeFirstOrThrow();
    expect(quota.files).toBe(CHAT_UPLOAD_QUOTA.files);
    const threads = await server.database.db
      .selectFrom('chat_threads')
      .select('id')
      .where('buyer_customer_id', '=', who.customerId)
      .execute();
    expect(threads).toHaveLength(1);
  }, 120_000);

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const before = await count('chat_messages');
    const cases: [Record<string, string>, number][] = [
      [{ ...first(), body: 'nul\u0000byte' }, 400],
      [{ orderNumber, subject: 'x', body: 'no seller' }, 400],
      [{ ...first(), orderNumber: '9'.repeat(40) }, 400],
      [{ ...first(), body: 'x'.repeat(5000) }, 400],
      [{ ...first(), extra: 'field' }, 400],
      [{ ...first(), sellerId: '../../etc' }, 400],
      [{ ...first(), sellerId: 'sulit-not-in-order' }, 404],
    ];
    for (const [fields, status] of cases)
      expect((await send(buyer, fields)).statusCode, JSON.stringify(fields)).toBe(status);
    const json = await call(buyer, 'POST', CONTACT, first());
    expect(json.statusCode).toBe(415);
    expect((await call(buyer, 'GET', '/api/seller-chat/threads/99999999999')).statusCode).toBe(400);
    expect((await call(buyer, 'GET', '/api/seller-chat/threads?page=0')).statusCode).toBe(400);
    expect((await call(buyer, 'GET', '/api/seller-chat/files/short?exp=1&sig=x')).statusCode).toBe(400);
    expect((await send(null, first())).statusCode).toBe(401);
    expect(await count('chat_messages')).toBe(before);
  });

  it('validates image addresses against the store’s own images without fetching anything (spec §7)', async () => {
    const valid = await ok(call(null, 'POST', '/api/product/validate-image-url', { imageUrl: '/media/product/1.svg' }));
    expect(valid).toEqual({ valid: true, success: true });
    const outside = await ok(
      call(null, 'POST', '/api/product/validate-image-url', { imageUrl: 'http://169.254.169.254/latest' }),
    );
    expect(outside.valid).toBe(false);
    expect((await call(null, 'POST', '/api/product/validate-image-url', { imageUrl: 1 })).statusCode).toBe(400);
  });
});

import { createHelpRepository } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app';
import { opsTestKit, SOURCE, type TestStaff } from './ops-test-kit';

type Answer = Promise<{ statusCode: number; body: string; json(): unknown }>;

/**
 * Issue 35's care pages on both engines (decision 037): enquiry cases along the domain's table with the reply
 * mailed through the outbox and every move audited, the help centre's FAQs edited in the console and shown by the
 * help centre, and a slot's own cut-off deciding what the shopper's checkout offers.
 */
describe.each(testEngines())('the console’s cases, FAQs and cut-offs on $engine', ({ open }) => {
  const clock = { now: new Date(TEST_NOW) };
  const server = useTestApp(open, { clock: () => clock.now });
  const kit = opsTestKit(server, clock);
  let support: TestStaff;
  let editor: TestStaff;
  let manager: TestStaff;
  let seq = 0;
  const ok = async (res: Answer) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the tests need them
    return r.json() as Record<string, any>;
  };
  const audit = (entity: string) =>
    server.database.db.selectFrom('ops_audit').select('action').where('entity', '=', entity).orderBy('id').execute();

  /** A case as the help centre's form stores it, with one PDF the upload pipeline passed. */
  async function storedCase(email = `shopper${++seq}@example.com`): Promise<string> {
    const reference = `SC-20261121-${String(100_000 + seq).padStart(6, '0')}`;
    const stored = await createHelpRepository(server.database.db).createCase(
      {
        reference,
        name: 'Maria Santos',
        email,
        phone: '+639171234567',
        order_number: null,
        topic: 'delivery',
        message: 'Where is my order?',
        customer_id: null,
        created_at: clock.now.toISOString(),
      },
      [
        {
          file_name: 'receipt.pdf',
          media_type: 'application/pdf',
          byte_size: 8,
          content: new TextEncoder().encode('%PDF-1.4'),
          storage_key: `key${seq}abcdefghijklmnopqrs`,
        },
      ],
      { to: email, subject: 'ack', text: 'ack', html: '<p>ack</p>', link: null },
    );
    expect(stored).toBe(true);
    return reference;
  }

  beforeAll(async () => {
    support = await kit.staffWith([{ role: 'support', store: '*' }]);
    editor = await kit.staffWith([{ role: 'content_editor', store: '*' }]);
    manager = await kit.staffWith([{ role: 'store_manager', store: SOURCE }]);
  }, 60_000);

  it('walks a case: listed new, its file downloaded, taken, answered by e-mail, closed, each move audited', async () => {
    const reference = await storedCase('maria.walk@example.com');
    const list = await ok(kit.call(support, 'GET', '/api/ops/cases?status=new'));
    expect(list.items.map((c: { reference: string }) => c.reference)).toContain(reference);
    const detail = await ok(kit.call(support, 'GET', `/api/ops/cases/${reference}`));
    expect(detail).toMatchObject({ status: 'new', status_label: 'New', actions: ['assign', 'close'] });
    const file = await kit.call(support, 'GET', detail.files[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="receipt.pdf"/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.body).toBe('%PDF-1.4');
    // no reply before someone took the case
    const early = await kit.call(support, 'POST', `/api/ops/cases/${reference}/reply`, { body: 'Hello there' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The case changed meanwhile; reload and try again.');
    const taken = await ok(kit.call(support, 'POST', `/api/ops/cases/${reference}/assign`));
    expect(taken).toMatchObject({ status: 'assigned', assigned_to_me: true });
    const short = await kit.call(support, 'POST', `/api/ops/cases/${reference}/reply`, { body: ' x ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Write a reply of 2 to 5000 characters.');
    const answered = await ok(
      kit.call(support, 'POST', `/api/ops/cases/${reference}/reply`, { body: 'Your order <b>arrives</b> today.' }),
    );
    expect(answered.status).toBe('answered');
    expect(answered.replies).toHaveLength(1);
    const mail = await server.database.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('to_address', '=', 'maria.walk@example.com')
      .where('subject', '=', `Re: your enquiry (${reference})`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Your order <b>arrives</b> today.');
    expect(mail.html_body).toContain('<p>Your order &#60;b&#62;arrives&#60;/b&#62; today.</p>');
    const closed = await ok(kit.call(support, 'POST', `/api/ops/cases/${reference}/close`));
    expect(closed).toMatchObject({ status: 'closed', actions: [] });
    expect((await kit.call(support, 'POST', `/api/ops/cases/${reference}/close`)).statusCode).toBe(409);
    expect((await audit(`case:${reference}`)).map((a) => a.action)).toEqual([
      'cases.assign',
      'cases.reply',
      'cases.close',
    ]);
  });

  it('closes a case once under 20 parallel closes (one audit row)', async () => {
    const reference = await storedCase();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => kit.call(support, 'POST', `/api/ops/cases/${reference}/close`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    expect(await audit(`case:${reference}`)).toHaveLength(1);
  });

  it('lets a store manager read cases but not answer them, and refuses hostile paths and bodies', async () => {
    const reference = await storedCase();
    await ok(kit.call(manager, 'GET', `/api/ops/cases/${reference}`));
    expect((await kit.call(manager, 'POST', `/api/ops/cases/${reference}/assign`)).statusCode).toBe(403);
    expect((await kit.call(support, 'GET', '/api/ops/cases/SC-20990101-000000')).statusCode).toBe(404);
    expect((await kit.call(support, 'GET', '/api/ops/cases/..%2Fetc')).statusCode).toBe(400);
    const badKey = await kit.call(support, 'GET', `/api/ops/cases/${reference}/attachments/${'z'.repeat(20)}`);
    expect(badKey.statusCode).toBe(404);
    expect((await kit.call(support, 'GET', '/api/ops/cases?status=lost')).statusCode).toBe(400);
    await ok(kit.call(support, 'POST', `/api/ops/cases/${reference}/assign`));
    for (const body of [{ body: 'a\u0000b' }, { body: 'ok ok', extra: 1 }, { body: 'x'.repeat(20_000) }, {}])
      expect((await kit.call(support, 'POST', `/api/ops/cases/${reference}/reply`, body)).statusCode).toBe(400);
  });

  it('edits FAQs the help centre then shows: create, rewrite, reorder, unpublish, each audited', async () => {
    const helpCentre = async () =>
      (await ok(kit.call(null, 'GET', '/rest/V1/sulit/helpdesk/get-faqs?article_type=vouchers'))).items as {
        slug: string;
        question: string;
      }[];
    const draft = {
      article_type: 'vouchers',
      question: 'Can I use two vouchers on one order?',
      answer: ['One voucher per order.', 'It applies to Sulit Club items.'],
      keywords: 'stack combine',
    };
    const created = await ok(kit.call(editor, 'POST', '/api/ops/faqs', draft));
    expect(created).toMatchObject({ slug: 'can-i-use-two-vouchers-on-one-order', published: true });
    expect((await helpCentre()).at(-1)!.question).toBe(draft.question);
    const found = await ok(kit.call(null, 'GET', '/rest/V1/sulit/helpdesk/get-faqs?q=combine'));
    expect(found.items.map((f: { slug: string }) => f.slug)).toContain(created.slug);
    expect((await kit.call(editor, 'POST', '/api/ops/faqs', draft)).statusCode).toBe(409);

    const rewritten = await ok(
      kit.call(editor, 'PATCH', `/api/ops/faqs/${created.id}`, { ...draft, question: 'Can I combine vouchers?' }),
    );
    expect(rewritten.slug).toBe(created.slug);
    const article = await ok(kit.call(null, 'GET', `/api/help/faqs/${created.slug}`));
    expect(article.question).toBe('Can I combine vouchers?');

    const section = (await ok(kit.call(editor, 'GET', '/api/ops/faqs'))).items
      .filter((f: { article_type: string }) => f.article_type === 'vouchers')
      .map((f: { id: number }) => f.id) as number[];
    const reversed = [...section].reverse();
    await ok(kit.call(editor, 'POST', '/api/ops/faqs/reorder', { article_type: 'vouchers', ids: reversed }));
    expect((await helpCentre())[0]!.slug).toBe(created.slug);
    const partial = await kit.call(editor, 'POST', '/api/ops/faqs/reorder', {
      article_type: 'vouchers',
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().message).toBe('The new order must name every FAQ of the section once.');

    await ok(kit.call(editor, 'PATCH', `/api/ops/faqs/${created.id}`, { ...draft, published: false }));
    expect((await helpCentre()).map((f) => f.slug)).not.toContain(created.slug);
    expect((await kit.call(null, 'GET', `/api/help/faqs/${created.slug}`)).statusCode).toBe(404);
    expect((await audit(`faq:${created.id}`)).map((a) => a.action)).toEqual([
      'faqs.create',
      'faqs.update',
      'faqs.update',
    ]);
    expect((await audit('faq-section:vouchers')).map((a) => a.action)).toEqual(['faqs.reorder']);
  });

  it('refuses a bad FAQ with the domain’s words and hostile input with 400, changing nothing', async () => {
    const base = { article_type: 'delivery', question: 'Do you deliver on Sundays?', answer: ['Yes.'] };
    const bad = await kit.call(editor, 'POST', '/api/ops/faqs', { ...base, answer: ['  '] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Write an answer of 1 to 10 paragraphs, each up to 2000 characters.');
    for (const body of [
      { ...base, article_type: 'gossip' },
      { ...base, question: 'x\u0000y' },
      { ...base, sneaky: true },
      { ...base, answer: Array(50).fill('a') },
    ])
      expect((await kit.call(editor, 'POST', '/api/ops/faqs', body)).statusCode).toBe(400);
    expect((await kit.call(editor, 'PATCH', '/api/ops/faqs/999999', base)).statusCode).toBe(404);
    expect((await kit.call(support, 'POST', '/api/ops/faqs', base)).statusCode).toBe(403);
  });

  it('moves a third-party seller’s part one step at a time along its own table, audited', async () => {
    const { number, part } = await kit.placeOrderWithSeller();
    const detail = await ok(kit.call(manager, 'GET', `/api/ops/orders/${number}`));
    expect(detail.parts).toHaveLength(1);
    expect(detail.parts[0]).toMatchObject({
      number: part,
      status: 'created',
      status_label: 'Created',
      next: [{ to: 'ov_in_progress', label: 'Verifying' }],
    });
    const skip = await kit.call(manager, 'POST', `/api/ops/orders/${number}/parts/${part}`, { to: 'shipped' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(`Sub-order ${part} cannot go from Created to Shipped.`);
    const moved = await ok(
      kit.call(manager, 'POST', `/api/ops/orders/${number}/parts/${part}`, { to: 'ov_in_progress' }),
    );
    expect(moved.parts[0]).toMatchObject({ status: 'ov_in_progress', next: [{ to: 'resolved' }, { to: 'hold' }] });
    // the own store's part keeps the order's own steps
    expect(moved.step).toBe('created');
    const own = await kit.call(manager, 'POST', `/api/ops/orders/${number}/parts/${number}-0`, { to: 'resolved' });
    expect(own.statusCode).toBe(404);
    expect((await audit(`order:${part}`)).map((a) => a.action)).toEqual(['orders.part-move']);
    const history = await server.database.db
      .selectFrom('order_status_changes')
      .select(['to_status', 'actor'])
      .where('sub_increment_id', '=', part)
      .execute();
    expect(history).toEqual([{ to_status: 'ov_in_progress', actor: `staff:${manager.id}` }]);
  });

  it('sets a slot’s own cut-off: the checkout stops offering it, and back to the default offers it again', async () => {
    const shopper = await kit.readyMember(14);
    const slot = await server.database.db
      .selectFrom('delivery_slots')
      .selectAll()
      .where('source_code', '=', SOURCE)
      .where('is_store_pickup', '=', 0)
      .where('slot_date', '=', '2026-11-22')
      .where('interval_id', '=', 1)
      .executeTakeFirstOrThrow();
    const listed = async () =>
      (
        await ok(kit.call(null, 'GET', `/api/cart/checkout/delivery-slots?sourceCode=${SOURCE}&date=2026-11-22`))
      ).days[0].slots.find((s: { slot_id: number }) => s.slot_id === slot.id);
    const hold = () =>
      kit.call(shopper, 'POST', '/api/cart/checkout/delivery-schedule', {
        date: '2026-11-22',
        intervalId: 1,
        cart_id: shopper.cartId,
      });
    expect(await listed()).toMatchObject({ state: 'available', isDisabled: false });

    // 20 hours before the slot starts; a cut-off of a day puts it past
    const changed = await ok(kit.call(manager, 'PATCH', `/api/ops/slots/${slot.id}`, { cutoff_minutes: 1440 }));
    expect(changed).toMatchObject({
      cutoff_minutes: 1440,
      cutoff_is_own: true,
      state: 'past_cutoff',
      cutoff_at: '2026-11-21T00:00:00.000Z',
    });
    expect(await listed()).toMatchObject({ state: 'past_cutoff', isDisabled: true });
    const refused = await hold();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Delivery timeslot invalid');

    const back = await ok(kit.call(manager, 'PATCH', `/api/ops/slots/${slot.id}`, { cutoff_minutes: null }));
    expect(back).toMatchObject({ cutoff_minutes: 180, cutoff_is_own: false, state: 'available' });
    expect((await hold()).statusCode).toBe(200);
    const entries = await server.database.db
      .selectFrom('ops_audit')
      .select(['action', 'after_json'])
      .where('entity', '=', `slot:${slot.id}`)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => JSON.parse(e.after_json!).cutoff_minutes)).toEqual([1440, null]);
    for (const body of [{ cutoff_minutes: -1 }, { cutoff_minutes: 1441 }, { cutoff_minutes: 2.5 }])
      expect((await kit.call(manager, 'PATCH', `/api/ops/slots/${slot.id}`, body)).statusCode).toBe(400);
    const dispatcher = await kit.staffWith([{ role: 'dispatcher', store: SOURCE }]);
    expect((await kit.call(dispatcher, 'PATCH', `/api/ops/slots/${slot.id}`, { cutoff_minutes: 60 })).statusCode).toBe(
      403,
    );
  });
});

import { createPushRepository, createRaffleRepository, createSurveyRepository } from '@sulit/db';
import { DomainError, RAFFLE_MESSAGES } from '@sulit/domain';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper, type TestShopper } from '@sulit/tools/testing/test-shoppers';
import { describe, expect, it } from 'vitest';
import { featuresOf } from '../../app';
import { callAs, useTestApp } from '../../test-app';
import { drawRaffle, verifyRaffleDraw } from './draw-raffle';
import { sha256Hex } from './sha256';

const NOW = TEST_NOW.toISOString();
const CONFIGS = '/rest/V1/raffle/configs';
const ENTRIES = '/rest/V1/raffle/entries';
const PERIOD = { starts_at: '2026-11-01T00:00:00.000Z', ends_at: '2026-11-30T16:00:00.000Z' };
const STEPS = ['Shop at Sulit Club during the promo period.', 'Join the raffle here.', 'Wait for the draw.'];

describe.each(testEngines())('raffles on $engine', ({ open }) => {
  const server = useTestApp(open);
  const raffles = () => featuresOf(server.app).engagement.raffles;
  const call = (who: TestShopper | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload });
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  };

  it('cannot be switched on without a DTI permit number and a period, nor by writing the table directly', async () => {
    const { id } = await raffles().create({ title: 'Holiday raffle', steps: STEPS });
    let error = await refusal(raffles().switchOn(id));
    expect([error.code, error.message]).toEqual(['unprocessable', RAFFLE_MESSAGES.permitRequired]);
    await raffles().setTerms(id, { permit_number: 'FTEB-123456 Series of 2026' });
    error = await refusal(raffles().switchOn(id));
    expect(error.message).toBe(RAFFLE_MESSAGES.periodRequired);
    await raffles().setTerms(id, { starts_at: PERIOD.ends_at, ends_at: PERIOD.starts_at });
    expect((await refusal(raffles().switchOn(id))).message).toBe(RAFFLE_MESSAGES.periodRequired);
    // the table's CHECK holds whatever writes it
    await expect(
      server.database.db.updateTable('raffles').set({ enabled: 1 }).where('id', '=', id).execute(),
    ).rejects.toThrow();
    expect((await raffles().byId(id))?.enabled).toBe(false);
    // nobody sees a switched-off raffle
    expect((await call(null, 'GET', CONFIGS)).json().items.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('takes one immutable entry per shopper while running, shows the commitment, and replays the draw', async () => {
    const { id, seed_commitment } = await raffles().create({ title: 'Noche Buena raffle', steps: STEPS });
    await raffles().setTerms(id, { permit_number: 'FTEB-654321 Series of 2026', ...PERIOD });
    await raffles().switchOn(id);
    const guestView = (await call(null, 'GET', CONFIGS)).json().items.find((r: { id: number }) => r.id === id);
    expect(guestView).toMatchObject({
      title: 'Noche Buena raffle',
      steps: STEPS,
      permit_number: 'FTEB-654321 Series of 2026',
      seed_commitment,
      open: true,
      entered: null,
      seed: null,
      winner_entry_id: null,
    });
    expect(seed_commitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await refusal(raffles().setTerms(id, { ends_at: '2027-01-01T00:00:00Z' }))).code).toBe('conflict');

    const shoppers = await Promise.all(
      [1, 2, 3, 4].map((n) => testShopper(server.database, NOW, { tag: `raffle${n}` })),
    );
    const [first] = shoppers;
    // 50 parallel joins by one shopper: one entry
    const joins = await Promise.all(Array.from({ length: 50 }, () => call(first!, 'POST', ENTRIES, { raffle_id: id })));
    expect(joins.map((j) => j.statusCode)).toEqual(Array(50).fill(200));
    expect(joins.filter((j) => !j.json().already_entered)).toHaveLength(1);
    expect(new Set(joins.map((j) => j.json().entry_id)).size).toBe(1);
    for (const who of shoppers.slice(1))
      expect((await call(who, 'POST', ENTRIES, { raffle_id: id })).statusCode).toBe(200);
    expect((await call(first!, 'GET', CONFIGS)).json().items.find((r: { id: number }) => r.id === id).entered).toBe(
      true,
    );

    // entries are append-only on this engine: no update, no delete
    const entries = server.database.db.updateTable('raffle_entries').where('raffle_id', '=', id);
    await expect(entries.set({ customer_id: shoppers[1]!.customerId }).execute()).rejects.toThrow(/append-only/);
    await expect(server.database.db.deleteFrom('raffle_entries').where('raffle_id', '=', id).execute()).rejects.toThrow(
      /append-only/,
    );

    // the export lists every entry in the draw's order
    const csv = (await raffles().exportEntries(id)).trim().split('\r\n');
    expect(csv[0]).toBe('entry_id,customer_id,first_name,last_name,email,entered_at');
    expect(csv.slice(1).map((l) => Number(l.split(',')[1]))).toEqual(shoppers.map((s) => s.customerId));

    // not before the period ends; then once; then replayable from the revealed seed
    expect((await refusal(raffles().draw(id))).message).toBe(RAFFLE_MESSAGES.notDrawable);
    const later = {
      surveys: createSurveyRepository(server.database.db),
      raffles: createRaffleRepository(server.database.db),
      pushes: createPushRepository(server.database.db),
      clock: () => new Date('2026-12-01T00:00:00.000Z'),
      // the draw never asks who is staff (joining does)
      isStaff: () => Promise.resolve(false),
    };
    const drawn = await drawRaffle(later, id);
    expect(sha256Hex(`sulit-raffle-seed:${drawn.seed}`)).toBe(seed_commitment);
    expect(csv.slice(1).map((l) => Number(l.split(',')[0]))).toContain(drawn.winner_entry_id);
    await expect(drawRaffle(later, id)).rejects.toThrow(RAFFLE_MESSAGES.notDrawable);
    expect(await verifyRaffleDraw(later, id)).toEqual({
      seedMatches: true,
      winnerMatches: true,
      winner_entry_id: drawn.winner_entry_id,
    });
  });

  it('refuses joins outside a running raffle, from staff, guests and bad input, changing nothing', async () => {
    const { id } = await raffles().create({ title: 'Future raffle', steps: STEPS });
    await raffles().setTerms(id, {
      permit_number: 'FTEB-111111',
      starts_at: '2026-12-01T00:00:00Z',
      ends_at: '2026-12-31T00:00:00Z',
    });
    const ana = await testShopper(server.database, NOW, { tag: 'raffle-refused' });
    expect((await call(ana, 'POST', ENTRIES, { raffle_id: id })).statusCode).toBe(404);
    await raffles().switchOn(id);
    const early = await call(ana, 'POST', ENTRIES, { raffle_id: id });
    expect([early.statusCode, early.json().message]).toEqual([409, RAFFLE_MESSAGES.notRunning]);
    expect((await call(null, 'POST', ENTRIES, { raffle_id: id })).statusCode).toBe(401);

    const running = await raffles().create({
      title: 'Running raffle',
      steps: STEPS,
      permit_number: 'FTEB-2',
      ...PERIOD,
    });
    await raffles().switchOn(running.id);
    const staff = await testShopper(server.database, NOW, { tag: 'raffle-staff' });
    await featuresOf(server.app).ops.staff.grant(
      { customer_id: staff.customerId, role: 'store_manager', source_code: '*' },
      { staff_id: staff.customerId, label: 'test' },
      NOW,
    );
    const refused = await call(staff, 'POST', ENTRIES, { raffle_id: running.id });
    expect([refused.statusCode, refused.json().message]).toEqual([403, RAFFLE_MESSAGES.staffExcluded]);
    for (const payload of [
      {},
      { raffle_id: '1' },
      { raffle_id: -1 },
      { raffle_id: 1.5 },
      { raffle_id: 1e300 },
      { raffle_id: running.id, x: 1 },
    ])
      expect((await call(ana, 'POST', ENTRIES, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await call(ana, 'POST', ENTRIES, { raffle_id: 2_000_000_000 })).statusCode).toBe(404);
    const count = await server.database.db
      .selectFrom('raffle_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('raffle_id', 'in', [id, running.id])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

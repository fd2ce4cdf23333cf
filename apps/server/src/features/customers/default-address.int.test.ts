import { createHash, randomBytes } from 'node:crypto';
import { createCustomerRepository, createSessionRepository } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app';

describe.each(testEngines())('one default address per customer on $engine', ({ open }) => {
  const server = useTestApp(open);
  let kamuning: number;

  /** A new customer with a bearer session, made straight in the database (no scrypt at test speed). */
  async function newCustomer(email: string): Promise<{ id: number; auth: Record<string, string> }> {
    const now = TEST_NOW.toISOString();
    const id = (await createCustomerRepository(server.database.db).insert(
      { email, password_hash: 'scrypt$unused', firstname: 'Ana', lastname: 'Reyes', is_subscribed: false },
      now,
    ))!;
    const token = randomBytes(32).toString('base64url');
    await createSessionRepository(server.database.db).insertSession({
      token_hash: createHash('sha256').update(token).digest('hex'),
      customer_id: id,
      created_at: now,
      expires_at: new Date(TEST_NOW.getTime() + 3600_000).toISOString(),
    });
    return { id, auth: { authorization: `Bearer ${token}` } };
  }

  const address = (label: string) => ({
    firstname: 'Ana',
    lastname: 'Reyes',
    telephone: '09171234567',
    street: [`${label} Mabini St`],
    location_label: label,
    township_id: kamuning,
  });

  /** Saves an address through the legacy address-book call (a new one, or an update when it has an id). */
  const saveAddress = (auth: Record<string, string>, body: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/rest/V1/ld-customer-address',
      headers: auth,
      payload: { address: body },
    });

  const defaults = async (customerId: number) =>
    (
      await sql<{ shipping: number; billing: number; total: number }>`
        select sum(is_default_shipping) as shipping, sum(is_default_billing) as billing, count(*) as total
        from customer_addresses where customer_id = ${customerId}`.execute(server.database.db)
    ).rows[0]!;

  beforeAll(async () => {
    const rows = await sql<{ id: number }>`
      select b.id from barangays b join cities c on c.id = b.city_id
      where c.name = 'Quezon City' and b.name = 'Kamuning'`.execute(server.database.db);
    kamuning = rows.rows[0]!.id;
  });

  it('20 parallel first-address creates leave exactly one default shipping and one default billing', async () => {
    const { id, auth } = await newCustomer('twenty@example.com');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => saveAddress(auth, address(`No ${i}`))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await defaults(id)).toEqual({ shipping: 1, billing: 1, total: 20 });
  });

  it('20 parallel "make this my default" requests still leave one default', async () => {
    const { id, auth } = await newCustomer('switch@example.com');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await saveAddress(auth, address(`Home ${i}`));
      ids.push((res.json() as { address: { id: number } }).address.id);
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        saveAddress(auth, {
          ...address(`Home ${i % 5}`),
          id: ids[i % 5],
          default_shipping: true,
          default_billing: true,
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await defaults(id)).toEqual({ shipping: 1, billing: 1, total: 5 });
  });

  it('the database itself refuses a second default (partial unique index)', async () => {
    const { id, auth } = await newCustomer('index@example.com');
    await saveAddress(auth, address('A'));
    await saveAddress(auth, address('B'));
    await expect(
      sql`update customer_addresses set is_default_shipping = 1 where customer_id = ${id}`.execute(server.database.db),
    ).rejects.toThrow(/unique/i);
  });
});

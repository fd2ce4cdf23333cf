import { createHash, randomBytes } from 'node:crypto';
import { createCartRepository, type Database, newCustomerRow } from '@sulit/db';

export interface TestShopper {
  customerId: number;
  email: string;
  token: string;
}

/** The membership card a test shopper holds; by default an active Premium card that never runs out. */
export interface TestCard {
  expires_on?: string;
  package?: string;
  card_type?: string;
}

let shopperSeq = 0;

/**
 * A signed-in customer with a bearer token (a session row, as log-in makes one). `member` adds an active
 * Premium card (the membership record is what makes a member), or the card it describes; `address` copies a
 * delivery address of the demo member, so checkout can ship; `cartSource` gives them an empty cart there.
 */
export async function testShopper(
  database: Database,
  now: string,
  options: { tag: string; member?: boolean | TestCard; address?: boolean; cartSource?: string } = { tag: 'shopper' },
): Promise<TestShopper & { cartId: number | null; membershipCode: string | null; addressId: number | null }> {
  const { db } = database;
  const seq = ++shopperSeq;
  const email = `${options.tag}${seq}-${randomBytes(3).toString('hex')}@shoppers.example.com`;
  const token = randomBytes(32).toString('base64url');
  const { id: customerId } = await db
    .insertInto('customers')
    .values(
      newCustomerRow({
        email,
        password_hash: 'x',
        firstname: 'Test',
        lastname: String(seq),
        is_subscribed: false,
        now,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customer_sessions')
    .values({
      token_hash: createHash('sha256').update(token).digest('hex'),
      customer_id: customerId,
      created_at: now,
      expires_at: '2099-01-01T00:00:00.000Z',
      revoked_at: null,
    })
    .execute();
  let membershipCode: string | null = null;
  if (options.member) {
    const card: TestCard = options.member === true ? {} : options.member;
    membershipCode = `1003${String(customerId).padStart(10, '0')}`;
    await db
      .insertInto('customer_memberships')
      .values({
        customer_id: customerId,
        code: membershipCode,
        id_type: 'SULIT',
        card_type: card.card_type ?? 'NEW_PREMIUM_CARD',
        package: card.package ?? 'PREMIUM',
        name: `Test ${seq}`,
        status: 'active',
        starts_on: '2026-01-01',
        expires_on: card.expires_on ?? '2099-12-31',
        linked_at: null,
        credit_card_applied: 0,
        qr_used: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  let addressId: number | null = null;
  if (options.address) {
    const template = await db
      .selectFrom('customer_addresses')
      .selectAll()
      .where('customer_id', '=', 2)
      .where('is_store_pickup', '=', 0)
      .executeTakeFirstOrThrow();
    const { id: _id, ...address } = template;
    addressId = (
      await db
        .insertInto('customer_addresses')
        .values({ ...address, customer_id: customerId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  let cartId: number | null = null;
  if (options.cartSource) {
    cartId = (
      await createCartRepository(db, database.engine).createCart({
        mask_hash: null,
        customer_id: customerId,
        source_code: options.cartSource,
        now,
      })
    ).id;
  }
  return { customerId, email, token, cartId, membershipCode, addressId };
}

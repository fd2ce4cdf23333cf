import type { SeedWriter } from '@sulit/db';
import { addDays, addMonths, manilaDate } from '@sulit/domain';

interface DemoCard {
  code: string;
  name: string;
  package: 'PREMIUM' | 'BUSINESS' | 'EXECUTIVE';
  card_type: string;
  /** days from the seed date to the expiry date (negative: already expired) */
  expiresInDays: number;
}

/**
 * The membership-card registry that "link an existing card" checks (README lists them): the two demo
 * members' own cards, unlinked own 14-digit cards and 16-digit partner fuel cards for Juan Dela Cruz
 * (several, so parallel browser runs each link their own), near-expiry cards for the renewal walk, and an
 * expired card.
 */
const DEMO_CARDS: readonly DemoCard[] = [
  {
    code: '10012345678901',
    name: 'Maria Santos',
    package: 'PREMIUM',
    card_type: 'NEW_PREMIUM_CARD',
    expiresInDays: 45,
  },
  {
    code: '20012345678902',
    name: 'Reyes Trading',
    package: 'BUSINESS',
    card_type: 'NEW_BUSINESS_CARD',
    expiresInDays: 365,
  },
  // own and fuel cards 7 and 8: the operator console's walks (e2e/ops-console.spec.ts), one per walk and project
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
    code: `1002468135790${n}`,
    name: 'Juan Dela Cruz',
    package: 'PREMIUM' as const,
    card_type: 'NEW_PREMIUM_CARD',
    expiresInDays: 200,
  })),
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
    code: `700123456789012${n}`,
    name: 'Juan Dela Cruz',
    package: 'PREMIUM' as const,
    card_type: 'NEW_PREMIUM_CARD',
    expiresInDays: 300,
  })),
  // The order edit walk (issue 36, e2e/order-edit.spec.ts): phone links the first, desktop the second.
  ...[1, 2].map((n) => ({
    code: `1004736912580${n}`,
    name: 'Juan Dela Cruz',
    package: 'PREMIUM' as const,
    card_type: 'NEW_PREMIUM_CARD',
    expiresInDays: 300,
  })),
  // The senior citizen / PWD discount walk (issue 36, e2e/special-discount.spec.ts): phone the first, desktop the second.
  ...[1, 2].map((n) => ({
    code: `1005250250000${n}`,
    name: 'Juan Dela Cruz',
    package: 'PREMIUM' as const,
    card_type: 'NEW_PREMIUM_CARD',
    expiresInDays: 300,
  })),
  // The reviews walk (issue 31, e2e/reviews-wishlist.spec.ts): phone links the first, desktop the second.
  ...[1, 2].map((n) => ({
    code: `1004512345678${n}`,
    name: 'Juan Dela Cruz',
    package: 'PREMIUM' as const,
    card_type: 'NEW_PREMIUM_CARD',
    expiresInDays: 300,
  })),
  // The goods-sold-by-weight walk (issue 36, e2e/weighed-goods.spec.ts): phone links the first, desktop the second.
  ...[1, 2].map((n) => ({
    code: `1004312345678${n}`,
    name: 'Juan Dela Cruz',
    package: 'PREMIUM' as const,
    card_type: 'NEW_PREMIUM_CARD',
    expiresInDays: 300,
  })),
  // The console's cut-off walk (issue 35, e2e/ops-care.spec.ts): phone links the first, desktop the second.
  ...[1, 2].map((n) => ({
    code: `1004712345678${n}`,
    name: 'Juan Dela Cruz',
    package: 'PREMIUM' as const,
    card_type: 'NEW_PREMIUM_CARD',
    expiresInDays: 300,
  })),
  // The substitutions walk (issue 36, e2e/substitutions.spec.ts): phone links the first, desktop the second.
  ...[1, 2].map((n) => ({
    code: `1005836914702${n}`,
    name: 'Juan Dela Cruz',
    package: 'PREMIUM' as const,
    card_type: 'NEW_PREMIUM_CARD',
    expiresInDays: 300,
  })),
  { code: '10013572468001', name: 'Ana Reyes', package: 'PREMIUM', card_type: 'NEW_PREMIUM_CARD', expiresInDays: -30 },
  // The survey walk (e2e/engagement.spec.ts): a new shopper per project links one, orders and is surveyed.
  ...[1, 2].map((n) => ({
    code: `1003113579246${n}`,
    name: 'Liza Soberano',
    package: 'PREMIUM' as const,
    card_type: 'NEW_PREMIUM_CARD',
    expiresInDays: 250,
  })),
  // Near expiry (60 days): a fresh account links one, sees the about-to-expire prompt and pays the renewal.
  ...[1, 2, 3, 4].map((n) => ({
    code: `1003691470258${n}`,
    name: 'Juan Dela Cruz',
    package: 'PREMIUM' as const,
    card_type: 'NEW_PREMIUM_CARD',
    expiresInDays: 60,
  })),
];

/** The demo members' cards: Maria's Premium expires in 45 days (the about-to-expire prompt shows). */
const DEMO_MEMBERSHIPS = [
  { id: 1, customer_id: 2, code: '10012345678901' },
  { id: 2, customer_id: 3, code: '20012345678902' },
] as const;

export async function insertDemoMemberships(w: SeedWriter, now: Date): Promise<void> {
  const at = now.toISOString();
  const today = manilaDate(now);
  const cards = DEMO_CARDS.map((c) => {
    const expires_on = addDays(today, c.expiresInDays);
    return {
      code: c.code,
      id_type: c.code.length === 16 ? 'PARTNER_FUEL' : 'SULIT',
      card_type: c.card_type,
      package: c.package,
      name: c.name,
      starts_on: addMonths(expires_on, -12),
      expires_on,
      status: 'active',
      credit_card_applied: 0,
      qr_used: 0,
      valid_id: null,
      id_number: null,
      created_at: at,
    };
  });
  await w.insertMany('membership_cards', cards);
  await w.insertMany(
    'customer_memberships',
    DEMO_MEMBERSHIPS.map((m) => {
      const card = cards.find((c) => c.code === m.code)!;
      return {
        id: m.id,
        customer_id: m.customer_id,
        code: card.code,
        id_type: card.id_type,
        card_type: card.card_type,
        package: card.package,
        name: card.name,
        status: 'active',
        starts_on: card.starts_on,
        expires_on: card.expires_on,
        linked_at: null,
        credit_card_applied: 0,
        qr_used: 0,
        created_at: at,
        updated_at: at,
      };
    }),
  );
}

import { createHash, randomBytes } from 'node:crypto';
import { createSessionRepository, type Database } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { Dictionary, FuzzOptions } from './openapi-fuzz';

/** The demo shopper (tools/seed demo customers) every signed-in request acts as. */
const SHOPPER_ID = 1;

/**
 * Who the fuzzer calls as: a guest, a bearer-token client and a browser (session cookie plus the CSRF pair).
 * Each signed-in request gets a brand-new session, so a fuzzed log-out or password change cannot leave the
 * rest of the run anonymous.
 */
export function fuzzIdentities(database: Database, now: () => Date): FuzzOptions['identities'] {
  const sessions = createSessionRepository(database.db);
  async function newSession(): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const created = now();
    await sessions.insertSession({
      token_hash: createHash('sha256').update(token).digest('hex'),
      customer_id: SHOPPER_ID,
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + 24 * 3600_000).toISOString(),
    });
    return token;
  }
  return [
    { name: 'guest', headers: () => ({}) },
    { name: 'bearer', headers: async () => ({ authorization: `Bearer ${await newSession()}` }) },
    {
      name: 'cookie',
      headers: async () => {
        const csrf = randomBytes(16).toString('base64url');
        return { cookie: `sulit_session=${await newSession()}; sulit_csrf=${csrf}`, 'x-csrf-token': csrf };
      },
    },
  ];
}

/** Real skus, ids and e-mails, so some generated requests get past validation into the code. */
export async function fuzzDictionary(app: FastifyInstance): Promise<Dictionary> {
  const res = await app.inject('/api/product/top-selling?limit=20');
  const items = (res.json() as { items?: { id: number; sku: string }[] }).items ?? [];
  return {
    skus: items.map((p) => p.sku),
    productIds: items.map((p) => p.id),
    emails: ['shopper@example.com', 'support@example.com', 'nobody@example.com'],
  };
}

export function describeFindings(
  findings: {
    operation: string;
    strategy: string;
    status: number;
    problems: string[];
    request: unknown;
    body: string;
  }[],
): string {
  return findings
    .slice(0, 20)
    .map(
      (f) =>
        `${f.operation} [${f.strategy}] → ${f.status}: ${f.problems.join('; ')}\n  request: ${JSON.stringify(f.request)}\n  body: ${f.body}`,
    )
    .join('\n');
}

import type { CustomerContext } from './customer-context';

/** Revokes the session the token hash names (the web's cookies are the route's). */
export async function logOut({ repos, clock }: CustomerContext, tokenHash: string): Promise<void> {
  await repos.sessions.revokeSession(tokenHash, clock().toISOString());
}

import type { VapidKeys } from '@sulit/domain';
import { createSealer } from '../../sealing';
import type { EngagementDeps } from './engagement-deps';
import { generateVapidKeys } from './web-push-sender';

/** Marks a sealed private key; base64url (a plain VAPID key) has no '.', so a row from before sealing never has it. */
const SEALED = 'v1.';

/**
 * The store's VAPID key pair, its private key sealed at rest with SESSION_SECRET (sealing.ts): made sealed by the
 * first instance, opened by every one. A row written before sealing holds the key plain: it is used as it is and
 * sealed in place (a conditional update, so instances starting together seal it once), with no migration.
 */
export async function readVapidKeys(
  deps: Pick<EngagementDeps, 'pushes' | 'clock'>,
  secret: string,
): Promise<VapidKeys> {
  const { seal, open } = createSealer(secret, 'sulit-engagement', 'vapid-private-key');
  const stored = await deps.pushes.vapidKeys(() => {
    const made = generateVapidKeys();
    return { publicKey: made.publicKey, privateKey: SEALED + seal(made.privateKey) };
  }, deps.clock().toISOString());
  if (stored.privateKey.startsWith(SEALED)) {
    return { publicKey: stored.publicKey, privateKey: open(stored.privateKey.slice(SEALED.length)) };
  }
  await deps.pushes.sealPrivateKey(stored.privateKey, SEALED + seal(stored.privateKey));
  return stored;
}

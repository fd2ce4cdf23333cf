import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHAT_FILE_LINK_SECONDS } from '@sulit/domain';

/**
 * Short-lived signed links to chat files (issue 33; Sharetribe's signed file URLs): HMAC-SHA256 over the file's
 * key, the viewer and the expiry, with a key derived from the server's secret (SESSION_SECRET, from the
 * environment; every instance shares it, so a link made by one works on another). A link names its viewer: it is
 * no use to anyone else, and the file route checks the session as well.
 */
export interface FileLinks {
  /** the path of a download of `storageKey` for `viewerId`, good for CHAT_FILE_LINK_SECONDS from `now` */
  linkFor(storageKey: string, viewerId: number, now: Date): string;
  /** whether a link's signature is this server's, for this viewer, and not expired */
  verify(input: { storageKey: string; viewerId: number; exp: number; sig: string }, now: Date): boolean;
}

export const CHAT_FILE_PATH = '/api/seller-chat/files';

export function createFileLinks(secret: string): FileLinks {
  // a key of its own, so a chat link's signature is never valid as anything else the secret signs
  const key = createHmac('sha256', secret).update('seller-chat-file-links/v1').digest();
  const sign = (storageKey: string, viewerId: number, exp: number) =>
    createHmac('sha256', key).update(`${storageKey}\n${viewerId}\n${exp}`).digest('base64url');

  return {
    linkFor(storageKey, viewerId, now) {
      const exp = Math.floor(now.getTime() / 1000) + CHAT_FILE_LINK_SECONDS;
      return `${CHAT_FILE_PATH}/${storageKey}?exp=${exp}&sig=${sign(storageKey, viewerId, exp)}`;
    },
    verify({ storageKey, viewerId, exp, sig }, now) {
      if (exp * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(sign(storageKey, viewerId, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

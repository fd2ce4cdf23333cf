import { chatRoleOf } from '@sulit/domain';
import type { ChatViewer, SellerChatDeps } from './seller-chat-deps';

export interface ServedFile {
  fileName: string;
  mediaType: string;
  content: Uint8Array;
}

/**
 * A chat file for a signed link: the signature must be this server's, for this viewer and unexpired, and the
 * viewer must still take part in the file's thread. Anything else answers nothing (the route's 404), so a link
 * passed on, guessed or expired says no more than a key that never existed.
 */
export async function fileForLink(
  deps: Pick<SellerChatDeps, 'chats' | 'links' | 'clock'>,
  viewer: ChatViewer | null,
  link: { storageKey: string; exp: number; sig: string },
): Promise<ServedFile | undefined> {
  if (!viewer) return undefined;
  if (!deps.links.verify({ ...link, viewerId: viewer.customerId }, deps.clock())) return undefined;
  const file = await deps.chats.attachment(link.storageKey);
  if (!file) return undefined;
  const thread = await deps.chats.threadById(file.thread_id);
  if (!thread || !chatRoleOf(thread, viewer)) return undefined;
  return { fileName: file.file_name, mediaType: file.media_type, content: file.content };
}

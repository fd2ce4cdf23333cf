import { randomBytes } from 'node:crypto';
import { DomainError, LIST_MESSAGES, SHARE_TOKEN_BYTES, sharedWithMessage, sharerName } from '@sulit/domain';
import { hashShareToken, type ListsDeps, ownedList } from './lists-context';

/** Shares with another customer by e-mail; anything that keeps it from happening is LIST_MESSAGES.shareFailed. */
export async function shareListByEmail(
  deps: ListsDeps,
  customer: { id: number; firstname: string },
  listId: number,
  email: string,
) {
  const list = await ownedList(deps, customer.id, listId);
  const recipient = await deps.lists.customerByEmail(email);
  if (!recipient || recipient.id === customer.id) {
    throw new DomainError('unprocessable', LIST_MESSAGES.shareFailed);
  }
  if (await deps.lists.addRecipient(list.id, recipient.id, deps.clock().toISOString())) {
    await deps.notify({
      customer_id: recipient.id,
      kind: 'list_shared',
      title: `${sharerName(customer.firstname)} shared a list with you`,
      body: `"${list.name}" is now in your shopping lists, read-only. Copy it to make it your own.`,
      link: `/shopping-list/list?id=${list.id}`,
    });
  }
  return { message: sharedWithMessage(recipient.email) };
}

/** A new read-only link (≥128 random bits, stored hashed); older links keep working until revoked. */
export async function shareListLink(deps: ListsDeps, customerId: number, listId: number) {
  const list = await ownedList(deps, customerId, listId);
  const tk = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  await deps.lists.createLink(list.id, hashShareToken(tk), deps.clock().toISOString());
  return { tk, url: `${deps.publicUrl}/shopping-list/list?tk=${tk}` };
}

export async function revokeListLinks(deps: ListsDeps, customerId: number, listId: number) {
  await ownedList(deps, customerId, listId);
  await deps.lists.revokeLinks(listId, deps.clock().toISOString());
  return { message: LIST_MESSAGES.updated };
}

import type { ListDetail } from '@sulit/contracts/lists';
import { DomainError, SHARE_OPEN_LIMIT, SHARE_OPEN_WINDOW_MS } from '@sulit/domain';
import { hashShareToken, type ListFilter, listNotFound, type ListsDeps } from './lists-context';
import { listPage, productsOf } from './list-products';

/**
 * A live link's list, behind the guessing limit: every try is counted atomically before the lookup (so
 * parallel guesses cannot slip past the check), a right token gives its count back, and over the limit an
 * address waits for the window to pass (429).
 */
export async function listByShareToken({ lists, throttle, clock }: ListsDeps, tk: string, address: string) {
  const key = `share-open:${address}`;
  const at = clock();
  const counted = await throttle.hit(
    key,
    at.toISOString(),
    new Date(at.getTime() + SHARE_OPEN_WINDOW_MS).toISOString(),
  );
  if (Number(counted.hits) > SHARE_OPEN_LIMIT) {
    throw new DomainError('rate_limited', 'Too many attempts. Please wait a minute and try again.', {
      retry_after: Math.ceil(SHARE_OPEN_WINDOW_MS / 1000),
    });
  }
  const list = await lists.byLinkHash(hashShareToken(tk));
  if (!list) throw listNotFound();
  await throttle.refund(key);
  return list;
}

/** A list opened by its link: read-only for whoever opens it, with who shared it. */
export async function openSharedList(
  deps: ListsDeps,
  tk: string,
  address: string,
  filter: ListFilter,
  source: string | null,
): Promise<ListDetail> {
  const list = await listByShareToken(deps, tk, address);
  return listPage(
    list,
    { readOnly: true, sharedBy: list.shared_by, linkShared: false },
    await productsOf(deps, list.id, source),
    filter,
  );
}

import type { MyListsResponse } from '@sulit/contracts/lists';
import { DEFAULT_LIST_NAME } from '@sulit/domain';
import { type ListsDeps, summaryOf } from './lists-context';

/** My lists (default first, made on first use) and the lists shared with me. */
export async function myLists({ lists, clock }: ListsDeps, customerId: number): Promise<MyListsResponse> {
  const fallback = await lists.defaultList(customerId, DEFAULT_LIST_NAME, clock().toISOString());
  return { default_list_id: fallback.id, all_lists: (await lists.summaries(customerId)).map(summaryOf) };
}

/**
 * Client-side reads with the spec §9 cache lifetimes as their stale time: a small query cache in place of
 * TanStack Query (decision 008 says why). An endpoint file exports its query options
 * ({ queryKey, queryFn, staleTime }, the TanStack shape); callers read through `fetchQuery` or `useQuery`.
 * Answers younger than their stale time are served from memory, identical reads in flight are shared,
 * and writes drop what they changed with `invalidateQueries`.
 */
import { useEffect, useState } from 'react';

export interface QueryOptions<T> {
  queryKey: readonly (string | number | null)[];
  queryFn: () => Promise<T>;
  /** how long an answer counts as fresh, in ms (spec §9 lifetimes) */
  staleTime: number;
}

/** Spec §9 cache lifetimes, in ms. */
export const STALE_TIME = {
  cart: 1800_000,
  guestCart: 3600_000,
  /** "refetch on mount after 120 s (totals)" */
  totals: 120_000,
  directory: 43_200_000,
  product: 300_000,
} as const;

export function queryOptions<T>(options: QueryOptions<T>): QueryOptions<T> {
  return options;
}

interface Entry {
  at: number;
  value?: unknown;
  pending?: Promise<unknown>;
}

const cache = new Map<string, Entry>();
const keyOf = (queryKey: QueryOptions<unknown>['queryKey']) => JSON.stringify(queryKey);

/** The cached answer while it is fresh, else a new read (shared with any identical read in flight). */
export function fetchQuery<T>(options: QueryOptions<T>, now = Date.now()): Promise<T> {
  const key = keyOf(options.queryKey);
  const entry = cache.get(key);
  if (entry?.pending) return entry.pending as Promise<T>;
  if (entry && 'value' in entry && now - entry.at < options.staleTime) return Promise.resolve(entry.value as T);
  const pending = options.queryFn().then(
    (value) => {
      cache.set(key, { at: Date.now(), value });
      return value;
    },
    (error: unknown) => {
      cache.delete(key);
      throw error;
    },
  );
  cache.set(key, { ...entry, at: entry?.at ?? 0, pending });
  return pending;
}

/** Puts an answer that came another way (a write's response) into the cache. */
export function setQueryData<T>(queryKey: QueryOptions<T>['queryKey'], value: T): void {
  cache.set(keyOf(queryKey), { at: Date.now(), value });
}

/** Drops every cached answer whose key starts with `prefix`. */
export function invalidateQueries(prefix: QueryOptions<unknown>['queryKey']): void {
  const start = keyOf(prefix).slice(0, -1);
  for (const key of cache.keys()) if (key.startsWith(start)) cache.delete(key);
}

export type QueryState<T> = { status: 'idle' | 'loading' } | { status: 'success'; data: T } | { status: 'error' };

/** A read for a component; `null` options read nothing (a picker with no parent chosen yet). */
export function useQuery<T>(options: QueryOptions<T> | null): QueryState<T> {
  const key = options ? keyOf(options.queryKey) : null;
  const [state, setState] = useState<{ key: string | null; state: QueryState<T> }>({
    key: null,
    state: { status: 'idle' },
  });
  useEffect(() => {
    if (!options) return;
    let live = true;
    setState({ key, state: { status: 'loading' } });
    fetchQuery(options).then(
      (data) => live && setState({ key, state: { status: 'success', data } }),
      () => live && setState({ key, state: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
    // The key stands for the options: a new object with the same key is the same read.
  }, [key]);
  if (!options) return { status: 'idle' };
  return state.key === key ? state.state : { status: 'loading' };
}

import { describe, expect, it, vi } from 'vitest';
import { fetchQuery, invalidateQueries, queryOptions, setQueryData, STALE_TIME } from './query';

describe('the query cache (spec §9 lifetimes as stale time)', () => {
  it('keeps the spec §9 lifetimes', () => {
    expect(STALE_TIME).toEqual({
      cart: 1800_000,
      guestCart: 3600_000,
      totals: 120_000,
      directory: 43_200_000,
      product: 300_000,
    });
  });

  it('serves an answer while it is fresh, asks again once it is stale', async () => {
    const queryFn = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const options = queryOptions({ queryKey: ['t', 'fresh'], queryFn, staleTime: 1000 });
    const start = Date.now();
    await expect(fetchQuery(options, start)).resolves.toBe('first');
    await expect(fetchQuery(options, start + 999)).resolves.toBe('first');
    expect(queryFn).toHaveBeenCalledTimes(1);
    await expect(fetchQuery(options, start + 60_000)).resolves.toBe('second');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('shares one read between callers while it is on its way, and forgets a failure', async () => {
    let resolve: (value: string) => void = () => undefined;
    const queryFn = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const options = queryOptions({ queryKey: ['t', 'shared'], queryFn, staleTime: 1000 });
    const a = fetchQuery(options);
    const b = fetchQuery(options);
    resolve('once');
    await expect(Promise.all([a, b])).resolves.toEqual(['once', 'once']);
    expect(queryFn).toHaveBeenCalledTimes(1);

    const failing = queryOptions({
      queryKey: ['t', 'failing'],
      queryFn: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('back'),
      staleTime: 1000,
    });
    await expect(fetchQuery(failing)).rejects.toThrow('offline');
    await expect(fetchQuery(failing)).resolves.toBe('back');
  });

  it('takes answers from writes and drops what a prefix names', async () => {
    const queryFn = vi.fn().mockResolvedValue('from the server');
    const options = queryOptions({ queryKey: ['cart', 'guest', 'mask-1'], queryFn, staleTime: 60_000 });
    setQueryData(options.queryKey, 'from a sync');
    await expect(fetchQuery(options)).resolves.toBe('from a sync');
    invalidateQueries(['cart']);
    await expect(fetchQuery(options)).resolves.toBe('from the server');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

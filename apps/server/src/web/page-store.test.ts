import { describe, expect, it } from 'vitest';
import { memoryPageStore, type StoredPage } from './page-store';

const pageOf = (bytes: number): StoredPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  parts: [Buffer.alloc(bytes, 'a')],
  deflated: [],
});

describe("an instance's own page store", () => {
  it('keeps at most its number of pages, the least recently read leaving first', async () => {
    const store = memoryPageStore({ maxEntries: 2, maxBytes: 1_000_000 });
    await store.set('a', pageOf(10), 1000);
    await store.set('b', pageOf(10), 1000);
    await store.get('a');
    await store.set('c', pageOf(10), 1000);
    expect(await store.get('b')).toBeNull();
    expect(await store.get('a')).not.toBeNull();
    expect(await store.get('c')).not.toBeNull();
    expect(store.size).toBe(2);
  });

  it('keeps at most its bytes, and never a page larger than an eighth of them', async () => {
    const store = memoryPageStore({ maxEntries: 100, maxBytes: 8000 });
    await store.set('huge', pageOf(1001), 1000);
    expect(await store.get('huge')).toBeNull();
    for (let i = 0; i < 20; i++) await store.set(`p${i}`, pageOf(1000), 1000);
    expect(store.bytes).toBeLessThanOrEqual(8000);
    expect(store.size).toBe(8);
    expect(await store.get('p19')).not.toBeNull();
    expect(await store.get('p0')).toBeNull();
  });

  it('forgets a page after its lifetime', async () => {
    let now = 0;
    const store = memoryPageStore({ maxEntries: 10, maxBytes: 100_000, now: () => now });
    await store.set('a', pageOf(10), 500);
    now = 499;
    expect(await store.get('a')).not.toBeNull();
    now = 500;
    expect(await store.get('a')).toBeNull();
    expect(store.bytes).toBe(0);
  });
});

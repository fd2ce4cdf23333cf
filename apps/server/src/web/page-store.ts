import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * A rendered guest page as the page cache keeps it: the body is split where the render's CSP nonce stood, so
 * each answer joins the parts with a fresh nonce; the parts are also kept deflated (spliced-gzip.ts), so a
 * compressed answer is joined, not compressed.
 */
export interface StoredPage {
  status: number;
  /** the render's headers, less Set-Cookie (never stored), CSP and Content-Length (per answer) */
  headers: [string, string][];
  /** the body's UTF-8 bytes between the nonces */
  parts: Buffer[];
  /** each part deflated on its own */
  deflated: Buffer[];
}

/** Where guest pages live between renders (decision 016): this process's memory, or Redis. */
export interface PageStore {
  get(key: string): Promise<StoredPage | null>;
  set(key: string, page: StoredPage, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

function pageBytes(page: StoredPage): number {
  return [...page.parts, ...page.deflated].reduce((sum, part) => sum + part.length, 0);
}

export interface MemoryPageStoreOptions {
  /** at most this many pages */
  maxEntries: number;
  /** at most this many bytes of bodies in all; a page larger than an eighth of it is never kept */
  maxBytes: number;
  now?: () => number;
}

/**
 * A bounded least-recently-used store in this process: a hit moves the page to the young end of the Map, and
 * the old end leaves first while the store is over its page or byte bound. Expired pages leave when read.
 */
export function memoryPageStore({ maxEntries, maxBytes, now = Date.now }: MemoryPageStoreOptions): PageStore & {
  readonly size: number;
  readonly bytes: number;
} {
  const entries = new Map<string, { page: StoredPage; expires: number; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        drop(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    async set(key, page, ttlMs) {
      const size = pageBytes(page);
      if (ttlMs <= 0 || size > maxBytes / 8) return;
      drop(key);
      entries.set(key, { page, expires: now() + ttlMs, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    async close() {
      entries.clear();
      bytes = 0;
    },
  };
}

/**
 * Pages shared by every instance in Redis, with Redis's own expiry. Keys are hashed (a guest's path and query
 * are theirs to choose). A Redis that fails answers "not stored": the page is rendered, never refused.
 */
export function redisPageStore(
  url: string,
  { onError = () => undefined }: { onError?: (error: unknown) => void } = {},
): PageStore {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    // a page must not wait for a Redis that is away: fail the command, render the page
    enableOfflineQueue: false,
    keyPrefix: 'sulit:page:',
  });
  redis.on('error', onError);
  const connecting = redis.connect().catch(onError);
  const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');
  return {
    async get(key) {
      await connecting;
      try {
        const value = await redis.get(hashed(key));
        return value ? fromJson(value) : null;
      } catch (error) {
        onError(error);
        return null;
      }
    },
    async set(key, page, ttlMs) {
      if (ttlMs <= 0) return;
      await connecting;
      try {
        await redis.set(hashed(key), toJson(page), 'PX', ttlMs);
      } catch (error) {
        onError(error);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

interface PageJson {
  status: number;
  headers: [string, string][];
  parts: string[];
  deflated: string[];
}

function toJson(page: StoredPage): string {
  const base64 = (buffers: Buffer[]) => buffers.map((buffer) => buffer.toString('base64'));
  const json: PageJson = { ...page, parts: base64(page.parts), deflated: base64(page.deflated) };
  return JSON.stringify(json);
}

function fromJson(value: string): StoredPage {
  const json = JSON.parse(value) as PageJson;
  const buffers = (texts: string[]) => texts.map((text) => Buffer.from(text, 'base64'));
  return { status: json.status, headers: json.headers, parts: buffers(json.parts), deflated: buffers(json.deflated) };
}

import { deepFreeze } from './deep-freeze';

/**
 * A small in-process cache with a time limit per entry, bounded in size (oldest inserted entry leaves first).
 * Used for hot catalogue reads; every instance keeps its own copy, so nothing is shared between processes and
 * staleness is bounded by the TTL given at `set`. Values are frozen all the way down when kept: every request
 * shares them, and the API writes a frozen answer once per value rather than per request (http/answer-encoding.ts).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    if (ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value: deepFreeze(value), expires: this.now() + ttlMs });
  }

  /**
   * The cached value, else one load shared by every caller that asks while it runs. When a hot entry expires
   * under load, the twenty requests waiting for it make one read instead of twenty identical ones (issue 13:
   * no burst of work at every expiry). With a lifetime of 0 (cache off) every caller loads for itself.
   */
  getOrLoad(key: string, ttlMs: number, load: () => Promise<V>): Promise<V> {
    if (ttlMs <= 0) return load();
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const running = this.loading.get(key);
    if (running) return running;
    const started = load()
      .then((value) => {
        this.set(key, value, ttlMs);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, started);
    return started;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A small in-process cache of rendered public responses (HTML pages, JSON lists), keyed by
 * URL. Entries live at most `ttlMs`, which bounds staleness across instances; writes in this
 * process clear it at once through `invalidate()`.
 */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  /** The body, or for HTML the pieces between nonces, joined with each response's own nonce. */
  body: Buffer;
  nonceSplit?: Buffer[];
  /** For bodies without a nonce: the gzip and brotli variants, made once when stored. */
  encoded?: { gzip: Buffer; br: Buffer };
  expiresAt: number;
}

export class ResponseCache {
  private entries = new Map<string, CachedResponse>();
  private generation = 0;

  constructor(
    private readonly maxEntries = 500,
    readonly ttlMs = 60_000,
  ) {}

  get(key: string): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /** The generation a render started in; a render that began before an invalidation is not stored. */
  currentGeneration() {
    return this.generation;
  }

  set(key: string, value: Omit<CachedResponse, "expiresAt">, generation: number, ttlMs = this.ttlMs) {
    if (generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...value, expiresAt: Date.now() + ttlMs });
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

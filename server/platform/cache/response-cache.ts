/**
 * A small in-process cache of rendered public responses (HTML pages, JSON lists), keyed by a
 * normalised URL (server/platform/http/page-cache-key.ts). Entries live at most `ttlMs`, which bounds
 * staleness across instances; writes in this process clear it at once through `invalidate()`.
 * The cache is bounded by bytes (bodies, their pieces and variants, keys and headers), evicting
 * the least recently used entry first, so many distinct URLs cannot grow it past `maxBytes`.
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

export interface ResponseCacheOptions {
  /** The most the entries may hold together; 32 MiB by default. */
  maxBytes?: number;
  /** How long an entry lives; 60 s by default. */
  ttlMs?: number;
}

/** What an entry costs: every buffer it holds, plus its key and headers as UTF-8. */
function sizeOf(key: string, value: Omit<CachedResponse, "expiresAt">): number {
  let bytes = Buffer.byteLength(key) + value.body.length;
  for (const piece of value.nonceSplit ?? []) bytes += piece.length;
  if (value.encoded) bytes += value.encoded.gzip.length + value.encoded.br.length;
  for (const [name, text] of Object.entries(value.headers)) bytes += Buffer.byteLength(name) + Buffer.byteLength(text);
  return bytes;
}

export class ResponseCache {
  /** In use order: the first entry is the least recently used (a Map keeps insertion order). */
  private entries = new Map<string, CachedResponse & { bytes: number }>();
  private generation = 0;
  private totalBytes = 0;
  /** Running totals for the metrics (server/platform/ops/metrics.ts); plain numbers keep hits cheap. */
  readonly stats = { hits: 0, misses: 0, evictions: 0, invalidations: 0 };
  readonly maxBytes: number;
  readonly ttlMs: number;

  constructor({ maxBytes = 32 * 1024 * 1024, ttlMs = 60_000 }: ResponseCacheOptions = {}) {
    this.maxBytes = maxBytes;
    this.ttlMs = ttlMs;
  }

  get(key: string): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) {
      this.stats.misses++;
      return undefined;
    }
    this.entries.delete(key);
    if (hit.expiresAt <= Date.now()) {
      this.totalBytes -= hit.bytes;
      this.stats.misses++;
      return undefined;
    }
    this.entries.set(key, hit); // now the most recently used
    this.stats.hits++;
    return hit;
  }

  /** The generation a render started in; a render that began before an invalidation is not stored. */
  currentGeneration() {
    return this.generation;
  }

  set(key: string, value: Omit<CachedResponse, "expiresAt">, generation: number, ttlMs = this.ttlMs) {
    if (generation !== this.generation) return;
    const bytes = sizeOf(key, value);
    // One entry may take at most a quarter of the cache, so a huge page cannot flush all others.
    if (bytes > this.maxBytes / 4) return;
    this.delete(key);
    for (const [oldest, entry] of this.entries) {
      if (this.totalBytes + bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
      this.stats.evictions++;
    }
    this.entries.set(key, { ...value, expiresAt: Date.now() + ttlMs, bytes });
    this.totalBytes += bytes;
  }

  invalidate() {
    this.stats.invalidations++;
    this.generation++;
    this.entries.clear();
    this.totalBytes = 0;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  get size() {
    return this.entries.size;
  }

  /** The bytes the entries hold (as counted against maxBytes). */
  get bytes() {
    return this.totalBytes;
  }
}

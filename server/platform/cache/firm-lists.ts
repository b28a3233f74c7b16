import type { ResponseCache } from "./response-cache.ts";

interface Entry {
  generation: number;
  expiresAt: number;
  value: unknown;
}

/**
 * Firm-wide, read-mostly lists the private pages show to everyone alike (videos, the podcast
 * panel, the latest news, the holdings and resources of a fund-access class), kept in memory so a
 * private page does not read them on every request (decision 0041). Never anything of one user:
 * a key names the list and, where the list depends on it, the access class that sees it.
 *
 * Invalidated with the public response cache (decision 0035): an entry is valid only in the
 * cache's generation it was read in, so every `publicCache.invalidate()` (after each write of
 * these tables, here and, through NOTIFY, on the other instances) drops them all at once; a read
 * that began before an invalidation is not kept. The cache's TTL bounds staleness if a
 * notification is lost, as it does for the public pages.
 */
export function createFirmLists(cache: ResponseCache) {
  const entries = new Map<string, Entry>();
  return {
    async get<T>(key: string, read: () => Promise<T>): Promise<T> {
      const generation = cache.currentGeneration();
      const hit = entries.get(key);
      if (hit && hit.generation === generation && hit.expiresAt > Date.now()) return hit.value as T;
      const value = await read();
      if (cache.currentGeneration() === generation) {
        entries.set(key, { generation, expiresAt: Date.now() + cache.ttlMs, value });
      }
      return value;
    },

    /** How many lists are held (tests). */
    get size() {
      const generation = cache.currentGeneration();
      return [...entries.values()].filter((entry) => entry.generation === generation).length;
    },
  };
}

export type FirmLists = ReturnType<typeof createFirmLists>;

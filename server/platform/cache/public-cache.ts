import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/client.ts";
import type { ResponseCache } from "./response-cache.ts";

/** The PostgreSQL channel on which instances tell each other that public content changed. */
export const PUBLIC_CACHE_CHANNEL = "edfutures_public_cache";

export interface PublicCacheOptions {
  /**
   * PostgreSQL with several instances: tell the others (NOTIFY) after each local clear. Off on
   * PGlite, where one process holds the database and clearing its own cache is enough.
   */
  notifyOtherInstances?: boolean;
  /** A failed NOTIFY: the write stands; the others' entries expire within the cache's TTL. */
  onNotifyError?: (error: unknown) => void;
}

/**
 * The one way to invalidate cached public responses (decision 0035): every write that changes
 * what a public page shows calls `invalidate()` after its commit. It clears this instance's
 * cache at once and sends a NOTIFY carrying this instance's id; every instance's listener
 * (server/platform/db/notification-listener.ts) hands the payload to `received`, which clears the others.
 */
export function createPublicCache(cache: ResponseCache, db: Database, options: PublicCacheOptions = {}) {
  const instanceId = randomUUID();
  const onNotifyError = options.onNotifyError ?? ((error) => console.error("Cache invalidation NOTIFY failed:", error));
  return {
    instanceId,

    async invalidate(): Promise<void> {
      cache.invalidate();
      if (!options.notifyOtherInstances) return;
      try {
        await db.execute(sql`select pg_notify(${PUBLIC_CACHE_CHANNEL}, ${instanceId})`);
      } catch (error) {
        onNotifyError(error);
      }
    },

    /** A notification from the channel: another instance wrote (our own was cleared already). */
    received(payload: string) {
      if (payload !== instanceId) cache.invalidate();
    },

    /**
     * The listener (re)connected: notifications sent while it was away are lost, so whatever was
     * cached then may be stale.
     */
    resynchronised() {
      cache.invalidate();
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;

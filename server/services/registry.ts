import type { Database } from "../db/client.ts";
import { createArticleService } from "./articles.ts";
import { createInquiryService } from "./inquiries.ts";
import { hitRateLimit, type RateLimitRule } from "./rate-limiter.ts";
import { ResponseCache } from "./response-cache.ts";

/**
 * The one set of services of a process, bound to its database. The Fastify API and the React
 * Router loaders (through the load context) share it, so there is one database handle and one
 * cache per process.
 */
export function createServices(db: Database) {
  const cache = new ResponseCache();
  return {
    cache,
    articles: createArticleService(db, cache),
    inquiries: createInquiryService(db),
    rateLimits: { hit: (rule: RateLimitRule, key: string) => hitRateLimit(db, rule, key) },
  };
}

export type AppServices = ReturnType<typeof createServices>;

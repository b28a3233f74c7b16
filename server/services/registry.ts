import type { Database } from "../db/client.ts";
import { createArticleService } from "./articles.ts";
import { createInquiryService } from "./inquiries.ts";
import { createRateLimiter } from "./rate-limiter.ts";
import { ResponseCache } from "./response-cache.ts";

/**
 * The one set of services of a process, bound to its database. The Fastify API and the React
 * Router loaders (through the load context) share it, so there is one database handle and one
 * cache per process.
 */
export function createServices(db: Database) {
  const cache = new ResponseCache();
  const rateLimiter = createRateLimiter(db);
  return {
    cache,
    rateLimiter,
    articles: createArticleService(db, cache),
    inquiries: createInquiryService(db, rateLimiter),
  };
}

export type AppServices = ReturnType<typeof createServices>;

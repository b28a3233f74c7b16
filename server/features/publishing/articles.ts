// Articles and site pages (docs/product.md §API); one file per use case beside this one.
import type { Database } from "#server/platform/db/client.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { PublicCache } from "#server/platform/cache/public-cache.ts";
import type { SnapshotStore } from "./snapshots.ts";
import type { ArticlePublishingService } from "./article-publishing.ts";
import { listStaffArticles } from "./list-staff-articles.ts";
import { readPublishedArticles } from "./read-published-articles.ts";
import { saveArticle } from "./save-article.ts";

export function createArticleService(
  db: Database,
  publicCache: PublicCache,
  auditService: AuditService,
  workflow: { publishing: ArticlePublishingService; snapshots: SnapshotStore },
) {
  return {
    ...readPublishedArticles(db),
    ...listStaffArticles(db),
    ...saveArticle({ db, publicCache, auditService, workflow }),
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;

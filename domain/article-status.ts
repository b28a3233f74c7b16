// An article's place in the publishing workflow (decision 0031). No zod here: the News tab's
// status badges use it on the admin portal's first load.

/**
 * draft: never public yet (or returned by the reviewer); scheduled: goes live at publishAt by
 * itself; published: what the public sees; unpublished: taken down after being public;
 * pending_approval: submitted, waiting for a super admin (only with the firm's approval setting).
 */
export const ARTICLE_STATUSES = ["draft", "scheduled", "published", "unpublished", "pending_approval"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The texts staff see; Published and Draft are the product's own Status column texts. */
export const STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
  pending_approval: "Awaiting approval",
};

/** article: a News item; page: a site page at a fixed address (legal pages), never in /news or the feed. */
export const ARTICLE_KINDS = ["article", "page"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

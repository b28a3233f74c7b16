// The publishing workflow of articles and site pages (decision 0031): states, transitions' inputs
// and the records of what the public saw. zod/mini: the staff panel validates with the same schemas.
import * as z from "zod/mini";
import type { ArticleKind, ArticleStatus } from "./article-status.ts";
import { isSafeLink, text } from "./fields.ts";

/** The publishing facts of an article, as the staff calls answer them. */
export interface PublishingState {
  status: ArticleStatus;
  kind: ArticleKind;
  publishAt: string | null;
  firstPublishedAt: string | null;
  lastPublishedAt: string | null;
  /** Who submitted it for approval (while awaiting approval) and the reviewer's comment when returned. */
  submittedBy: string | null;
  reviewComment: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  socialImageUrl: string | null;
}

/** The SEO fields an article form may send (empty: use the default, i.e. title, description, cover image). */
export const seoInputShape = {
  metaTitle: z.optional(
    z.nullable(
      z.pipe(
        text("Meta title").check(z.trim(), z.maxLength(120, "Meta title must be at most 120 characters")),
        z.transform((v) => (v === "" ? null : v)),
      ),
    ),
  ),
  metaDescription: z.optional(
    z.nullable(
      z.pipe(
        text("Meta description").check(z.trim(), z.maxLength(300, "Meta description must be at most 300 characters")),
        z.transform((v) => (v === "" ? null : v)),
      ),
    ),
  ),
  socialImageUrl: z.optional(
    z.nullable(
      z.pipe(
        text("Social image URL").check(
          z.trim(),
          z.maxLength(500, "Social image URL must be at most 500 characters"),
          z.refine(
            (v) => v === "" || isSafeLink(v),
            "Social image URL must be an http(s) URL or a path on this site starting with /",
          ),
        ),
        z.transform((v) => (v === "" ? null : v)),
      ),
    ),
  ),
};

/** Why a snapshot was taken: each is a moment the public started seeing this content. */
export const SNAPSHOT_REASONS = ["published", "scheduled", "approved", "updated"] as const;
export type SnapshotReason = (typeof SNAPSHOT_REASONS)[number];
/** Why a snapshot stopped being what the public saw. */
export const SNAPSHOT_END_REASONS = ["unpublished", "replaced", "deleted"] as const;
export type SnapshotEndReason = (typeof SNAPSHOT_END_REASONS)[number];

/** An image the public saw; sha256 null when it was not ours to hash (note says why). */
export interface SnapshotImage {
  url: string;
  sha256: string | null;
  note: string | null;
}

/** One record of what the public saw (GET /api/news/snapshots/:id; the list leaves out bodyHtml). */
export interface ArticleSnapshot {
  id: number;
  articleId: number;
  kind: ArticleKind;
  slug: string;
  path: string;
  title: string;
  description: string;
  category: string;
  metaTitle: string;
  metaDescription: string;
  bodyHtml: string;
  image: SnapshotImage | null;
  socialImage: SnapshotImage;
  reason: SnapshotReason;
  approvedBy: string | null;
  publishedBy: string;
  wentLiveAt: string;
  endedAt: string | null;
  endReason: SnapshotEndReason | null;
  contentSha256: string;
}
export type ArticleSnapshotSummary = Omit<ArticleSnapshot, "bodyHtml">;

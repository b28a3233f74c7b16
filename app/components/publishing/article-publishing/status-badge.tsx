import { STATUS_LABELS, type ArticleStatus } from "#domain/article-status.ts";
import { Badge } from "#app/components/ui/badge.tsx";

const TONES: Record<ArticleStatus, "slate" | "brand" | "green" | "gold" | "red"> = {
  draft: "slate",
  scheduled: "brand",
  published: "green",
  unpublished: "red",
  pending_approval: "gold",
};

/** The article's state in words (Published, Draft, Scheduled, ...); the colour only repeats it. */
export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { Article, ArticleListItem } from "#domain/article.ts";
import type { SessionUser } from "#domain/auth.ts";
import { formatDateTime } from "#domain/format.ts";
import { publicPathOf } from "#domain/site-pages.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, Textarea } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { publishingApi } from "#domain/api/articles.ts";
import { ArticleStatusBadge } from "./status-badge";

type Action = "publish" | "schedule" | "unpublish" | "submit" | "approve" | "return";

const DONE: Record<Action, string> = {
  publish: "Article published",
  schedule: "Article scheduled",
  unpublish: "Article unpublished",
  submit: "Submitted for approval",
  approve: "Article approved",
  return: "Article returned to its author",
};

/** "YYYY-MM-DDTHH:mm" in the browser's time zone, for a datetime-local field. */
function localInputValue(iso: string | null) {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The publishing controls of one article or site page (decision 0031): its state, the preview
 * link and the moves the signed-in user may make. Self-contained (it calls the API itself) so the
 * News tab's dialog and the article editor page both render it; `onChanged` gets the article as
 * the server answered it.
 */
export function PublishingPanel({
  article,
  user,
  approvalRequired,
  onChanged,
}: {
  /** A list's row will do: the panel never reads the body. */
  article: ArticleListItem;
  user: SessionUser;
  approvalRequired: boolean;
  onChanged?: (article: Article) => void;
}) {
  const toast = useToast();
  const id = useId();
  const [pending, setPending] = useState<Action | null>(null);
  const [publishAt, setPublishAt] = useState(localInputValue(article.publishAt));
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<{ publishAt?: string; comment?: string }>({});
  const isSuperAdmin = user.role === "super_admin";
  const mayPublish = !approvalRequired || isSuperAdmin;
  const { status } = article;
  const notLive = status === "draft" || status === "unpublished";

  async function run(action: Action, body: Record<string, unknown> = {}) {
    setPending(action);
    setErrors({});
    try {
      const updated = await api.post<typeof publishingApi.publish>(`/api/news/${article.id}/${action}`, body);
      toast({ title: DONE[action] });
      setComment("");
      onChanged?.(updated);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors?.publishAt || fieldErrors?.comment) {
        setErrors({ publishAt: fieldErrors.publishAt?.[0], comment: fieldErrors.comment?.[0] });
      } else {
        toast({
          title: "Error",
          description: error instanceof Error ? error.message : "Could not reach the server",
          variant: "destructive",
        });
      }
    } finally {
      setPending(null);
    }
  }

  /** The chosen local time as an instant; empty: an error beside the field. */
  const chosenTime = () => {
    if (!publishAt) {
      setErrors({ publishAt: "Choose the date and time to publish" });
      return null;
    }
    return new Date(publishAt).toISOString();
  };
  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const at = chosenTime();
    if (at) void run("schedule", { publishAt: at });
  };
  const submit = () => void run("submit", publishAt ? { publishAt: new Date(publishAt).toISOString() } : {});
  const giveBack = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) return setErrors({ comment: "Say what to change" });
    void run("return", { comment });
  };
  const busy = pending !== null;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          Publishing
        </h3>
        <ArticleStatusBadge status={status} />
      </div>
      <p className="text-sm text-slate-700">
        {status === "published" && article.lastPublishedAt
          ? `Live since ${formatDateTime(article.lastPublishedAt)}.`
          : status === "scheduled" && article.publishAt
            ? `Goes live ${formatDateTime(article.publishAt)}.`
            : status === "pending_approval"
              ? `Submitted by ${article.submittedBy ?? "staff"}${article.publishAt ? ` to go live ${formatDateTime(article.publishAt)}` : ""}: waiting for a super admin's approval.`
              : status === "unpublished"
                ? "Taken down: the public no longer sees it."
                : "Not public yet."}
        {approvalRequired && !isSuperAdmin && status !== "published"
          ? " The firm requires a super admin's approval before anything is published."
          : ""}
      </p>
      {article.reviewComment && status === "draft" ? (
        <p className="rounded-md border border-gold-300 bg-gold-100 p-3 text-sm text-slate-900">
          <strong>Returned with a comment:</strong> {article.reviewComment}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Link
          to={`/admin-portal/preview/${article.id}`}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 underline"
        >
          Preview
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>
        {status === "published" ? (
          <a
            href={publicPathOf(article)}
            className="inline-flex items-center px-2 py-1.5 text-sm font-medium text-brand-700 underline"
          >
            View live page
          </a>
        ) : null}
        {mayPublish && (notLive || status === "scheduled") ? (
          <Button size="sm" disabled={busy} onClick={() => void run("publish")}>
            {pending === "publish" ? "Publishing..." : "Publish now"}
          </Button>
        ) : null}
        {status === "published" || status === "scheduled" ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void run("unpublish")}>
            {status === "published"
              ? pending === "unpublish"
                ? "Unpublishing..."
                : "Unpublish"
              : pending === "unpublish"
                ? "Cancelling..."
                : "Cancel schedule"}
          </Button>
        ) : null}
        {isSuperAdmin && status === "pending_approval" ? (
          <Button size="sm" disabled={busy} onClick={() => void run("approve")}>
            {pending === "approve" ? "Approving..." : article.publishAt ? "Approve (schedule)" : "Approve and publish"}
          </Button>
        ) : null}
      </div>

      {notLive || status === "scheduled" ? (
        <form onSubmit={schedule} noValidate className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 grow">
            <Field label="Publish at (your local time)" error={errors.publishAt}>
              {(props) => (
                <Input
                  {...props}
                  type="datetime-local"
                  value={publishAt}
                  onChange={(e) => setPublishAt(e.target.value)}
                />
              )}
            </Field>
          </div>
          {mayPublish ? (
            <Button type="submit" size="sm" variant="outline" disabled={busy}>
              {pending === "schedule" ? "Scheduling..." : status === "scheduled" ? "Reschedule" : "Schedule"}
            </Button>
          ) : null}
          {approvalRequired && notLive ? (
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={submit}>
              {pending === "submit" ? "Submitting..." : "Submit for approval"}
            </Button>
          ) : null}
        </form>
      ) : null}

      {isSuperAdmin && status === "pending_approval" ? (
        <form onSubmit={giveBack} noValidate className="space-y-2">
          <Field label="Comment for the author" error={errors.comment}>
            {(props) => <Textarea {...props} rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />}
          </Field>
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            {pending === "return" ? "Returning..." : "Return with comment"}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

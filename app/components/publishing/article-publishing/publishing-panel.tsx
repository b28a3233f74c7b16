import { useId, useState } from "react";
import { Link } from "react-router";
import type { publishingApi } from "#domain/api/articles.ts";
import type { BodyOf } from "#domain/api/contract.ts";
import type { Article, ArticleListItem } from "#domain/article.ts";
import type { SessionUser } from "#domain/auth.ts";
import { formatDateTime } from "#domain/format.ts";
import { returnInputSchema, scheduleInputSchema } from "#domain/publishing-inputs.ts";
import { publicPathOf } from "#domain/site-pages.ts";
import { Button } from "#app/components/ui/button.tsx";
import { TextareaField, TextField } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { FieldErrors } from "#app/lib/use-field-errors.ts";
import { useForm } from "#app/lib/use-form.ts";
import { ArticleStatusBadge } from "./status-badge";

/** Each move of the workflow (POST /api/news/:id/<action>) and its operation: its body, its answer. */
interface Moves {
  publish: typeof publishingApi.publish;
  schedule: typeof publishingApi.schedule;
  unpublish: typeof publishingApi.unpublish;
  submit: typeof publishingApi.submit;
  approve: typeof publishingApi.approve;
  return: typeof publishingApi.returnToDraft;
}
type Action = keyof Moves;

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

/** The chosen local time as an instant (ISO 8601 in UTC); an unreadable one stays as typed, for the schema to refuse. */
function instantOf(local: string) {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : "");

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
  const isSuperAdmin = user.role === "super_admin";
  const mayPublish = !approvalRequired || isSuperAdmin;
  const { status } = article;
  const notLive = status === "draft" || status === "unpublished";

  /** One move of the workflow: the toast and `onChanged` on success; a failure is thrown to the caller. */
  async function send<A extends Action>(action: A, body: BodyOf<Moves[A]>) {
    setPending(action);
    try {
      // Every move answers the article; the body was paired with its action by the signature.
      const sent: BodyOf<Moves[Action]> = body;
      const updated = await api.post<Moves[Action]>(`/api/news/${article.id}/${action}`, sent);
      toast({ title: DONE[action] });
      onChanged?.(updated);
    } finally {
      setPending(null);
    }
  }
  const failed = (message: string) =>
    toast({ title: "Error", description: message || "Could not reach the server", variant: "destructive" });
  /** A move of a button outside the forms: a failure is said in a toast. */
  const run = (action: "publish" | "unpublish" | "approve") =>
    send(action, {}).catch((error: unknown) => failed(errorMessage(error)));

  // The two forms of the panel, on the form standard (decision 0012): the domain's schemas, errors inline.
  const schedule = useForm({
    initial: () => ({ publishAt: localInputValue(article.publishAt) }),
    fields: ["publishAt"],
    schema: scheduleInputSchema,
    toPayload: ({ publishAt }) => ({ publishAt: instantOf(publishAt) }),
    validate: ({ publishAt }): FieldErrors => (publishAt ? {} : { publishAt: "Choose the date and time to publish" }),
    submit: (payload) => send("schedule", payload),
    failure: "Error",
  });
  const giveBack: ReturnType<typeof useForm<{ comment: string }>> = useForm({
    initial: () => ({ comment: "" }),
    fields: ["comment"],
    schema: returnInputSchema,
    toPayload: (values) => values,
    validate: ({ comment }): FieldErrors => (comment.trim() ? {} : { comment: "Say what to change" }),
    submit: (payload) => send("return", payload),
    failure: "Error",
    onSuccess: () => giveBack.setValues({ comment: "" }),
  });
  /** Submit for approval, with the chosen time if any: its errors go to the time's field. */
  const submit = () => {
    const publishAt = schedule.values.publishAt;
    send("submit", publishAt ? { publishAt: instantOf(publishAt) } : {}).catch((error: unknown) => {
      const rest = schedule.fromServer(error);
      if (rest !== null) failed(rest);
    });
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
        <form {...schedule.formProps} className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 grow">
            <TextField
              label="Publish at (your local time)"
              error={schedule.error("publishAt")}
              name="publishAt"
              type="datetime-local"
              value={schedule.values.publishAt}
              onChange={schedule.set("publishAt")}
            />
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
        <form {...giveBack.formProps} className="space-y-2">
          <TextareaField
            label="Comment for the author"
            error={giveBack.error("comment")}
            name="comment"
            rows={3}
            value={giveBack.values.comment}
            onChange={giveBack.set("comment")}
          />
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            {pending === "return" ? "Returning..." : "Return with comment"}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

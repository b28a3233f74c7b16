import { formatTime } from "#domain/format.ts";
import { useEffect, useRef, useState } from "react";
import { articleInputSchema, type Article } from "#domain/article.ts";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { articleApi } from "#domain/api/articles.ts";
import { conforms, schemaErrors } from "#app/lib/use-field-errors.ts";
import { FIELD_LABELS, sameValues, toPayload, valuesOf, type EditorValues } from "./editor-values";

/** The pause in typing after which a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "error"; message: string; values: EditorValues };

/** An API failure said with the field it is about ("Slug: That slug is already used…"). */
function describeFailure(error: unknown) {
  if (error instanceof ApiError && error.fieldErrors) {
    const [field, messages] = Object.entries(error.fieldErrors)[0] ?? [];
    if (field && messages?.[0]) return `${FIELD_LABELS[field] ?? field}: ${messages[0]}`;
  }
  return error instanceof Error ? error.message : "The article could not be saved";
}

/**
 * The editor's saving (decision 0032): which values are saved, saving them (by the person, or by
 * itself after a pause when the article is a draft that the schema accepts), and the state shown.
 * A live article is never autosaved: its changes wait for the person's save.
 */
export function useArticleDraft(
  initial: Article | null,
  values: EditorValues,
  on: { onCreated: (id: number) => void; onSaved: (id: number) => void },
) {
  const [articleId, setArticleId] = useState<number | null>(initial?.id ?? null);
  const idRef = useRef(articleId);
  // The values last saved (as the editor held them, so trimming by the server does not look like a change).
  const [saved, setSaved] = useState<EditorValues>(() => valuesOf(initial));
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const inflight = useRef<Promise<unknown> | null>(null);

  const dirty = !sameValues(values, saved);
  const live = saved.published;
  const autosaveReady =
    dirty &&
    !live &&
    !values.published &&
    Object.keys(schemaErrors(articleInputSchema, toPayload(values))).length === 0;

  /** One save; saves never overlap (a save waits for the one under way). */
  async function save(sent: EditorValues, autosave: boolean): Promise<Article> {
    await inflight.current?.catch(() => undefined);
    const id = idRef.current;
    const query = autosave ? "?autosave=true" : "";
    const payload = toPayload(sent);
    // Both callers check these values with this schema first (the form's submit, autosaveReady), so
    // this only proves to the compiler that they are the body the API takes.
    if (!conforms(articleInputSchema, payload)) throw new Error("The article is not complete");
    setStatus({ kind: "saving" });
    const request = id
      ? api.put<typeof articleApi.newsWrites.update>(`/api/news/${id}${query}`, payload)
      : api.post<typeof articleApi.newsWrites.create>(`/api/news${query}`, payload);
    inflight.current = request;
    try {
      const article = await request;
      setSaved(sent);
      setStatus({ kind: "saved", at: new Date() });
      if (!id) {
        idRef.current = article.id;
        setArticleId(article.id);
        on.onCreated(article.id);
      }
      on.onSaved(article.id);
      return article;
    } catch (error) {
      setStatus({ kind: "error", message: describeFailure(error), values: sent });
      throw error;
    } finally {
      inflight.current = null;
    }
  }

  // After a pause in typing; a failed autosave is not retried until the values change.
  const failedOnThese = status.kind === "error" && sameValues(status.values, values);
  useEffect(() => {
    if (!autosaveReady || failedOnThese) return;
    const timer = setTimeout(() => void save(values, true).catch(() => undefined), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // save is recreated each render; the values and readiness are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, autosaveReady, failedOnThese]);

  return {
    articleId,
    idRef,
    saved,
    dirty,
    live,
    /** A draft about to be published by the next save (not autosaved: publishing is the person's call). */
    publishing: !live && values.published,
    autosaveReady,
    status,
    /** The person's save (the form's submit). */
    save: (sent: EditorValues) => save(sent, false),
    /** Values saved elsewhere (a restore into the draft): the editor holds what the server holds. */
    markSaved(next: EditorValues) {
      setSaved(next);
      setStatus({ kind: "saved", at: new Date() });
    },
  };
}

export type ArticleDraft = ReturnType<typeof useArticleDraft>;

/** The save state in words, for the status line. */
export function describeStatus(draft: ArticleDraft, isNew: boolean) {
  const { status, dirty } = draft;
  if (status.kind === "saving") return "Saving…";
  if (status.kind === "error" && dirty) return `Not saved. ${status.message}`;
  if (dirty) {
    if (draft.live) return "Unsaved changes";
    if (draft.publishing) return "Unsaved changes. Save to publish the article.";
    if (!draft.autosaveReady)
      return "Unsaved changes. A draft saves itself once it has a title, a slug, a category and content.";
    return "Unsaved changes";
  }
  if (status.kind === "saved") {
    return `Saved at ${formatTime(status.at)}`;
  }
  return isNew ? "Not saved yet" : "All changes saved";
}

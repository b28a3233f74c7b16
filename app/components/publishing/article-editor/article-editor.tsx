// Over 300 lines: the editor holds the form, the toolbar wiring, autosave and the lazy panels, which share its one form state.
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ARTICLE_CATEGORIES, articleInputSchema, type Article } from "#domain/article.ts";
import type { ArticlePreview as Rendered, ArticleRevisionSummary, RestoreResult } from "#domain/article-revision.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Field, Input, NativeSelect, Textarea } from "#app/components/ui/field.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { articleApi } from "#domain/api/articles.ts";
import { useForm } from "#app/lib/use-form.ts";
import { ArticlePreview } from "./article-preview";
import { editorPath, FIELD_ORDER, slugify, toPayload, valuesOf, type EditorValues } from "./editor-values";
import { LeaveGuard } from "./leave-guard";
import { MarkdownEditor, type InsertImage } from "./markdown-editor";
import { RevisionsPanel } from "./revisions-panel";
import { describeStatus, useArticleDraft } from "./use-article-draft";
import { useWideScreen } from "./use-wide-screen";
import { onDemand } from "#app/lib/on-demand.tsx";
import type { SessionUser } from "#domain/auth.ts";

// Loaded on use: the picker when an image is chosen, the panel once the article exists.
const MediaPicker = lazy(() =>
  import("#app/components/publishing/media/media-picker.tsx").then((m) => ({ default: m.MediaPicker })),
);
// Server-rendered for an existing article: its route preloads it before hydrating (onDemand).
export const PublishingPanel = onDemand(() =>
  import("#app/components/publishing/article-publishing/publishing-panel.tsx").then((m) => ({
    default: m.PublishingPanel,
  })),
);

/** A media library image picked for the cover, the sharing image or the body. */
type Picked = { url: string; alt: string };
type Picking = { resolve: (picked: Picked | null) => void } | null;

/**
 * What a save says (docs/product.md §Texts the product shows): the News tab's texts, or Article
 * management's when the editor was opened from /admin-dashboard.
 */
export const EDITOR_TEXTS = {
  news: {
    created: "News article created successfully",
    updated: "News article updated successfully",
    createFailed: "Error",
    updateFailed: "Error",
    failedDescription: "Failed to save news article" as string | undefined,
  },
  dashboard: {
    created: "Article created successfully",
    updated: "Article updated successfully",
    createFailed: "Failed to create article",
    updateFailed: "Failed to update article",
    failedDescription: undefined,
  },
};

/**
 * The article editor (decision 0032): the form with a Markdown toolbar, the live preview beside it
 * (tabs on a phone), autosave of drafts, a guard before leaving unsaved changes, and the revisions.
 * The media library's picker serves the toolbar's image button, the cover and the sharing image;
 * the publishing panel (decision 0031) sits between the editor and the revisions.
 */
export function ArticleEditor({
  article,
  revisions: loadedRevisions,
  preview,
  texts,
  user,
  approvalRequired,
  now,
}: {
  texts: (typeof EDITOR_TEXTS)["news"];
  article: Article | null;
  revisions: ArticleRevisionSummary[];
  preview: Rendered | null;
  user: SessionUser;
  approvalRequired: boolean;
  /** The server's clock (ISO): a new article's date in the preview, the same in the HTML and after hydration. */
  now: string;
}) {
  const [picking, setPicking] = useState<Picking>(null);
  const pickImage = () => new Promise<Picked | null>((resolve) => setPicking({ resolve }));
  const finishPicking = (picked: Picked | null) => {
    picking?.resolve(picked);
    setPicking(null);
  };
  const onInsertImage: InsertImage = pickImage;
  // The article as the publishing panel last reported it (its state moves without a page load).
  const [published, setPublished] = useState<Article | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const wide = useWideScreen();
  const [view, setView] = useState("write");
  // Opened as a new article: the person's first save says "created" (an autosaved draft was only a safety copy).
  const [createdBySave, setCreatedBySave] = useState(article !== null);
  // The revisions fetched after a save, until the loader brings newer ones (a navigation).
  const [fetched, setFetched] = useState<{ base: ArticleRevisionSummary[]; list: ArticleRevisionSummary[] } | null>(
    null,
  );
  const revisions = fetched?.base === loadedRevisions ? fetched.list : loadedRevisions;
  const [slugEdited, setSlugEdited] = useState(article !== null);
  const [createdAt] = useState(() => article?.createdAt ?? now);
  const valuesRef = useRef<EditorValues>(valuesOf(article));

  const form = useForm<EditorValues>({
    initial: () => valuesOf(article),
    fields: FIELD_ORDER,
    schema: articleInputSchema,
    toPayload,
    submit: () => draft.save(valuesRef.current),
    failure: createdBySave ? texts.updateFailed : texts.createFailed,
    failureDescription: texts.failedDescription,
    onSuccess: () => {
      toast({ title: createdBySave ? texts.updated : texts.created });
      setCreatedBySave(true);
    },
  });
  const { values, setValues, set, toggle, error, clearError, formProps } = form;
  valuesRef.current = values;

  const refreshRevisions = async (id: number) => {
    const list = await api.get<typeof articleApi.revisions>(`/api/admin/articles/${id}/revisions`);
    setFetched({ base: loadedRevisions, list });
  };
  const draft = useArticleDraft(article, values, {
    // After a create the address becomes the article's own, replacing /new in the history.
    onCreated: (id) => navigate(`${editorPath(id)}${location.search}`, { replace: true, preventScrollReset: true }),
    onSaved: (id) => void refreshRevisions(id).catch(() => undefined),
  });
  const articleId = draft.articleId;

  const onRestored = (result: RestoreResult) => {
    if (result.applied) {
      const restored = valuesOf(result.article);
      setValues(restored);
      draft.markSaved(restored);
      toast({ title: `Revision #${result.revision} restored` });
      if (articleId) void refreshRevisions(articleId).catch(() => undefined);
    } else {
      // Live: the text comes back as unsaved changes; the article stays live until saved.
      setValues((current) => ({ ...valuesOf(result.fields), published: current.published }));
      toast({
        title: `Revision #${result.revision} is in the editor`,
        description: "Review it, then save to publish it.",
      });
    }
  };

  const slugHintId = useId();
  const imageHintId = useId();
  const seoHintId = useId();
  const statusText = describeStatus(draft, article === null && articleId === null);
  const describedBy = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(" ") || undefined;

  const formPanel = (
    <form {...formProps} aria-label={createdBySave ? "Edit article" : "Create article"} className="min-w-0 space-y-4">
      <Field label="Title" required error={error("title")}>
        {(p) => (
          <Input
            {...p}
            name="title"
            required
            autoComplete="off"
            maxLength={255}
            value={values.title}
            onChange={(event) => {
              const title = event.target.value;
              setValues((prev) => ({ ...prev, title, ...(slugEdited ? {} : { slug: slugify(title) }) }));
              if (!slugEdited) clearError("slug");
            }}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Field label="Slug" required error={error("slug")}>
            {(p) => (
              <Input
                {...p}
                aria-describedby={describedBy(p["aria-describedby"], slugHintId)}
                name="slug"
                required
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={255}
                value={values.slug}
                onChange={(event) => {
                  setSlugEdited(true);
                  set("slug")(event);
                }}
              />
            )}
          </Field>
          <p id={slugHintId} className="mt-1.5 text-sm [overflow-wrap:anywhere] text-slate-600">
            Lowercase letters, numbers and hyphens. Address: /article/{values.slug || "your-slug"}
          </p>
        </div>
        <Field label="Category" required error={error("category")}>
          {(p) => (
            <NativeSelect {...p} name="category" required value={values.category} onChange={set("category")}>
              {ARTICLE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field label="Description" error={error("description")}>
        {(p) => (
          <Textarea
            {...p}
            name="description"
            rows={2}
            maxLength={2000}
            value={values.description}
            onChange={set("description")}
          />
        )}
      </Field>
      <Field label="Content" required error={error("content")}>
        {(p) => (
          <MarkdownEditor
            value={values.content}
            onChange={(content) => setValues((prev) => ({ ...prev, content }))}
            onInsertImage={onInsertImage}
            textareaProps={{ ...p, name: "content", required: true, rows: 18 }}
          />
        )}
      </Field>
      <div>
        <Field label="Image URL" error={error("imageUrl")}>
          {(p) => (
            <Input
              {...p}
              aria-describedby={describedBy(p["aria-describedby"], imageHintId)}
              name="imageUrl"
              type="url"
              inputMode="url"
              autoComplete="off"
              maxLength={500}
              placeholder="https://"
              value={values.imageUrl}
              onChange={set("imageUrl")}
            />
          )}
        </Field>
        <p id={imageHintId} className="mt-1.5 text-sm text-slate-600">
          Optional. An https:// address, a path on this site starting with /, or an image from the media library.
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() =>
            void pickImage().then((picked) => {
              if (!picked) return;
              setValues((prev) => ({ ...prev, imageUrl: picked.url }));
              clearError("imageUrl");
            })
          }
        >
          Choose image
        </Button>
      </div>
      <fieldset className="grid gap-4" aria-describedby={seoHintId}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Search and social sharing</legend>
        <p id={seoHintId} className="-mt-2 text-sm text-slate-600">
          Optional. Empty fields use the title, the description and the image above.
        </p>
        <Field label="Meta title" error={error("metaTitle")}>
          {(p) => (
            <Input
              {...p}
              name="metaTitle"
              autoComplete="off"
              maxLength={120}
              value={values.metaTitle}
              onChange={set("metaTitle")}
            />
          )}
        </Field>
        <Field label="Meta description" error={error("metaDescription")}>
          {(p) => (
            <Textarea
              {...p}
              name="metaDescription"
              rows={2}
              maxLength={300}
              value={values.metaDescription}
              onChange={set("metaDescription")}
            />
          )}
        </Field>
        <Field label="Social sharing image" error={error("socialImageUrl")}>
          {(p) => (
            <Input
              {...p}
              name="socialImageUrl"
              type="url"
              inputMode="url"
              autoComplete="off"
              maxLength={500}
              placeholder="https://"
              value={values.socialImageUrl}
              onChange={set("socialImageUrl")}
            />
          )}
        </Field>
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Visibility</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Checkbox name="published" checked={values.published} onChange={toggle("published")}>
            Published
          </Checkbox>
          <Checkbox name="featured" checked={values.featured} onChange={toggle("featured")}>
            Featured
          </Checkbox>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button type="submit" disabled={form.pending}>
          {createdBySave ? (form.pending ? "Updating..." : "Update") : form.pending ? "Creating..." : "Create"}
        </Button>
        {draft.live ? (
          <p className="text-sm text-slate-600">Live article: changes show on the site when you update it.</p>
        ) : (
          <p className="text-sm text-slate-600">Drafts save themselves as you write.</p>
        )}
      </div>
    </form>
  );

  const previewPanel = <ArticlePreview values={values} createdAt={createdAt} initial={preview} />;

  return (
    <>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-700" data-testid="save-status">
        {statusText}
      </p>
      {wide ? (
        // One column until React knows the width (the server's HTML on a phone), two from lg.
        <div className="mt-4 grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
          {formPanel}
          {previewPanel}
        </div>
      ) : (
        <Tabs value={view} onValueChange={setView} className="mt-4">
          <TabsList aria-label="Editor view" className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
          <TabsContent value="write" className="mt-4">
            {formPanel}
          </TabsContent>
          <TabsContent value="preview" className="mt-4">
            {previewPanel}
          </TabsContent>
        </Tabs>
      )}
      {articleId && (published ?? article) ? (
        <section aria-label="Publishing" className="mt-10 border-t border-slate-200 pt-8">
          <h2 className="mb-4 text-xl font-semibold text-brand-900">Publishing</h2>
          <Suspense fallback={<p role="status">Loading...</p>}>
            <PublishingPanel
              article={(published ?? article)!}
              user={user}
              approvalRequired={approvalRequired}
              onChanged={(updated) => {
                setPublished(updated);
                setValues((prev) => ({ ...prev, published: updated.published }));
                draft.markSaved({ ...valuesRef.current, published: updated.published });
              }}
            />
          </Suspense>
        </section>
      ) : null}
      {picking ? (
        <Suspense fallback={null}>
          <MediaPicker onClose={() => finishPicking(null)} onPick={(image) => finishPicking(image)} />
        </Suspense>
      ) : null}
      {articleId ? (
        <div className="mt-10 border-t border-slate-200 pt-8">
          <RevisionsPanel articleId={articleId} revisions={revisions} live={draft.live} onRestored={onRestored} />
        </div>
      ) : null}
      <LeaveGuard when={draft.dirty} allow={(next) => next.pathname === editorPath(draft.idRef.current ?? "new")} />
    </>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import { ARTICLE_CATEGORIES, articleInputSchema, type Article } from "../../../../domain/article";
import type { SessionUser } from "../../../../domain/auth";
import { Badge } from "~/components/ui/badge";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { Table, Td, Th } from "~/components/ui/table";
import { ApiError, postJson, putJson } from "~/lib/api-client";
import { formatShortDate } from "~/lib/format";
import { useFormDialog } from "../use-form-dialog";
import {
  AddButton,
  EmptyState,
  FormActions,
  REQUIRED_NOTE,
  RowActions,
  schemaFieldErrors,
  TabHeader,
  useCheckedSubmit,
  useDeleteWithConfirm,
  useReturnFocus,
  useSaveError,
} from "./content-tab-kit";
import { Checkbox } from "./users-tab";

/** What news-tab.server.ts loads for this tab. */
export interface NewsTabData {
  articles: Article[];
}

// Spec section 8: the News tab's save failure is titled "Error" with "Failed to save news article".
const SAVE_FAILED = "Failed to save news article";
const TEXTS = {
  created: "News article created successfully",
  updated: "News article updated successfully",
  createFailed: "Error",
  updateFailed: "Error",
};

/** "2026 Outlook: Private Markets!" → "2026-outlook-private-markets" (the slug pattern). */
export function slugify(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 255)
    .replace(/-+$/g, "");
}

/** Admin portal, News tab: every article (drafts too) with add, edit and delete. */
export default function NewsTab({ data }: { user: SessionUser; data?: NewsTabData }) {
  const articles = data?.articles ?? [];
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useFormDialog<Article>(TEXTS);
  const rememberOpener = useReturnFocus(form.open);
  const openCreate = () => {
    rememberOpener();
    form.openCreate();
  };
  // Decisions, "Content": the News tab's delete works (DELETE /api/news/:id, the articles alias).
  const remove = useDeleteWithConfirm<Article>({
    path: (item) => `/api/news/${item.id}`,
    name: (item) => item.title,
    noun: "article",
    deleted: "Article deleted successfully",
    deleteFailed: "Failed to delete article",
    focusAfter: headingRef,
  });

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <TabHeader
        title="News"
        description="Articles for the public News page. Drafts stay hidden until published."
        headingId={headingId}
        headingRef={headingRef}
        addLabel="Add Article"
        onAdd={openCreate}
      />

      {articles.length === 0 ? (
        <EmptyState message="No articles yet. Add the first article to get started.">
          <AddButton label="Add Article" onClick={openCreate} />
        </EmptyState>
      ) : (
        <Table caption={`News articles (${articles.length})`}>
          <thead>
            <tr>
              <Th>Title</Th>
              <Th>Category</Th>
              <Th>Status</Th>
              <Th>Featured</Th>
              <Th>Created</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody>
            {articles.map((article) => (
              <tr key={article.id}>
                <Td className="min-w-56">
                  <span className="font-medium text-slate-900">{article.title}</span>
                  <span className="block text-xs break-all text-slate-600">/{article.slug}</span>
                </Td>
                <Td>{article.category}</Td>
                <Td>
                  <Badge tone={article.published ? "green" : "slate"}>{article.published ? "Published" : "Draft"}</Badge>
                </Td>
                <Td>
                  <Badge tone={article.featured ? "gold" : "slate"}>{article.featured ? "Featured" : "Standard"}</Badge>
                </Td>
                <Td className="whitespace-nowrap">
                  <time dateTime={article.createdAt}>{formatShortDate(article.createdAt)}</time>
                </Td>
                <Td>
                  <RowActions name={article.title} onEdit={() => {
                      rememberOpener();
                      form.openEdit(article);
                    }} onDelete={() => remove.ask(article)} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <Dialog
        open={form.open}
        onOpenChange={(open) => !form.pending && form.setOpen(open)}
        title={form.editing ? "Edit Article" : "Add Article"}
        description={REQUIRED_NOTE}
        className="max-w-2xl"
      >
        <ArticleForm key={form.editing?.id ?? "new"} form={form} />
      </Dialog>
      {remove.dialog}
    </section>
  );
}

type FormValues = {
  title: string;
  slug: string;
  category: string;
  description: string;
  content: string;
  imageUrl: string;
  published: boolean;
  featured: boolean;
};
const FIELD_ORDER = ["title", "slug", "category", "description", "content", "imageUrl", "published", "featured"] as const;

function initialValues(item: Article | null): FormValues {
  if (!item) {
    // Spec section 4: the portal form's published and featured boxes start unchecked.
    return { title: "", slug: "", category: "", description: "", content: "", imageUrl: "", published: false, featured: false };
  }
  return {
    title: item.title,
    slug: item.slug,
    category: item.category,
    description: item.description,
    content: item.content,
    imageUrl: item.imageUrl ?? "",
    published: item.published,
    featured: item.featured,
  };
}

/** The request body (spec section 7); an empty image URL is sent as null. */
function toPayload(values: FormValues) {
  return {
    title: values.title,
    slug: values.slug.trim(),
    category: values.category,
    description: values.description,
    content: values.content,
    imageUrl: values.imageUrl.trim() === "" ? null : values.imageUrl.trim(),
    published: values.published,
    featured: values.featured,
  };
}

function ArticleForm({ form }: { form: ReturnType<typeof useFormDialog<Article>> }) {
  const [values, setValues] = useState(() => initialValues(form.editing));
  // The slug follows the title until the user edits it (an existing article's slug never moves).
  const [slugEdited, setSlugEdited] = useState(form.editing !== null);
  const checked = useCheckedSubmit(FIELD_ORDER);
  const saveError = useSaveError();
  const slugHintId = useId();
  const imageHintId = useId();

  const set = (name: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((prev) => ({ ...prev, [name]: event.target.value }));
  const toggle = (name: "published" | "featured") => (event: { target: { checked: boolean } }) =>
    setValues((prev) => ({ ...prev, [name]: event.target.checked }));
  const error = (name: keyof FormValues) => checked.clientErrors[name] || form.fieldErrors[name];
  const describedBy = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(" ") || undefined;

  // The server's field errors (a slug already in use): focus the first field it names.
  useEffect(() => {
    const first = FIELD_ORDER.find((name) => form.fieldErrors[name]);
    const control = first ? checked.formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }, [form.fieldErrors, checked.formRef]);

  return (
    <form
      ref={checked.formRef}
      noValidate
      onSubmit={(event) => {
        const payload = toPayload(values);
        checked.submit(event, schemaFieldErrors(articleInputSchema, payload), () =>
          void form.save((editing) =>
            // Said in the dialog with the server's reason; the toast reads "Error" / "Failed to save news article".
            saveError
              .track(SAVE_FAILED, () => (editing ? putJson(`/api/news/${editing.id}`, payload) : postJson("/api/news", payload)))
              .catch((cause: unknown) => {
                throw cause instanceof ApiError
                  ? new ApiError(cause.status, SAVE_FAILED, cause.code, cause.fieldErrors)
                  : new Error(SAVE_FAILED);
              }),
          ),
        );
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Title" required error={error("title")}>
            {(p) => (
              <Input
                {...p}
                name="title"
                required
                autoFocus
                autoComplete="off"
                maxLength={255}
                value={values.title}
                onChange={(event) => {
                  const title = event.target.value;
                  setValues((prev) => ({ ...prev, title, ...(slugEdited ? {} : { slug: slugify(title) }) }));
                }}
              />
            )}
          </Field>
        </div>
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
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
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
              <option value="">Select a category</option>
              {ARTICLE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label="Description" required error={error("description")}>
            {(p) => (
              <Textarea {...p} name="description" required rows={3} maxLength={2000} value={values.description} onChange={set("description")} />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label="Content" required error={error("content")}>
            {(p) => <Textarea {...p} name="content" required rows={8} value={values.content} onChange={set("content")} />}
          </Field>
        </div>
        <div className="sm:col-span-2">
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
            Optional. An https:// address, or a path on this site starting with /.
          </p>
        </div>
        <fieldset className="sm:col-span-2">
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
      </div>
      {saveError.alert}
      <FormActions submitLabel={form.submitLabel} pending={form.pending} onCancel={() => form.setOpen(false)} />
    </form>
  );
}

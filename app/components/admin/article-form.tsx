import { useId, useState } from "react";
import { ARTICLE_CATEGORIES, articleInputSchema, type Article } from "../../../domain/article";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { useDialogForm, type FormDialog } from "./use-form-dialog";
import { FormActions } from "./tabs/content-tab-kit";

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

/**
 * The two article forms differ only here: the admin portal's News tab (portal form:
 * description required, boxes unchecked, /api/news) and /admin-dashboard (published by default,
 * description optional, /api/articles).
 */
const VARIANTS = {
  portal: {
    endpoint: "/api/news",
    defaults: { category: "", published: false },
    descriptionRequired: true,
    saveFailed: "Failed to save news article",
  },
  dashboard: {
    endpoint: "/api/articles",
    defaults: { category: ARTICLE_CATEGORIES[0] as string, published: true },
    descriptionRequired: false,
    saveFailed: null,
  },
} as const;
export type ArticleFormVariant = keyof typeof VARIANTS;

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
const FIELD_ORDER = [
  "title",
  "slug",
  "category",
  "description",
  "content",
  "imageUrl",
  "published",
  "featured",
] as const;

function initialValues(item: Article | null, variant: ArticleFormVariant): FormValues {
  if (!item) {
    // The portal form's boxes start unchecked; the dashboard form publishes (decision 0010).
    const { category, published } = VARIANTS[variant].defaults;
    return { title: "", slug: "", category, description: "", content: "", imageUrl: "", published, featured: false };
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

/** The request body of /api/articles and /api/news; an empty image URL is sent as null. */
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

/** Create (empty) or edit (prefilled) an article; saves through the variant's endpoint. */
export function ArticleForm({ form, variant }: { form: FormDialog<Article>; variant: ArticleFormVariant }) {
  const { endpoint, descriptionRequired, saveFailed } = VARIANTS[variant];
  const { values, setValues, set, toggle, error, clearError, formProps } = useDialogForm(form, {
    initial: () => initialValues(form.editing, variant),
    fields: FIELD_ORDER,
    schema: articleInputSchema,
    toPayload,
    validate: (v): Record<string, string> =>
      descriptionRequired && !v.description.trim() ? { description: "Description is required" } : {},
    path: endpoint,
    // The portal's toast reads "Error" / "Failed to save news article" (spec section 8).
    failureMessage: saveFailed ?? undefined,
  });
  // The slug follows the title until the user edits it (an existing article's slug never moves).
  const [slugEdited, setSlugEdited] = useState(form.editing !== null);
  const slugHintId = useId();
  const imageHintId = useId();
  const describedBy = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(" ") || undefined;

  return (
    <form {...formProps} aria-label={form.editing ? "Edit article" : "Create article"}>
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
                  // The slug follows the title: a new slug is no longer the one the server refused.
                  if (!slugEdited) clearError("slug");
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
          <Field label="Description" required={descriptionRequired} error={error("description")}>
            {(p) => (
              <Textarea
                {...p}
                name="description"
                required={descriptionRequired}
                rows={3}
                maxLength={2000}
                value={values.description}
                onChange={set("description")}
              />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label="Content" required error={error("content")}>
            {(p) => (
              <Textarea {...p} name="content" required rows={8} value={values.content} onChange={set("content")} />
            )}
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
      <FormActions submitLabel={form.submitLabel} pending={form.pending} onCancel={() => form.setOpen(false)} />
    </form>
  );
}

import { useEffect, useId, useState } from "react";
import { ARTICLE_CATEGORIES, articleInputSchema, type Article } from "../../../domain/article";
import { Field, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { ApiError, postJson, putJson } from "~/lib/api-client";
import type { useFormDialog } from "./use-form-dialog";
import { FormActions, schemaFieldErrors, useCheckedSubmit, useSaveError } from "./tabs/content-tab-kit";
import { Checkbox } from "./tabs/users-tab";

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
 * The spec's two article forms differ only here: the admin portal's News tab (portal form:
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
const FIELD_ORDER = ["title", "slug", "category", "description", "content", "imageUrl", "published", "featured"] as const;

function initialValues(item: Article | null, variant: ArticleFormVariant): FormValues {
  if (!item) {
    // Spec section 4: the portal form's boxes start unchecked; the dashboard form publishes.
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

/** Create (empty) or edit (prefilled) an article; saves through the variant's endpoint. */
export function ArticleForm({
  form,
  variant,
}: {
  form: ReturnType<typeof useFormDialog<Article>>;
  variant: ArticleFormVariant;
}) {
  const { endpoint, descriptionRequired, saveFailed } = VARIANTS[variant];
  const [values, setValues] = useState(() => initialValues(form.editing, variant));
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
      aria-label={form.editing ? "Edit article" : "Create article"}
      onSubmit={(event) => {
        const payload = toPayload(values);
        const clientErrors = schemaFieldErrors(articleInputSchema, payload);
        if (descriptionRequired && !payload.description.trim()) clientErrors.description ??= "Description is required";
        checked.submit(event, clientErrors, () =>
          void form.save((editing) => {
            const request = () => (editing ? putJson(`${endpoint}/${editing.id}`, payload) : postJson(endpoint, payload));
            // Said in the dialog with the server's reason; the portal's toast reads "Error" / its failure text.
            return saveError.track(saveFailed ?? (editing ? "Failed to update article" : "Failed to create article"), request).catch(
              (cause: unknown) => {
                if (!saveFailed) throw cause;
                throw cause instanceof ApiError
                  ? new ApiError(cause.status, saveFailed, cause.code, cause.fieldErrors)
                  : new Error(saveFailed);
              },
            );
          }),
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
          <Field label="Description" required={descriptionRequired} error={error("description")}>
            {(p) => (
              <Textarea {...p} name="description" required={descriptionRequired} rows={3} maxLength={2000} value={values.description} onChange={set("description")} />
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

import { ArrowLeft, FileText, Mail, Plus, Star, UserCog, Eye } from "lucide-react";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { data, isRouteErrorResponse, Link, useNavigation, useRevalidator, useRouteError } from "react-router";
import { ARTICLE_CATEGORIES, articleInputSchema, type Article } from "../../../domain/article";
import { fieldErrorsOf } from "../../../domain/field-errors";
import { AdminHeader } from "~/components/admin/admin-shell";
import { useFormDialog } from "~/components/admin/use-form-dialog";
import { Badge } from "~/components/ui/badge";
import { Checkbox } from "~/components/ui/checkbox";
import { Button, buttonClass } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { Table, Td, Th } from "~/components/ui/table";
import { useToast } from "~/components/ui/toaster";
import { site } from "~/content/site";
import { deleteJson, postJson, putJson } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { formatShortDate } from "~/lib/format";
import { PRIVATE_HEADERS, requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/admin-dashboard";

/**
 * Article management (spec 2, "/admin-dashboard"): staff only, guarded before any HTML is sent.
 * Every article (drafts included, newest first) and the inquiry count, read in-process.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, { roles: ["admin", "super_admin"], loginPath: "/admin-portal" });
  const [articles, inquiries] = await Promise.all([context.services.articles.listAll(), context.services.staffInquiries.list()]);
  return data({ user, articles, inquiryCount: inquiries.length }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Article Management | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const TEXTS = {
  created: "Article created successfully",
  updated: "Article updated successfully",
  createFailed: "Failed to create article",
  updateFailed: "Failed to update article",
};

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { user, articles, inquiryCount } = loaderData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const form = useFormDialog<Article>(TEXTS);
  const [toDelete, setToDelete] = useState<Article | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The list is reloading (after a write, or a navigation back to this page).
  const loading =
    revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === "/admin-dashboard");

  const published = articles.filter((a) => a.published).length;
  const featured = articles.filter((a) => a.featured).length;

  const confirmDelete = async () => {
    if (!toDelete) return false;
    try {
      await deleteJson(`/api/articles/${toDelete.id}`);
    } catch (error) {
      toast({
        title: "Failed to delete article",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
      return false;
    }
    toast({ title: "Article deleted successfully" });
    // The row is gone: put focus somewhere stable instead of losing it to the body.
    headingRef.current?.focus();
    void revalidator.revalidate();
    return true;
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={user} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-serif text-3xl font-bold tracking-tight text-brand-900">Article Management</h1>
            <p className="mt-1 text-slate-700">Write, publish and feature the news and insights shown on the public site.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/admin-portal" className={buttonClass("outline")}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Portal
            </Link>
            <Link to="/user-management" className={buttonClass("outline")}>
              <UserCog className="h-4 w-4" aria-hidden="true" />
              User Management
            </Link>
            <Button onClick={form.openCreate}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Create Article
            </Button>
          </div>
        </div>

        <section aria-label="Summary" className="mt-8">
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total Articles" value={articles.length} icon={<FileText className="h-5 w-5" />} />
            <StatCard label="Contact Inquiries" value={inquiryCount} icon={<Mail className="h-5 w-5" />} />
            <StatCard label="Published Articles" value={published} icon={<Eye className="h-5 w-5" />} />
            <StatCard label="Featured Articles" value={featured} icon={<Star className="h-5 w-5" />} />
          </ul>
        </section>

        <section aria-labelledby="articles-heading" className="mt-10" aria-busy={loading}>
          <h2 id="articles-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-brand-900 outline-none">
            Articles
          </h2>
          <p className="mt-1 text-sm text-slate-600">Every article, drafts included, newest first.</p>
          <div role="status" aria-live="polite" className="mt-3 min-h-6 text-sm text-slate-600">
            {loading ? "Loading articles..." : null}
          </div>

          {articles.length === 0 ? (
            <p className="mt-2 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
              No articles found. Create your first article to get started.
            </p>
          ) : (
            <div className={cn("mt-2 transition-opacity", loading && "opacity-60")}>
              <Table caption={`Articles (${articles.length})`}>
                <thead>
                  <tr>
                    <Th>Title</Th>
                    <Th>Category</Th>
                    <Th>Status</Th>
                    <Th>Created</Th>
                    <Th className="relative">
                      <span className="sr-only">Actions</span>
                    </Th>
                  </tr>
                </thead>
                <tbody>
                  {articles.map((article) => (
                    <tr key={article.id}>
                      <Td>
                        <span className="font-medium text-slate-900">{article.title}</span>
                        <span className="block text-xs break-all text-slate-600">/{article.slug}</span>
                      </Td>
                      <Td className="whitespace-nowrap">{article.category}</Td>
                      <Td>
                        <span className="flex flex-wrap gap-1.5">
                          <Badge tone={article.published ? "green" : "slate"}>{article.published ? "Published" : "Draft"}</Badge>
                          {article.featured ? <Badge tone="gold">Featured</Badge> : null}
                        </span>
                      </Td>
                      <Td className="whitespace-nowrap">{formatShortDate(article.createdAt)}</Td>
                      <Td>
                        <span className="relative flex justify-end gap-2">
                          <Button variant="outline" size="sm" onClick={() => form.openEdit(article)}>
                            Edit<span className="sr-only"> {article.title}</span>
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            className="border-red-200 text-red-800 hover:bg-red-50"
                            onClick={() => setToDelete(article)}
                          >
                            Delete<span className="sr-only"> {article.title}</span>
                          </Button>
                        </span>
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          )}
        </section>
      </main>

      <Dialog
        open={form.open}
        onOpenChange={(open) => !form.pending && form.setOpen(open)}
        title={form.editing ? "Edit Article" : "Create Article"}
        description="Fields marked * are required."
        className="max-w-2xl"
      >
        <ArticleForm key={form.editing?.id ?? "new"} form={form} />
      </Dialog>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete article?"
        description={toDelete ? `"${toDelete.title}" will be removed from the site. This cannot be undone.` : ""}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function StatCard({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <li>
      <Card>
        <CardBody className="flex items-center justify-between gap-4 p-5">
          <div>
            <p className="text-sm font-medium text-slate-600">{label}</p>
            <p className="mt-1 text-3xl font-bold text-brand-900 tabular-nums">{value}</p>
          </div>
          <span aria-hidden="true" className="grid h-10 w-10 place-items-center rounded-full bg-brand-50 text-brand-800">
            {icon}
          </span>
        </CardBody>
      </Card>
    </li>
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
const FIELD_ORDER = ["title", "slug", "category", "description", "content", "imageUrl"] as const;

/** "2026 Outlook: Private Markets" → "2026-outlook-private-markets". */
const slugify = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 255);

function initialValues(article: Article | null): FormValues {
  if (!article) {
    // The dashboard form's defaults (spec 4): published, not featured.
    return {
      title: "",
      slug: "",
      category: ARTICLE_CATEGORIES[0],
      description: "",
      content: "",
      imageUrl: "",
      published: true,
      featured: false,
    };
  }
  return {
    title: article.title,
    slug: article.slug,
    category: article.category,
    description: article.description,
    content: article.content,
    imageUrl: article.imageUrl ?? "",
    published: article.published,
    featured: article.featured,
  };
}

function ArticleForm({ form }: { form: ReturnType<typeof useFormDialog<Article>> }) {
  const [values, setValues] = useState(() => initialValues(form.editing));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  // On create the slug follows the title until it is edited by hand.
  const [slugTouched, setSlugTouched] = useState(form.editing !== null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = { ...form.fieldErrors, ...clientErrors };

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((prev) => ({
      ...prev,
      [key]: value,
      ...(key === "title" && !slugTouched ? { slug: slugify(value as string) } : {}),
    }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = { ...values, imageUrl: values.imageUrl.trim() === "" ? null : values.imageUrl };
    const checked = articleInputSchema.safeParse(payload);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const [field, messages] of Object.entries(fieldErrorsOf(checked.error.issues))) found[field] = messages[0] ?? "";
      setClientErrors(found);
      const first = FIELD_ORDER.find((f) => found[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setClientErrors({});
    await form.save((editing) =>
      editing ? putJson(`/api/articles/${editing.id}`, checked.data) : postJson("/api/articles", checked.data),
    );
    // A server-side field error (a duplicate slug): move focus to it.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label={form.editing ? "Edit article" : "Create article"}
    >
      <Field label="Title" required error={errors.title}>
        {(p) => (
          <Input
            {...p}
            name="title"
            required
            maxLength={255}
            value={values.title}
            onChange={(e) => set("title", e.target.value)}
          />
        )}
      </Field>
      <Field label="Slug" required error={errors.slug}>
        {(p) => (
          <Input
            {...p}
            name="slug"
            required
            maxLength={255}
            autoCapitalize="none"
            spellCheck={false}
            value={values.slug}
            onChange={(e) => {
              setSlugTouched(true);
              set("slug", e.target.value);
            }}
          />
        )}
      </Field>
      <p className="-mt-2 text-xs text-slate-600">The address of the article: /article/{values.slug || "your-slug"}</p>
      <Field label="Category" required error={errors.category}>
        {(p) => (
          <NativeSelect {...p} name="category" required value={values.category} onChange={(e) => set("category", e.target.value)}>
            {ARTICLE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Description" error={errors.description}>
        {(p) => (
          <Textarea
            {...p}
            name="description"
            rows={2}
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </Field>
      <Field label="Content" required error={errors.content}>
        {(p) => (
          <Textarea
            {...p}
            name="content"
            required
            rows={8}
            value={values.content}
            onChange={(e) => set("content", e.target.value)}
          />
        )}
      </Field>
      <Field label="Image URL" error={errors.imageUrl}>
        {(p) => (
          <Input
            {...p}
            name="imageUrl"
            type="url"
            inputMode="url"
            placeholder="https://example.com/image.jpg"
            value={values.imageUrl}
            onChange={(e) => set("imageUrl", e.target.value)}
          />
        )}
      </Field>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">Visibility</legend>
        <Checkbox label="Published" checked={values.published} onChange={(v) => set("published", v)} />
        <Checkbox label="Featured" checked={values.featured} onChange={(v) => set("featured", v)} />
      </fieldset>
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={() => form.setOpen(false)} disabled={form.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.submitLabel}
        </Button>
      </div>
    </form>
  );
}


/** A signed-in visitor who is not staff (requireUser answered 403). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <title>{`Access Restricted | ${site.name}`}</title>
      <h1 className="text-3xl font-bold text-brand-900">Access Restricted</h1>
      <p className="mt-4 text-slate-700">Article Management is for {site.name} staff. Investors use the Partner Portal.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/partner-portal" className={buttonClass("primary")}>
          Go to the Partner Portal
        </Link>
        <Link to="/" className={buttonClass("outline")}>
          Back to Home
        </Link>
      </div>
    </main>
  );
}

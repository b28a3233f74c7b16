import { ArrowLeft, FileText, Mail, Plus, Star, UserCog, Eye } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { data, isRouteErrorResponse, Link, useNavigation, useRevalidator, useRouteError } from "react-router";
import { articlePageQuerySchema, type ArticleListItem } from "#domain/article.ts";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { ARTICLE_SORT_OPTIONS } from "#app/components/publishing/news/article-status-filter.tsx";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { editorPath } from "#app/components/publishing/article-editor/editor-values.ts";
import { AccessRestricted } from "#app/components/accounts/auth/access-restricted.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { site } from "#app/content/site.ts";
import { api } from "#app/lib/api-client.ts";
import type { articleApi } from "#domain/api/articles.ts";
import { cn } from "#app/lib/cn.ts";
import { formatShortDate } from "#domain/format.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";
import type { Route } from "./+types/admin-dashboard";

/**
 * Article management (docs/product.md §Staff screens): staff only, guarded before any HTML is sent.
 * One page of the articles (drafts included, newest first unless the URL asks otherwise; decision
 * 0039), the article counts and the inquiry count, read in-process.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["admin", "super_admin"], loginPath: "/admin-portal" });
  const { articles, staffInquiries } = context.services;
  const [page, counts, inquiryCount] = await Promise.all([
    loadListPage(url, articlePageQuerySchema, ({ cursor, limit, sort, dir, status, q }) =>
      articles.listPage({ status, q }, { cursor, limit, sort, dir }),
    ),
    articles.counts(),
    staffInquiries.count(),
  ]);
  return data({ user, page, counts, inquiryCount }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Article Management | ${site.name}` }, { name: "robots", content: "noindex" }];
}

// Creating and editing happen on the article editor's page, which leads back here.
const editorFromHere = (id: number | "new") => `${editorPath(id)}?from=dashboard`;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { user, page, counts, inquiryCount } = loaderData;
  const articles = page.items;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [toDelete, setToDelete] = useState<ArticleListItem | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The list is reloading (after a write, or a navigation back to this page).
  const loading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === "/admin-dashboard");

  const confirmDelete = async () => {
    if (!toDelete) return false;
    try {
      await api.delete<typeof articleApi.articles.remove>(`/api/articles/${toDelete.id}`);
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
            <p className="mt-1 text-slate-700">
              Write, publish and feature the news and insights shown on the public site.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/admin-portal" className={buttonClass("outline")}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Portal
            </Link>
            {/* Only super admins may manage users: an admin is not offered a way to Access Restricted. */}
            {user.role === "super_admin" ? (
              <Link to="/user-management" className={buttonClass("outline")}>
                <UserCog className="h-4 w-4" aria-hidden="true" />
                User Management
              </Link>
            ) : null}
            <Link to={editorFromHere("new")} className={buttonClass("primary")}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Create Article
            </Link>
          </div>
        </div>

        <section aria-label="Summary" className="mt-8">
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total Articles" value={counts.total} icon={<FileText className="h-5 w-5" />} />
            <StatCard label="Contact Inquiries" value={inquiryCount} icon={<Mail className="h-5 w-5" />} />
            <StatCard label="Published Articles" value={counts.published} icon={<Eye className="h-5 w-5" />} />
            <StatCard label="Featured Articles" value={counts.featured} icon={<Star className="h-5 w-5" />} />
          </ul>
        </section>

        <section aria-labelledby="articles-heading" className="mt-10" aria-busy={loading}>
          <h2
            id="articles-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold text-brand-900 outline-none"
          >
            Articles
          </h2>
          <p className="mt-1 text-sm text-slate-600">Every article, drafts included, newest first.</p>
          {counts.total > 0 ? (
            <div className="mt-4">
              <ListControls
                label="Search and sort articles"
                searchLabel="Search by title or slug"
                sorts={ARTICLE_SORT_OPTIONS}
                sort={page.sort}
                dir={page.dir}
              />
            </div>
          ) : null}
          <div role="status" aria-live="polite" className="mt-3 min-h-6 text-sm text-slate-600">
            {loading ? "Loading articles..." : null}
          </div>

          {articles.length === 0 ? (
            <p className="mt-2 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
              {counts.total === 0
                ? "No articles found. Create your first article to get started."
                : "No articles match the search."}
            </p>
          ) : (
            <div className={cn("mt-2 space-y-4 transition-opacity", loading && "opacity-60")}>
              <Table caption={`Articles (${page.total})`}>
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
                          <Badge tone={article.published ? "green" : "slate"}>
                            {article.published ? "Published" : "Draft"}
                          </Badge>
                          {article.featured ? <Badge tone="gold">Featured</Badge> : null}
                        </span>
                      </Td>
                      <Td className="whitespace-nowrap">{formatShortDate(article.createdAt)}</Td>
                      <Td>
                        <span className="relative flex justify-end gap-2">
                          <Link to={editorFromHere(article.id)} className={buttonClass("outline", "sm")}>
                            Edit<span className="sr-only"> {article.title}</span>
                          </Link>
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
              <Pager page={page} label="Pages of articles" noun={["article", "articles"]} />
            </div>
          )}
        </section>
      </main>

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
          <span
            aria-hidden="true"
            className="grid h-10 w-10 place-items-center rounded-full bg-brand-50 text-brand-800"
          >
            {icon}
          </span>
        </CardBody>
      </Card>
    </li>
  );
}

/** A signed-in visitor who is not staff (requireUser answered 403). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <AccessRestricted
      message={`Article Management is for ${site.name} staff. Investors use the Partner Portal.`}
      goTo={{ to: "/partner-portal", label: "Go to the Partner Portal" }}
    />
  );
}

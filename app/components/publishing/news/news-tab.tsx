import { Suspense, lazy, useId, useRef, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { type Article, type ArticleListItem } from "#domain/article.ts";
import { STATUS_LABELS } from "#domain/article-status.ts";
import type { SessionUser } from "#domain/auth.ts";
import { formatShortDate } from "#domain/format.ts";
import type { Page } from "#domain/paging.ts";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { editorPath } from "#app/components/publishing/article-editor/editor-values.ts";
import { ApprovalSetting } from "#app/components/publishing/article-publishing/approval-setting.tsx";
import { ArticleStatusBadge } from "#app/components/publishing/article-publishing/status-badge.tsx";
import { ARTICLE_SORT_OPTIONS, ArticleStatusFilter, useArticleStatus } from "./article-status-filter";
import {
  AddButton,
  EmptyState,
  RowActions,
  TabHeader,
  useDeleteWithConfirm,
} from "#app/components/staff/content-tab-kit.tsx";
import { api } from "#app/lib/api-client.ts";
import type { articleApi } from "#domain/api/articles.ts";

// Loaded when first opened: most visits to the tab never publish anything.
const PublishingPanel = lazy(() =>
  import("#app/components/publishing/article-publishing/publishing-panel.tsx").then((m) => ({
    default: m.PublishingPanel,
  })),
);

/** What news-tab.server.ts loads for this tab. */
export interface NewsTabData {
  /** One page of articles, searched, filtered and sorted on the server (decision 0039). */
  page: Page<ArticleListItem>;
  pages: Article[];
  approvalRequired: boolean;
}

/**
 * Admin portal, News tab: the articles (drafts too) a page at a time, searched by title or slug,
 * filtered by status and sorted on the server (all in the URL), with their publishing state; add and edit open
 * the article editor page (decision 0032), Publishing opens the publishing controls (decision
 * 0031). Below, the legal site pages and, for super admins, the approval rule and the records.
 */
export default function NewsTab({ user, data }: { user: SessionUser; data?: NewsTabData }) {
  const page = data?.page;
  const articles = page?.items ?? [];
  const [searchParams] = useSearchParams();
  const status = useArticleStatus();
  const narrowed = status !== null || Boolean(searchParams.get("q"));
  const pages = data?.pages ?? [];
  const approvalRequired = data?.approvalRequired ?? false;
  const revalidator = useRevalidator();
  const [publishing, setPublishing] = useState<ArticleListItem | null>(null);
  const pagesHeadingId = useId();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openCreate = { href: editorPath("new") };
  // docs/product.md §Staff screens: the News tab's delete works (DELETE /api/news/:id, the articles alias).
  const remove = useDeleteWithConfirm<ArticleListItem>({
    remove: (item) => api.delete<typeof articleApi.newsWrites.remove>(`/api/news/${item.id}`),
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
        description="Articles for the public News page. Only published articles are public; drafts, scheduled and unpublished ones stay hidden."
        headingId={headingId}
        headingRef={headingRef}
        addLabel="Add Article"
        onAdd={openCreate}
      >
        <Link to="/admin-portal/media" className={buttonClass("outline")}>
          Media Library
        </Link>
      </TabHeader>

      {(page?.total ?? 0) === 0 && !narrowed ? (
        <EmptyState message="No articles yet. Add the first article to get started.">
          <AddButton label="Add Article" onClick={openCreate} />
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <ListControls
            label="Search and sort articles"
            searchLabel="Search by title or slug"
            sorts={ARTICLE_SORT_OPTIONS}
            sort={page?.sort ?? "created"}
            dir={page?.dir ?? "desc"}
          />
          <ArticleStatusFilter />
          {articles.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              {status ? `No ${STATUS_LABELS[status].toLowerCase()} articles match.` : "No articles match the search."}
            </p>
          ) : (
            <Table caption={`News articles${status ? `, ${STATUS_LABELS[status]}` : ""} (${page?.total ?? 0})`}>
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
                      <ArticleStatusBadge status={article.status} />
                    </Td>
                    <Td>
                      <Badge tone={article.featured ? "gold" : "slate"}>
                        {article.featured ? "Featured" : "Standard"}
                      </Badge>
                    </Td>
                    <Td className="whitespace-nowrap">
                      <time dateTime={article.createdAt}>{formatShortDate(article.createdAt)}</time>
                    </Td>
                    <Td>
                      <div className="flex items-center gap-1">
                        <PublishButton article={article} onOpen={setPublishing} />
                        <RowActions
                          name={article.title}
                          onEdit={{ href: editorPath(article.id) }}
                          onDelete={() => remove.ask(article)}
                        />
                      </div>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {page ? <Pager page={page} label="Pages of articles" noun={["article", "articles"]} /> : null}
        </div>
      )}

      {user.role === "super_admin" ? (
        <div className="grid gap-4 md:grid-cols-2">
          <ApprovalSetting required={approvalRequired} />
          <div className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="text-base font-semibold text-brand-900">Publication records</h3>
            <p className="mt-1 text-sm text-slate-700">
              Every version the public saw, kept five years (also after an article is deleted).
            </p>
            <Link to="/admin-portal/news/records" className={`${buttonClass("outline", "sm")} mt-3`}>
              Open the records
            </Link>
          </div>
        </div>
      ) : approvalRequired ? (
        <p className="text-sm text-slate-700">
          The firm requires a super admin's approval before anything is published: use Publishing, then Submit for
          approval.
        </p>
      ) : null}

      <section aria-labelledby={pagesHeadingId} className="space-y-3">
        <h3 id={pagesHeadingId} className="text-lg font-semibold text-brand-900">
          Site pages
        </h3>
        <p className="text-sm text-slate-700">
          The legal pages at fixed addresses, written and published like articles (never listed in News or the feed).
        </p>
        <Table caption={`Site pages (${pages.length})`}>
          <thead>
            <tr>
              <Th>Page</Th>
              <Th>Status</Th>
              <Th>Updated</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.id}>
                <Td className="min-w-56">
                  <span className="font-medium text-slate-900">{page.title}</span>
                  <span className="block text-xs break-all text-slate-600">/{page.slug}</span>
                </Td>
                <Td>
                  <ArticleStatusBadge status={page.status} />
                </Td>
                <Td className="whitespace-nowrap">
                  <time dateTime={page.updatedAt}>{formatShortDate(page.updatedAt)}</time>
                </Td>
                <Td>
                  <div className="flex items-center gap-1">
                    <PublishButton article={page} onOpen={setPublishing} />
                    <Link to={editorPath(page.id)} className={buttonClass("ghost", "sm")}>
                      Edit<span className="sr-only"> {page.title}</span>
                    </Link>
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>

      <Dialog
        open={publishing !== null}
        onOpenChange={(open) => !open && setPublishing(null)}
        title={publishing ? `Publishing: ${publishing.title}` : "Publishing"}
        description="Publish now, schedule, unpublish, or submit for approval when the firm requires it."
        className="max-w-xl"
      >
        {publishing ? (
          <Suspense fallback={<p role="status">Loading...</p>}>
            <PublishingPanel
              key={publishing.id}
              article={publishing}
              user={user}
              approvalRequired={approvalRequired}
              onChanged={(updated) => {
                setPublishing(updated);
                void revalidator.revalidate();
              }}
            />
          </Suspense>
        ) : null}
      </Dialog>
      {remove.dialog}
    </section>
  );
}

/** Opens an article's publishing dialog; named for screen readers with the article's title. */
function PublishButton({ article, onOpen }: { article: ArticleListItem; onOpen: (article: ArticleListItem) => void }) {
  return (
    <Button size="sm" variant="ghost" onClick={() => onOpen(article)}>
      Publishing<span className="sr-only"> {article.title}</span>
    </Button>
  );
}

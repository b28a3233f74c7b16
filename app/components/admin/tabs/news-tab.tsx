import { useId, useRef } from "react";
import { type Article } from "../../../../domain/article";
import type { SessionUser } from "../../../../domain/auth";
import { Badge } from "~/components/ui/badge";
import { Dialog } from "~/components/ui/dialog";
import { Table, Td, Th } from "~/components/ui/table";
import { formatShortDate } from "../../../../domain/format";
import { ArticleForm } from "../article-form";
import { useFormDialog } from "../use-form-dialog";
import { AddButton, EmptyState, REQUIRED_NOTE, RowActions, TabHeader, useDeleteWithConfirm } from "./content-tab-kit";

/** What news-tab.server.ts loads for this tab. */
export interface NewsTabData {
  articles: Article[];
}

// docs/product.md §Texts the product shows: the News tab's save failure is titled "Error" with
// "Failed to save news article".
const TEXTS = {
  created: "News article created successfully",
  updated: "News article updated successfully",
  createFailed: "Error",
  updateFailed: "Error",
};

/** Admin portal, News tab: every article (drafts too) with add, edit and delete. */
export default function NewsTab({ data }: { user: SessionUser; data?: NewsTabData }) {
  const articles = data?.articles ?? [];
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useFormDialog<Article>(TEXTS);
  const openCreate = form.openCreate;
  // docs/product.md §Staff screens: the News tab's delete works (DELETE /api/news/:id, the articles alias).
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
                  <Badge tone={article.published ? "green" : "slate"}>
                    {article.published ? "Published" : "Draft"}
                  </Badge>
                </Td>
                <Td>
                  <Badge tone={article.featured ? "gold" : "slate"}>{article.featured ? "Featured" : "Standard"}</Badge>
                </Td>
                <Td className="whitespace-nowrap">
                  <time dateTime={article.createdAt}>{formatShortDate(article.createdAt)}</time>
                </Td>
                <Td>
                  <RowActions
                    name={article.title}
                    onEdit={() => form.openEdit(article)}
                    onDelete={() => remove.ask(article)}
                  />
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
        <ArticleForm key={form.editing?.id ?? "new"} form={form} variant="portal" />
      </Dialog>
      {remove.dialog}
    </section>
  );
}

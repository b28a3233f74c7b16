import { ArrowLeft } from "lucide-react";
import { Form, Link } from "react-router";
import { formatDateTime } from "#domain/format.ts";
import type { ArticleSnapshotSummary, SnapshotEndReason, SnapshotReason } from "#domain/publishing.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { NativeSelect } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { EmptyState } from "#app/components/staff/content-tab-kit.tsx";

export const REASON_LABELS: Record<SnapshotReason, string> = {
  published: "Published",
  scheduled: "Scheduled go-live",
  approved: "Approved",
  updated: "Updated while live",
};
export const END_LABELS: Record<SnapshotEndReason, string> = {
  unpublished: "Unpublished",
  replaced: "Replaced by a newer version",
  deleted: "Article deleted",
};

/**
 * The records of what the public saw (decision 0031), newest first; a GET form filters by article,
 * so it works without JavaScript. Each row opens the record as it was.
 */
export function RecordsList({
  records,
  articles,
  articleId,
}: {
  records: ArticleSnapshotSummary[];
  articles: Array<{ id: number; title: string }>;
  articleId: number | null;
}) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
      <Link to="/admin-portal/news" className={buttonClass("ghost", "sm")}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to News
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-brand-900">Publication records</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Every version of an article or site page the public saw, kept unchanged for at least five years (SEC rule
        204-2), also after the article is deleted. Open one to read it as it was or to export it.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="records-article" className="block text-sm font-medium text-slate-900">
            Article
          </label>
          <NativeSelect
            id="records-article"
            name="articleId"
            defaultValue={articleId ?? ""}
            className="mt-1 w-72 max-w-full"
          >
            <option value="">All articles</option>
            {articles.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <div className="mt-6">
        {records.length === 0 ? (
          <EmptyState message="No publication records yet: one is kept each time an article goes live." />
        ) : (
          <Table caption={`Publication records (${records.length})`}>
            <thead>
              <tr>
                <Th>Title</Th>
                <Th>Went live</Th>
                <Th>Came down</Th>
                <Th>Why</Th>
                <Th>Published by</Th>
                <Th>Approved by</Th>
                <Th>Record</Th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.id}>
                  <Td className="min-w-56">
                    <span className="font-medium text-slate-900">{r.title}</span>
                    <span className="block text-xs break-all text-slate-600">{r.path}</span>
                  </Td>
                  <Td className="whitespace-nowrap">
                    <time dateTime={r.wentLiveAt}>{formatDateTime(r.wentLiveAt)}</time>
                  </Td>
                  <Td className="whitespace-nowrap">
                    {r.endedAt ? (
                      <>
                        <time dateTime={r.endedAt}>{formatDateTime(r.endedAt)}</time>
                        <span className="block text-xs text-slate-600">{END_LABELS[r.endReason!]}</span>
                      </>
                    ) : (
                      <Badge tone="green">Live</Badge>
                    )}
                  </Td>
                  <Td>{REASON_LABELS[r.reason]}</Td>
                  <Td>{r.publishedBy}</Td>
                  <Td>{r.approvedBy ?? "—"}</Td>
                  <Td>
                    <Link
                      to={`/admin-portal/news/records/${r.id}`}
                      className="font-medium text-brand-700 underline"
                      aria-label={`Open the record of ${r.title}, live from ${formatDateTime(r.wentLiveAt)}`}
                    >
                      Open
                    </Link>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </main>
  );
}

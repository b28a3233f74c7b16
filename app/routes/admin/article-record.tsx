import { ArrowLeft, Download } from "lucide-react";
import { data, Link } from "react-router";
import { formatDateTime } from "#domain/format.ts";
import type { SnapshotImage } from "#domain/publishing.ts";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { END_LABELS, REASON_LABELS } from "#app/components/publishing/article-publishing/records-list.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/article-record";

/** One publication record as it was (decision 0031), for super admins only. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["super_admin"], loginPath: "/admin-portal" });
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : null;
  const record = id === null ? null : await context.services.articleSnapshots.get(id);
  if (!record) throw new Response("Record not found", { status: 404, headers: PRIVATE_HEADERS });
  return data({ user, record }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Record: ${loaderData?.record.title ?? "not found"} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

function ImageFacts({ image }: { image: SnapshotImage | null }) {
  if (!image) return <>None</>;
  return (
    <>
      <span className="break-all">{image.url}</span>
      <span className="block text-xs break-all text-slate-600">
        {image.sha256 ? `SHA-256 ${image.sha256}` : image.note}
      </span>
    </>
  );
}

export default function ArticleRecord({ loaderData }: Route.ComponentProps) {
  const { user, record } = loaderData;
  const facts: Array<[string, React.ReactNode]> = [
    ["Address", record.path],
    ["Went live", formatDateTime(record.wentLiveAt)],
    [
      "Came down",
      record.endedAt ? `${formatDateTime(record.endedAt)} (${END_LABELS[record.endReason!]})` : "Still live",
    ],
    ["Why", REASON_LABELS[record.reason]],
    ["Published by", record.publishedBy],
    ["Approved by", record.approvedBy ?? "No approval was required"],
    ["Meta title", record.metaTitle],
    ["Meta description", record.metaDescription],
    ["Cover image", <ImageFacts key="cover" image={record.image} />],
    ["Social image", <ImageFacts key="social" image={record.socialImage} />],
    [
      "Content SHA-256",
      <span key="hash" className="break-all">
        {record.contentSha256}
      </span>,
    ],
  ];
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={user} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-8 outline-none sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/admin-portal/news/records" className={buttonClass("ghost", "sm")}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            All records
          </Link>
          <a href={`/api/news/records/${record.id}/export`} className={buttonClass("outline", "sm")} download>
            <Download className="h-4 w-4" aria-hidden="true" />
            Export (JSON)
          </a>
        </div>
        <h1 className="mt-4 text-2xl font-bold text-brand-900">Record of “{record.title}”</h1>
        <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[12rem_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-700">{term}</dt>
              <dd className="text-slate-900 wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-8 text-lg font-semibold text-brand-900">What the public saw</h2>
        <section
          aria-label="The content as published"
          className="mt-3 rounded-xl border border-slate-200 bg-white p-6 wrap-anywhere"
        >
          <p className="text-sm text-slate-600">{record.category}</p>
          <p className="mt-2 text-2xl font-bold text-brand-900">{record.title}</p>
          <p className="mt-4 text-lg text-slate-700">{record.description}</p>
          {/* Sanitized when it was rendered for the public (server/features/publishing/markdown.ts), stored as served. */}
          <div className="article-body mt-6" dangerouslySetInnerHTML={{ __html: record.bodyHtml }} />
        </section>
      </main>
    </div>
  );
}

import { data } from "react-router";
import { snapshotListQuerySchema } from "#domain/publishing-inputs.ts";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { RecordsList } from "#app/components/publishing/article-publishing/records-list.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/article-records";

/** The publication records (decision 0031), for super admins only; ?articleId= filters. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["super_admin"], loginPath: "/admin-portal" });
  const parsed = snapshotListQuerySchema.safeParse({ articleId: url.searchParams.get("articleId") || undefined });
  const articleId = parsed.success ? (parsed.data.articleId ?? null) : null;
  const [all, records] = await Promise.all([
    context.services.articleSnapshots.list(),
    articleId === null ? null : context.services.articleSnapshots.list({ articleId }),
  ]);
  // The filter's choices: each article that has records, by its latest title (deleted ones too).
  const articles = [...new Map(all.map((r) => [r.articleId, { id: r.articleId, title: r.title }])).values()];
  return data({ user, records: records ?? all, articles, articleId }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Publication records | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function ArticleRecords({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={loaderData.user} />
      <RecordsList records={loaderData.records} articles={loaderData.articles} articleId={loaderData.articleId} />
    </div>
  );
}

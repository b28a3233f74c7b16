import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import {
  ArticleEditor,
  EDITOR_TEXTS,
  PublishingPanel,
} from "#app/components/publishing/article-editor/article-editor.tsx";
import { AccessRestricted } from "#app/components/accounts/auth/access-restricted.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { beforeHydration } from "#app/lib/before-hydration.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import { renderMarkdown } from "#server/features/publishing/markdown.ts";
import { mediaIdsIn } from "#domain/media-urls.ts";
import type { Route } from "./+types/article-editor";

// An existing article's page server-renders its publishing panel: load its code before hydrating.
if (typeof document !== "undefined" && !window.location.pathname.endsWith("/new")) {
  beforeHydration(() => PublishingPanel.preload());
}

/** /admin-portal/news/new and /admin-portal/news/:id; `?from=dashboard` leads back to /admin-dashboard. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["admin", "super_admin"], loginPath: "/admin-portal" });
  const from = url.searchParams.get("from") === "dashboard" ? ("dashboard" as const) : ("news" as const);
  const now = context.services.now().toISOString();
  if (params.id === "new") {
    const approvalRequired = await context.services.articlePublishing.approvalRequired();
    return data(
      { user, from, article: null, revisions: [], preview: null, approvalRequired, now },
      { headers: PRIVATE_HEADERS },
    );
  }
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : NaN;
  const article = id <= 2_147_483_647 ? await context.services.articles.getById(id) : null;
  if (!article) throw new Response("Article not found", { status: 404, headers: PRIVATE_HEADERS });
  const [revisions, approvalRequired, media] = await Promise.all([
    context.services.articleRevisions.list(id),
    context.services.articlePublishing.approvalRequired(),
    context.services.media.dimensions(mediaIdsIn(article.content)),
  ]);
  // The preview's first rendering comes with the page, by the function the public page uses.
  const preview = { html: renderMarkdown(article.content, media).html, readingMinutes: article.readingMinutes };
  return data({ user, from, article, revisions, preview, approvalRequired, now }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.article ? "Edit Article" : "Add Article"} | ${site.name}` },
  { name: "robots", content: "noindex" },
];

const BACK = {
  news: { to: "/admin-portal/news", label: "Back to News" },
  dashboard: { to: "/admin-dashboard", label: "Back to Article Management" },
};

export default function ArticleEditorPage({ loaderData }: Route.ComponentProps) {
  const { user, from, article, revisions, preview, approvalRequired, now } = loaderData;
  const back = BACK[from];
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={user} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
        <Link to={back.to} className={buttonClass("outline", "sm")}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {back.label}
        </Link>
        <h1 className="mt-6 font-serif text-3xl font-bold tracking-tight text-brand-900">
          {article ? "Edit Article" : "Add Article"}
        </h1>
        <ArticleEditor
          article={article}
          revisions={revisions}
          preview={preview}
          texts={EDITOR_TEXTS[from]}
          user={user}
          approvalRequired={approvalRequired}
          now={now}
        />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-brand-900">Article Not Found</h1>
        <p className="mt-4 text-slate-700">There is no article at this address. It may have been deleted.</p>
        <Link to="/admin-portal/news" className={`${buttonClass("primary")} mt-8`}>
          Back to News
        </Link>
      </main>
    );
  }
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <AccessRestricted
      message={`The article editor is for ${site.name} staff. Investors use the Partner Portal.`}
      goTo={{ to: "/partner-portal", label: "Go to the Partner Portal" }}
    />
  );
}

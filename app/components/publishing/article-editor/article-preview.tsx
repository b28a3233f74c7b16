import { ArticleBody, ArticleHeader } from "#app/components/publishing/articles/article-view.tsx";
import { isSafeLink } from "#domain/fields.ts";
import type { EditorValues } from "./editor-values";
import { usePreview } from "./use-preview";
import type { ArticlePreview as Rendered } from "#domain/article-revision.ts";

/**
 * The article as /article/:slug will show it: the page's own header and body components around
 * the HTML the server renders with the page's Markdown function.
 */
export function ArticlePreview({
  values,
  createdAt,
  initial,
}: {
  values: EditorValues;
  createdAt: string;
  initial: Rendered | null;
}) {
  const { preview, state } = usePreview(values.content, initial);
  return (
    <section aria-labelledby="preview-heading" className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="preview-heading" className="text-lg font-semibold text-brand-900">
          Preview
        </h2>
        <p role="status" className="text-sm text-slate-600">
          {state === "updating" ? "Updating preview…" : state === "failed" ? "The preview could not be updated." : ""}
        </p>
      </div>
      <div
        data-testid="article-preview"
        className="mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white pb-8 wrap-anywhere"
      >
        <article aria-label="Article preview">
          <ArticleHeader
            titleAs="h2"
            category={values.category}
            title={values.title || "Untitled article"}
            createdAt={createdAt}
            readingMinutes={preview?.readingMinutes ?? 1}
          />
          <ArticleBody
            // Only an address the article may have (the schema's rule), never what is half-typed.
            imageUrl={isSafeLink(values.imageUrl.trim()) ? values.imageUrl.trim() : null}
            description={values.description}
            html={preview?.html ?? ""}
          />
        </article>
      </div>
    </section>
  );
}

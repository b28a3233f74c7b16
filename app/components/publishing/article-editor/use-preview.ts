import { useEffect, useRef, useState } from "react";
import type { ArticlePreview } from "#domain/article-revision.ts";
import type { articleApi } from "#domain/api/articles.ts";
import { api } from "#app/lib/api-client.ts";

/** The pause in typing before the preview is rendered again. */
const PREVIEW_DELAY_MS = 400;

/**
 * The body as the public page will show it, rendered by the server (POST
 * /api/admin/articles/preview: the page's own Markdown function), again after each pause in typing.
 * An answer that arrives after a newer request was sent is dropped.
 */
export function usePreview(content: string, initial: ArticlePreview | null) {
  const [preview, setPreview] = useState<ArticlePreview | null>(initial);
  const [state, setState] = useState<"ready" | "updating" | "failed">("ready");
  const latest = useRef(0);
  const rendered = useRef(initial ? content : null);

  useEffect(() => {
    if (rendered.current === content) return;
    const request = ++latest.current;
    setState("updating");
    const timer = setTimeout(() => {
      // Not data loading but a render of what is being typed, sent as JSON to the API (an article
      // is larger than a page form post may be): the one call allowed in an effect (decision 0054).
      // eslint-disable-next-line no-restricted-syntax
      api.post<typeof articleApi.preview>("/api/admin/articles/preview", { content }).then(
        (result) => {
          if (request !== latest.current) return;
          rendered.current = content;
          setPreview(result);
          setState("ready");
        },
        () => request === latest.current && setState("failed"),
      );
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content]);

  return { preview, state };
}

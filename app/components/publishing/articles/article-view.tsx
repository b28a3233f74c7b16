import type { ReactNode } from "react";
import { COVER_IMAGE_SIZES, ResponsiveImage } from "#app/components/site/responsive-image.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatDate } from "#domain/format.ts";

/** The byline every article carries (the firm's research team, not a person). */
export const BYLINE = "EdFutures Research Team";

/**
 * The article page's header (category, title, date, byline, reading time): one definition for
 * the public page (/article/:slug) and the editor's preview, so the preview is what will be shown.
 */
export function ArticleHeader({
  category,
  title,
  createdAt,
  readingMinutes,
  titleAs: Title = "h1",
  backLink,
}: {
  category: string;
  title: string;
  createdAt: string;
  readingMinutes: number;
  /** h1 on the page; the preview sits under the editor's own h1. */
  titleAs?: "h1" | "h2";
  backLink?: ReactNode;
}) {
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 sm:px-6">
        {backLink}
        <div className="mt-6">
          <Badge tone="gold">{category}</Badge>
        </div>
        <Title className="mt-4 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{title}</Title>
        <p className="mt-4 text-sm text-brand-100">
          <time dateTime={createdAt}>{formatDate(createdAt)}</time>
          <span aria-hidden="true"> · </span>
          By {BYLINE}
          <span aria-hidden="true"> · </span>
          {`${readingMinutes} min read`}
        </p>
      </div>
    </header>
  );
}

/**
 * The article's image, description and body. `html` is the sanitized HTML of
 * server/features/publishing/markdown.ts (never anything else): the page's loader and the preview call
 * both make it with that one function.
 */
export function ArticleBody({
  imageUrl,
  description,
  html,
  children,
}: {
  imageUrl: string | null;
  description: string;
  html: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 sm:px-6">
      {imageUrl ? (
        <ResponsiveImage
          src={imageUrl}
          alt=""
          sizes={COVER_IMAGE_SIZES}
          width={1200}
          height={630}
          // The cover is the page's largest image, near the top: load it first, not lazily.
          loading="eager"
          fetchPriority="high"
          className="mt-8 aspect-[1200/630] w-full rounded-xl object-cover shadow-sm"
        />
      ) : null}
      <p className="mt-8 text-xl leading-8 text-slate-700">{description}</p>
      {/* Sanitized against an allow-list on the server (server/features/publishing/markdown.ts). */}
      <div className="article-body mt-6" dangerouslySetInnerHTML={{ __html: html }} />
      {children}
    </div>
  );
}

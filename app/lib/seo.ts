import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site.ts";
import { DEFAULT_SOCIAL_IMAGE } from "#domain/site-pages.ts";
import { mediaSocialImage } from "#domain/media-urls.ts";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/news"; made absolute with the site's base URL. */
  path: string;
  baseUrl: string;
  image?: string | null;
  type?: "website" | "article";
  publishedTime?: string;
}

/** Title, description, canonical link, Open Graph and Twitter card tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.path === "/" ? input.title : `${input.title} | ${site.name}`;
  const url = new URL(input.path, input.baseUrl).toString();
  const image = new URL(input.image ?? DEFAULT_SOCIAL_IMAGE, input.baseUrl).toString();
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.publishedTime) tags.push({ property: "article:published_time", content: input.publishedTime });
  return tags;
}

/** The base URL the root loader exposes, read from the route matches inside a meta function. */
export function baseUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { baseUrl?: string } | undefined;
  return root?.baseUrl ?? "http://localhost:3000";
}

/** An article page's tags: its SEO fields, or the title, description and cover image standing in. */
/**
 * The image an article shares on social networks: its own sharing image, else its cover (a
 * library cover's 1200×630 JPEG made for social cards; any other cover as it is).
 */
export function articleSocialImage(article: { imageUrl: string | null; socialImageUrl: string | null }): string | null {
  if (article.socialImageUrl) return article.socialImageUrl;
  return article.imageUrl ? (mediaSocialImage(article.imageUrl) ?? article.imageUrl) : null;
}

export function articlePageMeta(
  article: {
    title: string;
    description: string;
    imageUrl: string | null;
    metaTitle: string | null;
    metaDescription: string | null;
    socialImageUrl: string | null;
    firstPublishedAt: string | null;
    createdAt: string;
  },
  path: string,
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): MetaDescriptor[] {
  return pageMeta({
    title: article.metaTitle ?? article.title,
    description: article.metaDescription ?? article.description,
    path,
    baseUrl: baseUrlFrom(matches),
    image: articleSocialImage(article),
    type: "article",
    publishedTime: article.firstPublishedAt ?? article.createdAt,
  });
}

/** The schema.org Article of an article page (JSON-LD), with its absolute URLs. */
export function articleJsonLd(input: {
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.headline,
    description: input.description,
    image: [input.image],
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    author: { "@type": "Organization", name: input.author },
    publisher: {
      "@type": "Organization",
      name: site.legalName,
      logo: { "@type": "ImageObject", url: new URL("/favicon.svg", input.url).toString() },
    },
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<", ">", "&" and the line separators escaped
 * as \u sequences (still the same JSON), so no text of an article can close the script element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

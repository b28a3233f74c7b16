import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

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
  const image = new URL(input.image ?? "/images/og-default.png", input.baseUrl).toString();
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

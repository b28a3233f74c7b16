import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parseMediaUrl, type MediaDimensions } from "#domain/media.ts";

/**
 * What an article body may contain once rendered: GitHub-flavoured Markdown's elements and
 * nothing else. Raw HTML in the Markdown is dropped before this (remark-rehype without
 * allowDangerousHtml); this allow-list is the second wall, and the only one a future change to the
 * pipeline cannot quietly remove.
 */
const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "em",
  "del",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "input",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "sup",
  "section",
];

const schema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: ALLOWED_TAGS,
  attributes: {
    a: ["href", "title", "id", ["dataFootnoteRef"], ["dataFootnoteBackref"], "ariaDescribedBy", "ariaLabel"],
    img: ["src", "alt", "title", "width", "height"],
    th: [["align", "left", "center", "right"]],
    td: [["align", "left", "center", "right"]],
    code: [["className", /^language-[\w-]+$/]],
    input: [["type", "checkbox"], ["disabled", true], "checked"],
    li: ["id", ["className", "task-list-item"]],
    ul: [["className", "contains-task-list"]],
    ol: ["start"],
    section: [["dataFootnotes"], ["className", "footnotes"]],
    h2: ["id"],
    sup: [],
  },
  // Links: the web and e-mail; images: the web only. A path on this site has no protocol and passes.
  protocols: { href: ["http", "https", "mailto"], src: ["https", "http"] },
  // The only ids in the tree are the footnotes' own, which remark-rehype prefixes "user-content-"
  // (Markdown cannot set an id); heading ids are added after sanitizing (rehype-slug, below).
  clobber: [],
  required: { input: { type: "checkbox", disabled: true } },
  strip: ["script", "style"],
};

/** The page's title is its only h1: a "# " heading in the body becomes an h2. */
function demoteH1() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "h1") node.tagName = "h2";
    });
  };
}

/**
 * A table column's alignment (GFM's `:--:`) as `data-align`, which the article styles read: the
 * `align` attribute remark-rehype writes is obsolete in HTML (the Nu Html Checker warns on it).
 */
function alignmentAsData() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if ((node.tagName !== "th" && node.tagName !== "td") || node.properties.align === undefined) return;
      node.properties.dataAlign = node.properties.align;
      delete node.properties.align;
    });
  };
}

/** The article column's width on a wide screen (max-w-3xl less its padding), full width below. */
export const ARTICLE_IMAGE_SIZES = "(min-width: 768px) 720px, 100vw";

/**
 * Images from our own media library get their WebP srcset, real width and height (no layout
 * shift) and lazy loading. It runs after sanitizing and only touches an img whose src is a media
 * address of an image that exists (looked up by the caller and passed in the file's data), so
 * nothing an author writes can add these attributes to anything else.
 */
function responsiveMediaImages() {
  return (tree: Root, file: { data: unknown }) => {
    const images = (file.data as { media?: readonly MediaDimensions[] }).media ?? [];
    if (images.length === 0) return;
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "img" || typeof node.properties.src !== "string") return;
      const src = node.properties.src;
      const address = parseMediaUrl(src);
      const image = address && images.find((i) => i.id === address.id && i.path === src.slice(0, src.lastIndexOf("/")));
      if (!image) return;
      node.properties.srcSet = image.widths.map((w) => `${image.path}/${w}.webp ${w}w`).join(", ");
      node.properties.sizes = ARTICLE_IMAGE_SIZES;
      node.properties.width = image.width;
      node.properties.height = image.height;
      node.properties.loading = "lazy";
      node.properties.decoding = "async";
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(demoteH1)
  .use(rehypeSanitize, schema)
  .use(alignmentAsData)
  .use(responsiveMediaImages)
  .use(rehypeSlug)
  .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"] })
  .use(rehypeStringify)
  .freeze();

export interface RenderedMarkdown {
  /** Sanitized HTML, safe to put in a page as it is. */
  html: string;
  /** The sections a reader can jump to: [id, text] of each h2 and h3. */
  headings: Array<{ id: string; text: string; level: 2 | 3 }>;
}

/**
 * Markdown (GFM) to sanitized HTML, with the headings' anchors (the reading time is the database's).
 * `media`: the library images the text refers to (services.media.dimensions of mediaIdsIn(text)),
 * which then get their srcset; without it every image stays a plain img.
 */
export function renderMarkdown(markdown: string, media: readonly MediaDimensions[] = []): RenderedMarkdown {
  // The images travel in the file's data: the processor stays one frozen pipeline for every call.
  const tree = processor.runSync(processor.parse(markdown), { value: markdown, data: { media } }) as Root;
  const headings: RenderedMarkdown["headings"] = [];
  visit(tree, "element", (node: Element) => {
    const id = node.properties.id;
    // The footnotes' label (remark-rehype names it so) is not a section of the text.
    if ((node.tagName === "h2" || node.tagName === "h3") && typeof id === "string" && id !== "footnote-label") {
      headings.push({ id, text: toString(node), level: node.tagName === "h2" ? 2 : 3 });
    }
  });
  return { html: processor.stringify(tree), headings };
}

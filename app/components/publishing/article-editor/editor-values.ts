import { ARTICLE_CATEGORIES, type Article } from "#domain/article.ts";
import type { ArticleRevisionFields } from "#domain/article-revision.ts";

/** The article editor's address: a new article, or one being edited. */
export const editorPath = (id: number | "new") => `/admin-portal/news/${id}`;

/** The editor's fields as the form holds them (strings and booleans, an empty image is ""). */
export interface EditorValues {
  title: string;
  slug: string;
  category: string;
  description: string;
  content: string;
  imageUrl: string;
  published: boolean;
  featured: boolean;
  metaTitle: string;
  metaDescription: string;
  socialImageUrl: string;
}

export const FIELD_ORDER = [
  "title",
  "slug",
  "category",
  "description",
  "content",
  "imageUrl",
  "published",
  "featured",
  "metaTitle",
  "metaDescription",
  "socialImageUrl",
] as const;

/** How each field is named on screen (the save status and the revisions say which changed). */
export const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  slug: "Slug",
  category: "Category",
  description: "Description",
  content: "Content",
  imageUrl: "Image URL",
  published: "Published",
  featured: "Featured",
  metaTitle: "Meta title",
  metaDescription: "Meta description",
  socialImageUrl: "Social sharing image",
};

/**
 * A new article starts as a draft in the first category: a draft autosaves once it has a title,
 * a slug and some content, and the category is required for that.
 */
export function valuesOf(article: Article | ArticleRevisionFields | null): EditorValues {
  if (!article) {
    return {
      title: "",
      slug: "",
      category: ARTICLE_CATEGORIES[0],
      description: "",
      content: "",
      imageUrl: "",
      published: false,
      featured: false,
      metaTitle: "",
      metaDescription: "",
      socialImageUrl: "",
    };
  }
  return {
    title: article.title,
    slug: article.slug,
    category: article.category,
    description: article.description,
    content: article.content,
    imageUrl: article.imageUrl ?? "",
    published: article.published,
    featured: article.featured,
    // Revisions saved before the SEO fields existed have none.
    metaTitle: article.metaTitle ?? "",
    metaDescription: article.metaDescription ?? "",
    socialImageUrl: article.socialImageUrl ?? "",
  };
}

/** The body of POST /api/news and PUT /api/news/:id; an empty image URL is sent as null. */
export function toPayload(values: EditorValues) {
  return {
    title: values.title,
    slug: values.slug.trim(),
    category: values.category,
    description: values.description,
    content: values.content,
    imageUrl: values.imageUrl.trim() === "" ? null : values.imageUrl.trim(),
    published: values.published,
    featured: values.featured,
    // Empty SEO fields fall back to the title, the description and the cover (null = the default).
    metaTitle: values.metaTitle.trim() === "" ? null : values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim() === "" ? null : values.metaDescription.trim(),
    socialImageUrl: values.socialImageUrl.trim() === "" ? null : values.socialImageUrl.trim(),
  };
}

export const sameValues = (a: EditorValues, b: EditorValues) => FIELD_ORDER.every((field) => a[field] === b[field]);

/** "2026 Outlook: Private Markets!" → "2026-outlook-private-markets" (the slug pattern). */
export function slugify(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 255)
    .replace(/-+$/g, "");
}

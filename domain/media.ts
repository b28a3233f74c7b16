// zod/mini: the alt text is checked alike in the library's forms and by the API.
import * as z from "zod/mini";
import { requiredText } from "./fields.ts";

export * from "./media-urls.ts";

/**
 * The media library's images (docs/decisions/0033-media-library.md): what is stored, the widths
 * made of each, and the stable public addresses they are served at.
 */

/** The largest image staff may upload. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_CONTENT_TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;
export type ImageFormat = keyof typeof IMAGE_CONTENT_TYPES;
export const ACCEPTED_IMAGE_TYPES = Object.values(IMAGE_CONTENT_TYPES).join(",");

export const mediaAltSchema = z.object({ alt: requiredText("Alt text", 500) });

/** One stored rendition of an image, served at /media/<id>-<hash8>/<file>. */
export interface MediaVariant {
  /** "640.webp", "1920.jpg", "og.jpg". */
  file: string;
  width: number;
  height: number;
  contentType: string;
  bytes: number;
}

/** Where an image is used (it cannot be deleted while it is). */
export interface MediaUsage {
  kind: "article-cover" | "article-body";
  id: number;
  title: string;
}

/** One image of GET /api/media. */
export interface MediaAsset {
  id: number;
  /** The address to put in an article (cover URL or Markdown): the largest fallback rendition. */
  url: string;
  /** A small WebP for lists. */
  thumbnailUrl: string;
  alt: string;
  originalName: string;
  contentType: string;
  width: number;
  height: number;
  /** The uploaded original's size and SHA-256 (hex). */
  byteSize: number;
  sha256: string;
  variants: MediaVariant[];
  usedBy: MediaUsage[];
  createdAt: string;
}

/** What a page needs of an image to give it a srcset: its address, size and WebP widths. */
export interface MediaDimensions {
  id: number;
  /** "/media/<id>-<hash8>". */
  path: string;
  width: number;
  height: number;
  widths: number[];
}

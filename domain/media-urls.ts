// No Zod here: the public pages' image component imports this (decision 0018's JavaScript budgets).

/** The widths made of every image (never wider than the original: no upscaling). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** The social card (og:image) every image also gets: cropped to fill, as JPEG. */
export const SOCIAL_IMAGE = { width: 1200, height: 630, file: "og.jpg" } as const;

/** The widths made of an image `width` pixels wide: the standard ones below it, and its own (capped). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]);
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

/** The fallback format of an image: PNG keeps transparency, anything else becomes JPEG. */
export const fallbackExtension = (hasAlpha: boolean) => (hasAlpha ? "png" : "jpg");

export const mediaPath = (id: number, sha256: string) => `/media/${id}-${sha256.slice(0, 8)}`;

const MEDIA_URL = /^\/media\/([1-9]\d{0,9})-([0-9a-f]{8})\/([1-9]\d{0,3})\.(jpg|png)$/;

/** A media library address as the library hands it out (/media/12-ab12cd34/1920.jpg), or null. */
export function parseMediaUrl(url: string) {
  const match = MEDIA_URL.exec(url);
  if (!match) return null;
  return { id: Number(match[1]), hash8: match[2], largestWidth: Number(match[3]), extension: match[4] };
}

/** The id of the image a URL or Markdown text refers to, for each /media/<id>- address in it. */
export function mediaIdsIn(text: string): number[] {
  return [...new Set([...text.matchAll(/\/media\/([1-9]\d{0,9})-[0-9a-f]{8}\//g)].map((m) => Number(m[1])))];
}

/**
 * The WebP srcset of a media library address (derived from the address alone: the widths are a
 * function of the largest one in it), or null for any other URL.
 */
export function mediaSrcSet(url: string): string | null {
  const parsed = parseMediaUrl(url);
  if (!parsed) return null;
  const base = url.slice(0, url.lastIndexOf("/"));
  return variantWidths(parsed.largestWidth)
    .map((w) => `${base}/${w}.webp ${w}w`)
    .join(", ");
}

/** The 1200×630 JPEG social card of a media library address, or null for any other URL. */
export function mediaSocialImage(url: string): string | null {
  if (!parseMediaUrl(url)) return null;
  return `${url.slice(0, url.lastIndexOf("/"))}/${SOCIAL_IMAGE.file}`;
}

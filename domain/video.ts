import * as z from "zod/mini";
import { requiredEnum, requiredText, safeLink } from "./fields.ts";
import { pageQuerySchema } from "./paging.ts";

export const VIDEO_CATEGORIES = [
  "Investment Tutorials",
  "Market Analysis",
  "Platform Guides",
  "Educational Content",
  "Fund Updates",
] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** "m:ss", "mm:ss" or "h:mm:ss" (e.g. 8:45, 12:30, 1:02:30). */
export const DURATION_PATTERN = /^(?:[1-9]\d?:[0-5]\d|[0-5]?\d):[0-5]\d$/;

/**
 * Players the pages' Content-Security-Policy frame-src allows (server/platform/http/security-headers.ts):
 * host and the path every embed URL must start with.
 */
export const VIDEO_EMBED_HOSTS: ReadonlyArray<{ host: string; pathPrefix: string }> = [
  { host: "www.youtube-nocookie.com", pathPrefix: "/embed/" },
  { host: "www.youtube.com", pathPrefix: "/embed/" },
  { host: "player.vimeo.com", pathPrefix: "/video/" },
];

export function isAllowedEmbedUrl(value: string) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  return VIDEO_EMBED_HOSTS.some(
    ({ host, pathPrefix }) =>
      url.hostname === host && url.pathname.startsWith(pathPrefix) && url.pathname.length > pathPrefix.length,
  );
}

const uploadDateField = z.optional(
  z.pipe(
    z.union([z.literal(""), z.iso.date()], { error: "Upload date must be a date (YYYY-MM-DD)" }),
    z.transform((v) => (v === "" ? undefined : v)),
  ),
);

/**
 * The fields every video has, whatever plays it; uploadDate omitted: today on create, unchanged
 * on update (always stored, never null).
 */
export const videoDetailsSchema = z.object({
  title: requiredText("Title", 255),
  description: requiredText("Description", 10_000),
  category: requiredEnum(VIDEO_CATEGORIES, "Category"),
  thumbnail: safeLink("Thumbnail"),
  uploadDate: uploadDateField,
});
export type VideoDetails = z.output<typeof videoDetailsSchema>;

/** Create and update (PUT) body of an embedded video: the details, its duration and player link. */
export const videoInputSchema = z.object({
  ...videoDetailsSchema.shape,
  duration: requiredText("Duration", 20).check(z.regex(DURATION_PATTERN, "Duration must look like 12:30 or 1:02:30")),
  embedUrl: requiredText("Embed URL", 500).check(
    z.refine(
      isAllowedEmbedUrl,
      "Embed URL must be an https player link: https://www.youtube-nocookie.com/embed/…, https://www.youtube.com/embed/… or https://player.vimeo.com/video/…",
    ),
  ),
});
export type VideoInput = z.input<typeof videoInputSchema>;
export type VideoData = z.output<typeof videoInputSchema>;

/**
 * Video files staff may upload (checked by their bytes), and the largest: 100 MB, the most one upload
 * may carry (server/platform/http/uploads.ts); files are held in memory and the database, so short clips only.
 */
export const VIDEO_FILE_TYPES = ["video/mp4", "video/webm"] as const;
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

/** Path a video file is served at (signed-in users, with Range support). */
export const videoFilePath = (video: { id: number; contentType: string | null }) =>
  `/api/videos/${video.id}/file.${video.contentType === "video/webm" ? "webm" : "mp4"}`;

export interface Video {
  id: number;
  title: string;
  description: string;
  category: string;
  duration: string;
  thumbnail: string;
  /** The player link of an embedded video; null for an uploaded file. */
  embedUrl: string | null;
  /** The uploaded file's path (videoFilePath) and type; null for an embedded video. */
  fileUrl: string | null;
  contentType: string | null;
  byteSize: number | null;
  uploadDate: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The page where an embedded video can be watched at its source (YouTube or Vimeo), for when the
 * embedded player cannot load; null for a link that is not an allowed player.
 */
export function watchUrlOf(embedUrl: string): string | null {
  if (!isAllowedEmbedUrl(embedUrl)) return null;
  const url = new URL(embedUrl);
  const id = url.pathname.split("/")[2] ?? "";
  if (url.hostname === "player.vimeo.com") return `https://vimeo.com/${encodeURIComponent(id)}`;
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

/** "YouTube" or "Vimeo": where watchUrlOf leads. */
export const videoHostName = (embedUrl: string) =>
  embedUrl.startsWith("https://player.vimeo.com/") ? "Vimeo" : "YouTube";

/** The Videos tab's orders (decision 0039): upload date (the default, newest first) or title. */
export const VIDEO_SORTS = ["uploaded", "title"] as const;
/** GET /api/videos/page and the Videos tab: paged, searched (?q= title), sorted. */
export const videoPageQuerySchema = pageQuerySchema(VIDEO_SORTS, {});

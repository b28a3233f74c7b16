import * as z from "zod/mini";
import { requiredEnum, requiredText, safeLink } from "./fields.ts";

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
 * Players the pages' Content-Security-Policy frame-src allows (server/http/security-headers.ts):
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

/** Create and update (PUT) body of a video; uploadDate omitted: today on create, unchanged on update. */
export const videoInputSchema = z.object({
  title: requiredText("Title", 255),
  description: requiredText("Description", 10_000),
  category: requiredEnum(VIDEO_CATEGORIES, "Category"),
  duration: requiredText("Duration", 20).check(z.regex(DURATION_PATTERN, "Duration must look like 12:30 or 1:02:30")),
  thumbnail: safeLink("Thumbnail"),
  embedUrl: requiredText("Embed URL", 500).check(
    z.refine(
      isAllowedEmbedUrl,
      "Embed URL must be an https player link: https://www.youtube-nocookie.com/embed/…, https://www.youtube.com/embed/… or https://player.vimeo.com/video/…",
    ),
  ),
  // Always stored (not null): "" or omitted means today on create and unchanged on update.
  uploadDate: z.optional(
    z.pipe(
      z.union([z.literal(""), z.iso.date()], { error: "Upload date must be a date (YYYY-MM-DD)" }),
      z.transform((v) => (v === "" ? undefined : v)),
    ),
  ),
});
export type VideoInput = z.input<typeof videoInputSchema>;
export type VideoData = z.output<typeof videoInputSchema>;

export interface Video {
  id: number;
  title: string;
  description: string;
  category: string;
  duration: string;
  thumbnail: string;
  embedUrl: string;
  uploadDate: string;
  createdAt: string;
  updatedAt: string;
}

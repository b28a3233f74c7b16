import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "#server/platform/repo-root.ts";
import type { SnapshotImage } from "#domain/publishing.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

/** The site's own static files (served at /): the images a site path names. */
export const PUBLIC_DIR = path.join(REPO_ROOT, "public");

/**
 * Another source of our images (e.g. the media library's stored files): the bytes of a site path,
 * or null when the path is not one of its own. Tried before the public folder. It reads through
 * the publication's own transaction (on PGlite, one connection: a read beside it would wait forever).
 */
export type SiteImageReader = (sitePath: string, executor: Database | Transaction) => Promise<Buffer | null>;

export const EXTERNAL_NOTE = "External image: its bytes are not ours, so no hash was taken.";
export const MISSING_NOTE = "No file of this site answers this path, so no hash was taken.";

/**
 * The image the public saw, with the SHA-256 of its bytes when it is ours (a path on this site),
 * so a record can prove later which picture was shown. External URLs are recorded, not fetched:
 * their owner may change them at any time, and a record says so rather than hash a guess.
 */
export async function hashImage(
  url: string,
  options: { publicDir?: string; readers?: readonly SiteImageReader[]; executor?: Database | Transaction } = {},
): Promise<SnapshotImage> {
  if (!url.startsWith("/") || url.startsWith("//")) return { url, sha256: null, note: EXTERNAL_NOTE };
  const sitePath = url.split(/[?#]/)[0];
  for (const read of options.readers ?? []) {
    if (!options.executor) break;
    const bytes = await read(sitePath, options.executor);
    if (bytes) return { url, sha256: sha256(bytes), note: null };
  }
  const root = path.resolve(options.publicDir ?? PUBLIC_DIR);
  let file: string;
  try {
    file = path.resolve(root, `.${decodeURIComponent(sitePath)}`);
  } catch {
    return { url, sha256: null, note: MISSING_NOTE };
  }
  // A path that leaves the public folder ("/../…") is not one of the site's files.
  if (!file.startsWith(root + path.sep)) return { url, sha256: null, note: MISSING_NOTE };
  try {
    return { url, sha256: sha256(await readFile(file)), note: null };
  } catch {
    return { url, sha256: null, note: MISSING_NOTE };
  }
}

export const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

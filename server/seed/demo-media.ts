import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { eq, like, sql } from "drizzle-orm";
import sharp from "sharp";
import type { AppServices } from "#server/registry.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { mediaAssets } from "#server/platform/db/schema/media-assets.ts";

const COVERS = fileURLToPath(new URL("../../public/images/articles/", import.meta.url));
const SVG_COVER = /^\/images\/articles\/([a-z0-9-]+)\.svg$/;
/** Wide enough for the article page on a large screen, and for srcset to have five widths to offer. */
const DEMO_WIDTH = 1600;

/**
 * The demo articles' covers as media library images (docs/decisions/0033-media-library.md): each
 * SVG illustration in public/images/articles is drawn as a JPEG and uploaded through the library
 * like any staff upload, and the articles are pointed at it, so the demo serves srcset. Idempotent:
 * only articles still pointing at an SVG cover are converted (an image is made once per SVG).
 */
export async function seedDemoCovers(services: AppServices): Promise<number> {
  const pending = await services.db
    .select({ id: articles.id, title: articles.title, imageUrl: articles.imageUrl })
    .from(articles)
    .where(like(articles.imageUrl, "/images/articles/%.svg"));
  const bySvg = new Map<string, Array<{ id: number; title: string }>>();
  for (const article of pending) {
    if (article.imageUrl && SVG_COVER.test(article.imageUrl)) {
      bySvg.set(article.imageUrl, [...(bySvg.get(article.imageUrl) ?? []), article]);
    }
  }
  let converted = 0;
  for (const [svgUrl, users] of bySvg) {
    const name = SVG_COVER.exec(svgUrl)![1];
    const fileName = `${name}.jpg`;
    const [existing] = await services.db
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(eq(mediaAssets.originalName, fileName));
    const asset = existing
      ? await services.media.get(existing.id)
      : await services.media.upload(
          {
            fileName,
            bytes: await sharp(await readFile(`${COVERS}${name}.svg`), { density: (72 * DEMO_WIDTH) / 1200 })
              .jpeg({ quality: 90 })
              .toBuffer(),
          },
          `${users[0].title}: abstract illustration (demo artwork)`,
          null,
        );
    // A new address for the same picture is no edit of the article: its updated time stays.
    await services.db
      .update(articles)
      .set({ imageUrl: asset.url, updatedAt: sql`${articles.updatedAt}` })
      .where(eq(articles.imageUrl, svgUrl));
    converted += users.length;
  }
  if (converted > 0) services.cache.invalidate();
  return converted;
}

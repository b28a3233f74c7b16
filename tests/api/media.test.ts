import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, type MediaAsset } from "#domain/media.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { mediaAssets } from "#server/platform/db/schema/media-assets.ts";
import { seedDemoContent } from "#server/seed.ts";
import { demoArticles } from "#server/seed/demo-articles.ts";
import { seedDemoCovers } from "#server/seed/demo-media.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { TEST_ORIGIN } from "./auth-helpers.ts";
import { multipartBody, type Part } from "./multipart-body.ts";
import { asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

/** A real photo-like image: a gradient with noise (so it compresses like a photo, not a flat colour). */
async function image(
  format: "jpeg" | "png" | "webp",
  width: number,
  height: number,
  options: { alpha?: boolean } = {},
) {
  const channels = options.alpha ? 4 : 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (x * y) % 256;
      if (options.alpha) raw[i + 3] = x < width / 2 ? 255 : 64;
    }
  }
  const pipeline = sharp(raw, { raw: { width, height, channels } });
  // EXIF with a camera and GPS-like comment, to prove the renditions drop it.
  const withExif = pipeline.withExif({ IFD0: { Make: "TestCam", ImageDescription: "GPS 51.5N 0.1W" } });
  return format === "jpeg"
    ? withExif.jpeg().toBuffer()
    : format === "png"
      ? withExif.png().toBuffer()
      : withExif.webp().toBuffer();
}

const ALT = "Students at work in a training centre";

describe.each(testDatabases)("media library API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  const upload = (cookie: string, parts: Part[]) => {
    const { body, contentType } = multipartBody(parts);
    return t.app.inject({
      method: "POST",
      url: "/api/media",
      headers: { origin: TEST_ORIGIN, cookie, "content-type": contentType },
      payload: body,
    });
  };
  const file = (bytes: Buffer, fileName: string, type = "image/jpeg"): Part => ({
    name: "file",
    fileName,
    bytes,
    type,
  });
  const alt = (value = ALT): Part => ({ name: "alt", value });
  const count = async (table: typeof storedFiles | typeof mediaAssets) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

  it("is staff-only: list, upload, alt text and delete answer 401/403 to others; the files are public", async () => {
    await expectStaffOnly(t, [
      ["GET", "/api/media"],
      ["GET", "/api/media/1"],
      ["POST", "/api/media", {}],
      ["PATCH", "/api/media/1", { alt: ALT }],
      ["DELETE", "/api/media/1"],
    ]);
    expect(await count(mediaAssets)).toBe(0);
  });

  for (const [format, type, fallback] of [
    ["jpeg", "image/jpeg", "jpg"],
    ["png", "image/png", "jpg"],
    ["webp", "image/webp", "jpg"],
  ] as const) {
    it(`stores a ${format} upload with WebP renditions at each width up to its own, a ${fallback} fallback and a social card`, async () => {
      const { api, cookie } = await asAdmin(t);
      const bytes = await image(format, 1000, 600);
      if (format === "jpeg") expect((await sharp(bytes).metadata()).exif, "the upload carries EXIF").toBeDefined();
      const res = await upload(cookie, [alt(), file(bytes, `photo.${format}`, type)]);
      expect(res.statusCode, res.body).toBe(201);
      const asset = res.json() as MediaAsset;
      expect(asset).toMatchObject({ alt: ALT, width: 1000, height: 600, byteSize: bytes.length, contentType: type });
      expect(asset.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(asset.url).toBe(`/media/${asset.id}-${asset.sha256.slice(0, 8)}/1000.${fallback}`);
      expect(asset.variants.map((v) => v.file)).toEqual([
        "320.webp",
        "640.webp",
        "960.webp",
        "1000.webp",
        `1000.${fallback}`,
        "og.jpg",
      ]);
      // Each rendition read back with sharp: its format and its real dimensions, without EXIF.
      for (const variant of asset.variants) {
        const served = await t.app.inject({
          method: "GET",
          url: `/media/${asset.id}-${asset.sha256.slice(0, 8)}/${variant.file}`,
        });
        expect(served.statusCode).toBe(200);
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.width, meta.height], variant.file).toEqual([variant.width, variant.height]);
        expect(meta.exif, `${variant.file} keeps no EXIF`).toBeUndefined();
        expect(meta.format).toBe(variant.file.endsWith(".webp") ? "webp" : "jpeg");
        expect(served.headers["content-type"]).toBe(variant.contentType);
        expect(served.rawPayload.length).toBe(variant.bytes);
      }
      const og = asset.variants.find((v) => v.file === "og.jpg")!;
      expect([og.width, og.height]).toEqual([1200, 630]);
      expect(asset.variants.find((v) => v.file === "640.webp")).toMatchObject({ width: 640, height: 384 });
      // The original and seven renditions, in the database with the row.
      expect(await count(storedFiles)).toBe(7);
      expect((await api.get("/api/media")).json()).toMatchObject([{ id: asset.id, usedBy: [] }]);
      const audit = (await auditRows(t)).filter((r) => r.entityType === "media");
      expect(audit.map((r) => r.action)).toEqual(["media.uploaded"]);
    });
  }

  it("keeps transparency: a PNG with alpha falls back to PNG; a wide one is capped at 1920 (never upscaled)", async () => {
    const { cookie } = await asAdmin(t);
    const transparent = (
      await upload(cookie, [alt(), file(await image("png", 400, 300, { alpha: true }), "logo.png", "image/png")])
    ).json();
    expect(transparent.url).toMatch(/\/400\.png$/);
    expect(transparent.variants.map((v: { file: string }) => v.file)).toEqual([
      "320.webp",
      "400.webp",
      "400.png",
      "og.jpg",
    ]);
    const wide = (await upload(cookie, [alt(), file(await image("jpeg", 2400, 1200), "wide.jpg")])).json();
    expect(
      wide.variants.filter((v: { file: string }) => v.file.endsWith(".webp")).map((v: { width: number }) => v.width),
    ).toEqual([320, 640, 960, 1280, 1920]);
    expect(wide.url).toMatch(/\/1920\.jpg$/);
  });

  it("refuses by the bytes, not the name: text named .jpg, a PDF, an SVG, a damaged JPEG; nothing is stored", async () => {
    const { cookie } = await asAdmin(t);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const [bytes, name, type] of [
      [Buffer.from("just some text, honest"), "photo.jpg", "image/jpeg"],
      [await renderPdf({ title: "Report", lines: ["Not an image"] }), "report.jpg", "image/jpeg"],
      [svg, "drawing.svg", "image/svg+xml"],
    ] as const) {
      const res = await upload(cookie, [alt(), file(bytes, name, type)]);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.fieldErrors.file[0]).toContain("is not a JPEG, PNG or WebP image");
    }
    const jpeg = await image("jpeg", 800, 600);
    const damaged = await upload(cookie, [alt(), file(jpeg.subarray(0, Math.floor(jpeg.length / 2)), "cut.jpg")]);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().error.fieldErrors.file[0]).toMatch(/damaged/);
    expect(await count(storedFiles)).toBe(0);
    expect(await count(mediaAssets)).toBe(0);
  });

  it("refuses an image over 10 MB (413) and one without alt text (400 naming alt)", async () => {
    const { cookie } = await asAdmin(t);
    const jpeg = await image("jpeg", 64, 64);
    const big = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES + 1 - jpeg.length)]);
    const tooBig = await upload(cookie, [alt(), file(big, "huge.jpg")]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.fieldErrors.file[0]).toContain("larger than 10.0 MB");
    for (const parts of [[file(jpeg, "a.jpg")], [alt("   "), file(jpeg, "a.jpg")]]) {
      const res = await upload(cookie, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors.alt).toEqual(["Alt text is required"]);
    }
    const noFile = await upload(cookie, [alt()]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fieldErrors.file).toBeDefined();
    expect(await count(mediaAssets)).toBe(0);
  });

  it("serves renditions immutable with ETag and nosniff; a wrong hash, file or id is a 404; the original is never served", async () => {
    const { cookie } = await asAdmin(t);
    const asset = (await upload(cookie, [alt(), file(await image("jpeg", 700, 400), "a.jpg")])).json() as MediaAsset;
    const base = `/media/${asset.id}-${asset.sha256.slice(0, 8)}`;
    const res = await t.app.inject({ method: "GET", url: `${base}/640.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers.etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: "GET",
      url: `${base}/640.webp`,
      headers: { "if-none-match": res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const wrongHash = asset.sha256.slice(0, 8) === "00000000" ? "11111111" : "00000000";
    for (const url of [
      `/media/${asset.id}-${wrongHash}/640.webp`,
      `${base}/1280.webp`,
      `${base}/original.jpg`,
      `/media/9999-${asset.sha256.slice(0, 8)}/640.webp`,
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("changes the alt text, and refuses to delete an image an article uses (409 naming it) until it does not", async () => {
    const { api, cookie } = await asAdmin(t);
    const cover = (
      await upload(cookie, [alt(), file(await image("jpeg", 700, 400), "cover.jpg")])
    ).json() as MediaAsset;
    const inline = (
      await upload(cookie, [alt(), file(await image("png", 500, 300), "chart.png", "image/png")])
    ).json() as MediaAsset;
    const renamed = await api.patch(`/api/media/${cover.id}`, { alt: "A new description" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().alt).toBe("A new description");
    expect((await api.patch(`/api/media/${cover.id}`, { alt: "" })).json().error.fieldErrors.alt).toEqual([
      "Alt text is required",
    ]);

    const article = {
      title: "Media in use",
      slug: "media-in-use",
      category: "Company News",
      description: "Uses two images",
      content: `Intro\n\n![A chart](${inline.url})`,
      imageUrl: cover.url,
      published: true,
    };
    const created = await api.post("/api/articles", article);
    expect(created.statusCode).toBe(201);
    const listed = (await api.get("/api/media")).json() as MediaAsset[];
    expect(listed.find((a) => a.id === cover.id)!.usedBy).toEqual([
      { kind: "article-cover", id: created.json().id, title: "Media in use" },
    ]);
    expect(listed.find((a) => a.id === inline.id)!.usedBy).toEqual([
      { kind: "article-body", id: created.json().id, title: "Media in use" },
    ]);

    for (const [asset, where] of [
      [cover, "cover image"],
      [inline, "in its text"],
    ] as const) {
      const refused = await api.delete(`/api/media/${asset.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toContain(`article "Media in use" (${where})`);
    }
    expect(await count(mediaAssets)).toBe(2);

    const updated = await api.put(`/api/articles/${created.json().id}`, {
      ...article,
      imageUrl: null,
      content: "No images now",
    });
    expect(updated.statusCode).toBe(200);
    for (const asset of [cover, inline]) expect((await api.delete(`/api/media/${asset.id}`)).statusCode).toBe(204);
    expect(await count(mediaAssets)).toBe(0);
    expect(await count(storedFiles)).toBe(0);
    expect((await t.app.inject({ method: "GET", url: cover.url })).statusCode).toBe(404);
    const actions = (await auditRows(t)).filter((r) => r.entityType === "media").map((r) => r.action);
    expect(actions).toEqual(["media.uploaded", "media.uploaded", "media.updated", "media.deleted", "media.deleted"]);
  });

  it("demo: the seeded SVG covers become library images the articles point at, once", async () => {
    await seedDemoContent(t.db);
    const covered = demoArticles.filter((a) => a.imageUrl).length;
    expect(await seedDemoCovers(t.services)).toBe(covered);
    const rows = await t.db.select({ imageUrl: articles.imageUrl }).from(articles);
    const urls = rows.map((r) => r.imageUrl).filter((u): u is string => u !== null);
    expect(urls).toHaveLength(covered);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/media\/\d+-[0-9a-f]{8}\/1600\.jpg$/);
      const served = await t.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    }
    const assets = (await t.services.media.list()) as MediaAsset[];
    expect(assets).toHaveLength(new Set(urls).size);
    expect(assets.every((a) => a.usedBy.length > 0 && a.alt.includes("demo artwork"))).toBe(true);
    // Nothing left to convert: a restart changes nothing.
    expect(await seedDemoCovers(t.services)).toBe(0);
    expect(await count(mediaAssets)).toBe(assets.length);
    // The whole demo seed and nine images drawn and encoded: slow on a shared 2-core machine.
  }, 120_000);
});

import path from "node:path";
import { REPO_ROOT } from "#server/platform/repo-root.ts";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PODCAST_ARTWORK } from "#app/content/podcasts.ts";
import { loader } from "./podcast-feed";

type LoaderArgs = Parameters<typeof loader>[0];
const feedOf = async (series: string) =>
  loader({ params: { series }, context: { baseUrl: "https://edfutures.example" } } as unknown as LoaderArgs);

// The feeds' content (stored episodes, channel tags) is tested on a real database in tests/api/podcasts.test.ts.
describe("podcast feed", () => {
  it("ships the artwork: a square RGB PNG from 1400 to 3000 pixels a side", () => {
    const png = readFileSync(path.join(REPO_ROOT, "public", PODCAST_ARTWORK.url));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBe(height);
    expect(width).toBe(PODCAST_ARTWORK.size);
    expect(width).toBeGreaterThanOrEqual(1400);
    expect(width).toBeLessThanOrEqual(3000);
    expect(png[25]).toBe(2); // colour type RGB: no alpha channel
  });

  it("answers 404 for an unknown series", async () => {
    expect((await feedOf("nope")).status).toBe(404);
  });
});

// The private pages' firm-wide lists are kept in memory (decision 0041) and dropped by every write
// of their tables, so a page never shows a list older than the last write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { demoUsers } from "#server/seed/demo-users.ts";
import { videos } from "#server/platform/db/schema/videos.ts";
import { signIn } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const by = { actor: { id: null, username: "firm-lists-test" }, ip: "127.0.0.1" };

describe.each(testDatabases)("firm-wide lists of the private pages ($name)", (database) => {
  let t: TestContext;
  let investor: string;

  beforeAll(async () => {
    t = await startTestApp(database, { web: true, demo: true });
    await t.resetToDemoContent();
    investor = await signIn(t, demoUsers.investor.username, demoUsers.investor.password);
  }, 240_000);
  afterAll(() => t.close());

  const portal = async () => {
    const res = await t.app.inject({ method: "GET", url: "/investment-dashboard", headers: { cookie: investor } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it("reads the lists once, then from memory; a video written through the service shows at once", async () => {
    // The Overview tab shows the videos (the other lists are read by the tabs that show them).
    await portal();
    expect(t.services.firmLists.size).toBe(1);
    const video = await t.services.videos.create(
      {
        title: "Firm list freshness check",
        description: "A video added while the portal's lists are held in memory.",
        category: "Market Analysis",
        thumbnail: "",
      },
      { embed: { embedUrl: "https://www.youtube-nocookie.com/embed/abc123", duration: "3:10" } },
      by,
    );
    // The write cleared the lists: the next page reads them again and shows the new video.
    expect(t.services.firmLists.size).toBe(0);
    expect(await portal()).toContain("Firm list freshness check");

    await t.services.videos.delete(video.id, by);
    expect(await portal()).not.toContain("Firm list freshness check");
  });

  it("a change made behind the services' back is not seen until an invalidation (what NOTIFY carries)", async () => {
    await portal();
    const [first] = await t.db.select().from(videos).limit(1);
    await t.db.update(videos).set({ title: "Renamed behind the cache" }).where(eq(videos.id, first.id));
    expect(await portal()).not.toContain("Renamed behind the cache");
    await t.services.publicCache.invalidate();
    expect(await portal()).toContain("Renamed behind the cache");
  });
});

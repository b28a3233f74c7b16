import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader as feedLoader } from "#app/routes/resources/podcast-feed.ts";
import { MAX_EPISODE_BYTES } from "#domain/podcast.ts";
import { podcastEpisodes } from "#server/platform/db/schema/podcast-episodes.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { videos } from "#server/platform/db/schema/videos.ts";
import { appSettings } from "#server/platform/db/schema/app-settings.ts";
import { seedDemoContent } from "#server/seed.ts";
import { DEMO_MEDIA_KEY } from "#server/seed/demo-recordings.ts";
import { eq } from "drizzle-orm";
import { signedIn } from "./auth-helpers.ts";
import { fixture, sendMultipart, wavFile } from "./multipart-helpers.ts";
import { asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const fields = {
  title: "Rates & Private Markets <Q4>",
  description: "How rate cuts feed through to deal flow.",
  series: "market-insights",
  category: "Market Analysis",
  publishedOn: "2026-11-02",
};
const mp3 = fixture("tone-3s.mp3");
const m4a = fixture("tone-3s.m4a");
const audio = (bytes: Buffer, fileName = "episode.mp3", type = "audio/mpeg") => [
  { field: "audio", fileName, type, bytes },
];

describe.each(testDatabases)("podcast episodes on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  const rows = () => t.db.select().from(podcastEpisodes);
  const files = () => t.db.select({ key: storedFiles.key }).from(storedFiles);
  const upload = async (extra: Record<string, string> = {}, bytes: Buffer = mp3, name = "episode.mp3") => {
    const { cookie } = await asAdmin(t);
    return sendMultipart(t, cookie, "POST", "/api/podcast-episodes", { ...fields, ...extra }, audio(bytes, name));
  };
  const feed = async (series: string) => {
    const res = await feedLoader({
      params: { series },
      context: { services: t.services, baseUrl: "https://edfutures.example" },
    } as unknown as Parameters<typeof feedLoader>[0]);
    return { status: res.status, type: res.headers.get("content-type"), xml: await res.text() };
  };

  it("is staff-only for writes and the list: 401 without a session, 403 for investors and viewers", async () => {
    await expectStaffOnly(t, [
      ["GET", "/api/podcast-episodes"],
      ["POST", "/api/podcast-episodes", fields],
      ["PUT", "/api/podcast-episodes/1", fields],
      ["DELETE", "/api/podcast-episodes/1"],
    ]);
    // Multipart from an investor is refused too, before anything is read or stored.
    const { cookie } = await signedIn(t, "investor");
    const res = await sendMultipart(t, cookie, "POST", "/api/podcast-episodes", fields, audio(mp3));
    expect(res.statusCode).toBe(403);
    expect(await rows()).toEqual([]);
    expect(await files()).toEqual([]);
  });

  it("stores an MP3 and an M4A with the duration, size and type read from the bytes; audits each write", async () => {
    const created = await upload({ durationSeconds: "999" });
    expect(created.statusCode, created.body).toBe(201);
    const episode = created.json();
    expect(episode).toMatchObject({
      ...fields,
      durationSeconds: 3,
      byteSize: mp3.length,
      contentType: "audio/mpeg",
      audioUrl: `/api/podcast-episodes/${episode.id}/audio.mp3`,
    });
    expect(episode).not.toHaveProperty("storageKey");

    const aac = await upload({ title: "AAC", publishedOn: "2026-11-09" }, m4a, "episode.m4a");
    expect(aac.statusCode, aac.body).toBe(201);
    expect(aac.json()).toMatchObject({ durationSeconds: 3, byteSize: m4a.length, contentType: "audio/mp4" });
    expect(aac.json().audioUrl).toMatch(/\/audio\.m4a$/);

    const { api, cookie, user } = await asAdmin(t);
    expect((await api.get("/api/podcast-episodes")).json().map((e: { title: string }) => e.title)).toEqual([
      "AAC",
      fields.title,
    ]);

    // Edit without a file keeps the audio; with one replaces it (and the old file goes).
    const edited = await sendMultipart(t, cookie, "PUT", `/api/podcast-episodes/${episode.id}`, {
      ...fields,
      title: "Edited",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: "Edited", byteSize: mp3.length, contentType: "audio/mpeg" });
    const replaced = await sendMultipart(
      t,
      cookie,
      "PUT",
      `/api/podcast-episodes/${episode.id}`,
      fields,
      audio(m4a, "new.m4a"),
    );
    expect(replaced.json()).toMatchObject({ byteSize: m4a.length, contentType: "audio/mp4" });
    expect(await files()).toHaveLength(2);

    expect((await api.delete(`/api/podcast-episodes/${episode.id}`)).statusCode).toBe(204);
    expect((await api.delete(`/api/podcast-episodes/${episode.id}`)).statusCode).toBe(404);
    expect(await files()).toHaveLength(1);
    const audit = (await auditRows(t)).filter((r) => r.entityType === "podcast_episode");
    expect(audit.map((r) => r.action)).toEqual([
      "podcast_episode.created",
      "podcast_episode.created",
      "podcast_episode.updated",
      "podcast_episode.updated",
      "podcast_episode.deleted",
    ]);
    expect(audit.filter((r) => r.actorUserId === user.id)).toHaveLength(3);
  });

  it("refuses a text file named .mp3, a WAV, an empty and an oversize file, naming the field; stores nothing", async () => {
    const text = await upload({}, Buffer.from("Not audio at all, just text.\n".repeat(100)), "fake.mp3");
    expect(text.statusCode).toBe(415);
    expect(text.json().error.fieldErrors.audio[0]).toMatch(/"fake\.mp3" is not an MP3 or M4A/);

    const wav = await upload({}, wavFile(1), "tone.wav");
    expect(wav.statusCode).toBe(415);
    expect(wav.json().error.fieldErrors).toHaveProperty("audio");

    const empty = await upload({}, Buffer.alloc(0), "empty.mp3");
    expect(empty.statusCode).toBe(400);

    // An MP3 header on garbage: the sniff passes, but no duration can be read from it.
    const truncated = await upload({}, mp3.subarray(0, 40), "cut.mp3");
    expect(truncated.statusCode).toBe(415);

    const big = await upload({}, Buffer.concat([mp3, Buffer.alloc(MAX_EPISODE_BYTES)]), "huge.mp3");
    expect(big.statusCode).toBe(413);
    expect(big.json().error.fieldErrors.audio[0]).toBe("The file is larger than 100.0 MB");

    const { cookie } = await asAdmin(t);
    const noFile = await sendMultipart(t, cookie, "POST", "/api/podcast-episodes", fields);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fieldErrors).toHaveProperty("audio");
    const badFields = await upload({ series: "nope", publishedOn: "soon" });
    expect(badFields.statusCode).toBe(400);
    expect(Object.keys(badFields.json().error.fieldErrors).sort()).toEqual(["publishedOn", "series"]);

    expect(await rows()).toEqual([]);
    expect(await files()).toEqual([]);
  });

  it("serves the audio to anyone with ranges (206, 416), an ETag and its type", async () => {
    const { id } = (await upload()).json();
    const url = `/api/podcast-episodes/${id}/audio.mp3`;
    const whole = await t.app.inject({ method: "GET", url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("audio/mpeg");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(Number(whole.headers["content-length"])).toBe(mp3.length);
    expect(whole.rawPayload.equals(mp3)).toBe(true);
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    // HEAD: the size and type players probe for, without the bytes.
    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(mp3.length);
    expect(head.rawPayload.length).toBe(0);

    const part = await t.app.inject({ method: "GET", url, headers: { range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${mp3.length}`);
    expect(part.rawPayload.equals(mp3.subarray(100, 200))).toBe(true);
    const open = await t.app.inject({ method: "GET", url, headers: { range: `bytes=${mp3.length - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(mp3.subarray(mp3.length - 10))).toBe(true);
    const suffix = await t.app.inject({ method: "GET", url, headers: { range: "bytes=-5" } });
    expect(suffix.headers["content-range"]).toBe(`bytes ${mp3.length - 5}-${mp3.length - 1}/${mp3.length}`);

    const past = await t.app.inject({ method: "GET", url, headers: { range: `bytes=${mp3.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${mp3.length}`);

    const cached = await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(cached.statusCode).toBe(304);
    // A stale If-Range: the whole file, not a piece of a different one.
    const stale = await t.app.inject({ method: "GET", url, headers: { range: "bytes=0-9", "if-range": '"old"' } });
    expect(stale.statusCode).toBe(200);

    expect((await t.app.inject({ method: "GET", url: "/api/podcast-episodes/999/audio.mp3" })).statusCode).toBe(404);
  });

  it("lists the stored episodes in their series' feed with real lengths and durations (valid RSS 2.0)", async () => {
    const first = (await upload()).json();
    const second = (await upload({ title: "Second", publishedOn: "2026-11-16" }, m4a, "b.m4a")).json();
    await upload({ title: "Other series", series: "sustainable-futures", category: "ESG Focus" });

    const { status, type, xml } = await feed("market-insights");
    expect(status).toBe(200);
    expect(type).toBe("application/rss+xml; charset=utf-8");
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml).rss;
    expect(rss["@version"]).toBe("2.0");
    expect(rss["@xmlns:itunes"]).toBe("http://www.itunes.com/dtds/podcast-1.0.dtd");
    expect(rss.channel["itunes:owner"]["itunes:email"]).toBeTruthy();
    expect(rss.channel["itunes:image"]["@href"]).toBe("https://edfutures.example/images/podcast-artwork.png");
    const items = rss.channel.item as Array<Record<string, unknown>>;
    expect(items.map((i) => i.title)).toEqual(["Second", fields.title]);
    expect(items.map((i) => i.enclosure)).toEqual([
      {
        "@url": `https://edfutures.example/api/podcast-episodes/${second.id}/audio.m4a`,
        "@length": String(m4a.length),
        "@type": "audio/mp4",
      },
      {
        "@url": `https://edfutures.example/api/podcast-episodes/${first.id}/audio.mp3`,
        "@length": String(mp3.length),
        "@type": "audio/mpeg",
      },
    ]);
    expect(items.map((i) => i["itunes:duration"])).toEqual(["0:03", "0:03"]);

    // The enclosure is fetched without a session, like the feed.
    const enclosure = await t.app.inject({ method: "GET", url: `/api/podcast-episodes/${first.id}/audio.mp3` });
    expect(Number(enclosure.headers["content-length"])).toBe(mp3.length);

    const empty = await feed("real-estate-roundtable");
    expect(new XMLParser().parse(empty.xml).rss.channel.item).toBeUndefined();
    expect((await feed("nope")).status).toBe(404);
  });

  it("counts the portal panel's categories from the rows: newest featured, then four recent", async () => {
    for (const [i, category] of [
      "Real Estate",
      "Real Estate",
      "Clean Tech",
      "Market Analysis",
      "Real Estate",
      "ESG Focus",
    ].entries()) {
      await upload({ title: `Episode ${i}`, category, publishedOn: `2026-10-0${i + 1}` });
    }
    const panel = await t.services.podcasts.panel();
    expect(panel.featured?.title).toBe("Episode 5");
    expect(panel.recent.map((e) => e.title)).toEqual(["Episode 4", "Episode 3", "Episode 2", "Episode 1"]);
    expect(panel.categories).toEqual([
      { name: "Real Estate", count: 3 },
      { name: "Clean Tech", count: 1 },
      { name: "ESG Focus", count: 1 },
      { name: "Market Analysis", count: 1 },
    ]);
  });

  it("seeds honest demo media once: placeholder episodes and videos with durations read from their files", async () => {
    expect(await seedDemoContent(t.db)).toBe(true);
    const episodes = await t.services.podcasts.list();
    expect(episodes).toHaveLength(5);
    for (const episode of episodes) {
      expect(episode.description).toContain("Placeholder recording");
      expect(episode.durationSeconds).toBeGreaterThan(5);
      expect(episode.contentType).toBe("audio/mpeg");
      const res = await t.app.inject({ method: "GET", url: episode.audioUrl, headers: { range: "bytes=0-3" } });
      expect(res.statusCode).toBe(206);
      expect(res.headers["content-range"]).toBe(`bytes 0-3/${episode.byteSize}`);
    }
    const seededVideos = await t.services.videos.list();
    expect(seededVideos.length).toBeGreaterThan(0);
    for (const video of seededVideos) {
      expect(video).toMatchObject({ embedUrl: null, contentType: "video/mp4", duration: "0:05" });
      expect(video.description).toMatch(/^Placeholder video/);
    }

    // A database seeded before decision 0034: no episodes, videos embedding the old stand-in.
    await t.db.delete(podcastEpisodes);
    await t.db.delete(appSettings).where(eq(appSettings.key, DEMO_MEDIA_KEY));
    await t.db.update(videos).set({
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      storageKey: null,
      byteSize: null,
      contentType: null,
      duration: "8:45",
    });
    expect(await seedDemoContent(t.db)).toBe(false);
    expect(await t.services.podcasts.list()).toHaveLength(5);
    expect((await t.services.videos.list()).every((v) => v.embedUrl === null && v.duration === "0:05")).toBe(true);
    // And only once: episodes staff delete stay deleted.
    await t.db.delete(podcastEpisodes);
    await seedDemoContent(t.db);
    expect(await t.services.podcasts.list()).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { videos } from "#server/platform/db/schema/videos.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { signedIn } from "./auth-helpers.ts";
import { fixture, sendMultipart } from "./multipart-helpers.ts";
import { asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const valid = {
  title: "Understanding Capital Calls",
  description: "What a capital call is and how to plan for it.",
  category: "Investment Tutorials",
  duration: "12:30",
  thumbnail: "/images/articles/legacy-wealth.svg",
  embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  uploadDate: "2024-09-22",
};

describe.each(testDatabases)("staff videos API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  const stored = () => t.db.select().from(videos);

  it("is staff-only: 401 without a session, 403 for investors and viewers", async () => {
    await expectStaffOnly(t, [
      ["GET", "/api/videos"],
      ["POST", "/api/videos", valid],
      ["PUT", "/api/videos/1", valid],
      ["DELETE", "/api/videos/1"],
    ]);
    expect(await stored()).toEqual([]);
  });

  it("creates, lists newest upload first, updates and deletes, auditing each write", async () => {
    const { api, user } = await asAdmin(t);
    const created = await api.post("/api/videos", valid);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject(valid);
    expect((await stored())[0]).toMatchObject({ id: body.id, uploadDate: "2024-09-22", duration: "12:30" });

    const { uploadDate: _u, ...withoutDate } = valid;
    const today = (await api.post("/api/videos", { ...withoutDate, title: "Today" })).json();
    expect(today.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await api.get("/api/videos")).json().map((v: { title: string }) => v.title)).toEqual([
      "Today",
      valid.title,
    ]);

    const updated = await api.put(`/api/videos/${body.id}`, {
      ...withoutDate,
      duration: "1:02:30",
      embedUrl: "https://player.vimeo.com/video/76979871",
      thumbnail: "https://img.example.com/t.jpg",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      duration: "1:02:30",
      uploadDate: "2024-09-22",
      embedUrl: "https://player.vimeo.com/video/76979871",
    });

    expect((await api.delete(`/api/videos/${body.id}`)).statusCode).toBe(204);
    expect((await stored()).map((v) => v.title)).toEqual(["Today"]);

    const audit = (await auditRows(t)).filter((r) => r.entityType === "video");
    expect(audit.map((r) => [r.action, r.summary])).toEqual([
      ["video.created", `Added video "${valid.title}"`],
      ["video.created", 'Added video "Today"'],
      ["video.updated", `Updated video "${valid.title}"`],
      ["video.deleted", `Deleted video "${valid.title}"`],
    ]);
    expect(audit.every((r) => r.actorUserId === user.id && r.actorUsername === user.username)).toBe(true);
  });

  it("accepts only players the page CSP allows, over https, as embed links", async () => {
    const { api } = await asAdmin(t);
    for (const embedUrl of [
      "http://www.youtube-nocookie.com/embed/x",
      "https://www.youtube.com/watch?v=x",
      "https://youtube.com/embed/x",
      "https://www.youtube.com/embed/",
      "https://www.youtube.com.evil.example/embed/x",
      "https://evil.example/embed/x",
      "https://vimeo.com/76979871",
      "https://player.vimeo.com:8443/video/1",
      "javascript:alert(1)",
    ]) {
      const res = await api.post("/api/videos", { ...valid, embedUrl });
      expect(res.statusCode, embedUrl).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors), embedUrl).toEqual(["embedUrl"]);
    }
    for (const embedUrl of ["https://www.youtube.com/embed/abc?start=10", "https://player.vimeo.com/video/1"]) {
      expect((await api.post("/api/videos", { ...valid, embedUrl })).statusCode, embedUrl).toBe(201);
    }
  });

  it("answers 400 naming each bad field: duration, thumbnail, category, date, missing fields", async () => {
    const { api } = await asAdmin(t);
    const res = await api.post("/api/videos", {
      ...valid,
      title: " ",
      description: undefined,
      category: "Cooking",
      duration: "1:2:30",
      thumbnail: "javascript:alert(1)",
      uploadDate: "yesterday",
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json().error;
    expect(Object.keys(fieldErrors).sort()).toEqual([
      "category",
      "description",
      "duration",
      "thumbnail",
      "title",
      "uploadDate",
    ]);
    expect(fieldErrors.duration).toEqual(["Duration must look like 12:30 or 1:02:30"]);
    for (const duration of ["12:3", "abc", "12:60", "100:00:00"]) {
      const bad = await api.post("/api/videos", { ...valid, duration });
      expect(Object.keys(bad.json().error.fieldErrors), duration).toEqual(["duration"]);
    }
    expect(await stored()).toEqual([]);
  });

  it("answers 404 'Video not found' for missing ids", async () => {
    const { api } = await asAdmin(t);
    expect((await api.put("/api/videos/77", valid)).json().error).toEqual({
      code: "NOT_FOUND",
      message: "Video not found",
    });
    expect((await api.delete("/api/videos/77")).statusCode).toBe(404);
  });

  describe("uploaded files", () => {
    const { duration: _d, embedUrl: _e, ...details } = valid;
    const mp4 = fixture("clip-2s.mp4");
    const webm = fixture("clip-2s.webm");
    const file = (bytes: Buffer, fileName: string, type = "video/mp4") => [{ field: "file", fileName, type, bytes }];
    const files = () => t.db.select({ key: storedFiles.key }).from(storedFiles);

    it("stores an MP4 or WebM with its duration read from the file, serves it with ranges to signed-in users", async () => {
      const { cookie } = await asAdmin(t);
      const created = await sendMultipart(
        t,
        cookie,
        "POST",
        "/api/videos",
        { ...details, duration: "99:00" },
        file(mp4, "clip.mp4"),
      );
      expect(created.statusCode, created.body).toBe(201);
      const video = created.json();
      expect(video).toMatchObject({
        ...details,
        duration: "0:02",
        embedUrl: null,
        contentType: "video/mp4",
        byteSize: mp4.length,
        fileUrl: `/api/videos/${video.id}/file.mp4`,
      });

      const anonymous = await t.app.inject({ method: "GET", url: video.fileUrl });
      expect(anonymous.statusCode).toBe(401);
      const investor = (await signedIn(t, "investor")).cookie;
      const part = await t.app.inject({
        method: "GET",
        url: video.fileUrl,
        headers: { cookie: investor, range: "bytes=0-99" },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers["content-type"]).toBe("video/mp4");
      expect(part.headers["content-range"]).toBe(`bytes 0-99/${mp4.length}`);
      expect(part.headers.etag).toBeTruthy();
      expect(part.rawPayload.equals(mp4.subarray(0, 100))).toBe(true);
      const past = await t.app.inject({
        method: "GET",
        url: video.fileUrl,
        headers: { cookie: investor, range: `bytes=${mp4.length + 5}-` },
      });
      expect(past.statusCode).toBe(416);

      // Edit without a file keeps it; a WebM replaces it; an embed link replaces the file.
      const kept = await sendMultipart(t, cookie, "PUT", `/api/videos/${video.id}`, { ...details, title: "Kept" });
      expect(kept.json()).toMatchObject({ title: "Kept", contentType: "video/mp4", duration: "0:02" });
      const swapped = await sendMultipart(
        t,
        cookie,
        "PUT",
        `/api/videos/${video.id}`,
        details,
        file(webm, "clip.webm", "video/webm"),
      );
      expect(swapped.json()).toMatchObject({
        contentType: "video/webm",
        byteSize: webm.length,
        fileUrl: `/api/videos/${video.id}/file.webm`,
      });
      expect(await files()).toHaveLength(1);
      const { api } = await asAdmin(t);
      const embedded = await api.put(`/api/videos/${video.id}`, valid);
      expect(embedded.json()).toMatchObject({ embedUrl: valid.embedUrl, fileUrl: null, contentType: null });
      expect(await files()).toEqual([]);
      // An embedded video edited with neither a link nor a file: the link is required.
      const neither = await sendMultipart(t, cookie, "PUT", `/api/videos/${video.id}`, details);
      expect(neither.statusCode).toBe(400);
      expect(neither.json().error.fieldErrors).toHaveProperty("embedUrl");
    });

    it("refuses what is not an MP4 or WebM (by its bytes), naming the field; stores nothing", async () => {
      const { cookie } = await asAdmin(t);
      for (const [bytes, name] of [
        [Buffer.from("<html>not a video</html>"), "fake.mp4"],
        [fixture("tone-3s.m4a"), "audio.mp4"],
        [fixture("tone-3s.mp3"), "audio.webm"],
      ] as const) {
        const res = await sendMultipart(t, cookie, "POST", "/api/videos", details, file(bytes, name));
        expect(res.statusCode, name).toBe(415);
        expect(res.json().error.fieldErrors.file[0], name).toContain("is not an MP4 or WebM video file");
      }
      expect(await stored()).toEqual([]);
      expect(await files()).toEqual([]);
    });
  });
});

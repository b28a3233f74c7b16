import path from "node:path";
import { pathToFileURL } from "node:url";
import { readdirSync } from "node:fs";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import type { DatabaseHandle } from "#server/platform/db/client.ts";
import { contactInquiries } from "#server/platform/db/schema/contact-inquiries.ts";
import { rateLimits } from "#server/platform/db/schema/rate-limits.ts";
import { REQUEST_LIMITED_MESSAGE } from "#server/platform/http/request-limits.ts";
import { INQUIRY_RATE_LIMITED } from "#domain/inquiry-messages.ts";
import { createBatchedRateLimiter } from "#server/platform/batched-rate-limiter.ts";
import { createServices } from "#server/registry.ts";
import { countedStatements } from "./statement-counter.ts";
import { testDatabases } from "./test-databases.ts";

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

describe.each(testDatabases)("request limits per client address ($name)", (database) => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let asset: string;

  beforeAll(async () => {
    handle = await database.open();
    const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
    app = await buildApp({
      services: createServices(handle.db),
      isProduction: true,
      baseUrl: "http://localhost:3000",
      trustProxy: true,
      requestLimits: { general: 6, writes: 2 },
      web: { build, clientDir: path.join(BUILD_DIR, "client") },
    });
    await app.ready();
    asset = `/assets/${readdirSync(path.join(BUILD_DIR, "client", "assets")).find((f) => f.endsWith(".js"))}`;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const from = (ip: string, method: "GET" | "POST", url: string) =>
    app.inject({ method, url, headers: { "x-forwarded-for": ip }, ...(method === "POST" ? { payload: {} } : {}) });

  it("refuses writes beyond their limit with 429 and Retry-After, counted in the database", async () => {
    expect((await from("10.0.0.1", "POST", "/api/no-such-thing")).statusCode).toBe(404);
    expect((await from("10.0.0.1", "POST", "/api/no-such-thing")).statusCode).toBe(404);
    const refused = await from("10.0.0.1", "POST", "/api/no-such-thing");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    const rows = await handle.db.select().from(rateLimits);
    expect(rows.find((r) => r.key === "writes:10.0.0.1")?.count).toBe(3);
    // Another address has its own count.
    expect((await from("10.0.0.2", "POST", "/api/no-such-thing")).statusCode).toBe(404);
  });

  it("refuses any request beyond the general limit; probes and static files are exempt", async () => {
    for (let i = 0; i < 6; i++) expect((await from("10.0.1.1", "GET", "/api/articles/x")).statusCode).toBe(404);
    const page = await from("10.0.1.1", "GET", "/office-locations");
    expect(page.statusCode).toBe(429);
    expect(page.headers["content-type"]).toMatch(/^text\/plain/);
    expect(Number(page.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    for (const url of ["/healthz", "/readyz", "/favicon.ico", asset]) {
      expect((await from("10.0.1.1", "GET", url)).statusCode, url).toBe(200);
    }
  });

  it("counts the general limit across instances through the shared rows", async () => {
    const rule = { name: "shared-test", limit: 10, windowMs: 60_000 };
    const a = createBatchedRateLimiter(handle.db, rule);
    const b = createBatchedRateLimiter(handle.db, rule);
    for (let i = 0; i < 6; i++) expect(a.hit("10.0.2.1").allowed).toBe(true);
    await a.flush();
    await b.flush();
    // b has not flushed any hit of its own yet; its first flush after a hit learns a's six.
    expect(b.hit("10.0.2.1").allowed).toBe(true);
    await b.flush();
    const allowed = [0, 1, 2, 3, 4].map(() => b.hit("10.0.2.1").allowed);
    expect(allowed).toEqual([true, true, true, false, false]);
    await b.flush();
    // a last read the count at 6: its next hit is judged on that (the lag of one flush), and the
    // flush that carries it reads back the total of both.
    expect(a.hit("10.0.2.1").allowed).toBe(true);
    await a.flush();
    expect(a.hit("10.0.2.1").allowed).toBe(false);
    const [row] = (await handle.db.select().from(rateLimits)).filter((r) => r.key === "shared-test:10.0.2.1");
    expect(row.count).toBe(11);
  });
});

// The inquiry form counts the writes tier inside its own statement (decision 0038): one round trip
// and one commit per inquiry, and the tier still counts every POST, stored, invalid or refused.
describe.each(testDatabases)("the inquiry form and the writes tier ($name)", (database) => {
  const { counter, database: countedDatabase } = countedStatements(database);
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    handle = await countedDatabase.open();
    // No general tier: its batched flush would add statements at any moment.
    app = await buildApp({
      services: createServices(handle.db),
      isProduction: true,
      baseUrl: "http://localhost:3000",
      trustProxy: true,
      requestLimits: { general: 0, writes: 3 },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const inquiry = (ip: string, payload: object) =>
    app.inject({ method: "POST", url: "/api/contact", headers: { "x-forwarded-for": ip }, payload });
  const valid = {
    firstName: "Tier",
    lastName: "Test",
    email: "tier@example.com",
    investmentInterest: "general-inquiry",
    message: "Counted once.",
  };
  const countOf = async (key: string) =>
    (await handle.db.select().from(rateLimits)).find((row) => row.key === key)?.count ?? 0;
  const stored = async () =>
    (await handle.db.select().from(contactInquiries)).filter((row) => row.email === valid.email).length;

  it("stores an inquiry in one statement that also counts the writes tier", async () => {
    // The first count of each minute also prunes expired windows: not this inquiry's cost.
    expect((await inquiry("10.0.4.9", valid)).statusCode).toBe(201);
    const before = counter.statements;
    expect((await inquiry("10.0.4.1", valid)).statusCode).toBe(201);
    expect(counter.statements - before).toBe(1);
    expect(await countOf("writes:10.0.4.1")).toBe(1);
    expect(await countOf("contact:10.0.4.1")).toBe(1);
  });

  it("counts invalid inquiries against the writes tier, and refuses the next one as any write", async () => {
    expect((await inquiry("10.0.4.2", {})).statusCode).toBe(400);
    expect((await inquiry("10.0.4.2", { ...valid, website: "spam" })).statusCode).toBe(400);
    expect(await countOf("writes:10.0.4.2")).toBe(2);
    expect((await inquiry("10.0.4.2", valid)).statusCode).toBe(201);
    const storedBefore = await stored();

    const refused = await inquiry("10.0.4.2", valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: "RATE_LIMITED", message: REQUEST_LIMITED_MESSAGE });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(await stored()).toBe(storedBefore);
    expect(await countOf("writes:10.0.4.2")).toBe(4);

    // Known to be over the limit now: refused again without a statement, invalid or not.
    const before = counter.statements;
    expect((await inquiry("10.0.4.2", valid)).statusCode).toBe(429);
    expect((await inquiry("10.0.4.2", {})).statusCode).toBe(429);
    expect(counter.statements - before).toBe(0);
  });

  it("still refuses the sixth inquiry in fifteen minutes with the form's own message", async () => {
    // Five inquiries already counted in the form's window (the writes tier's window is a minute).
    const ip = "10.0.4.3";
    await handle.db.insert(rateLimits).values({ key: `contact:${ip}`, windowStart: new Date(), count: 5 });
    const refused = await inquiry(ip, valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(INQUIRY_RATE_LIMITED);
    expect(await countOf(`writes:${ip}`)).toBe(1);
  });
});

// Over 300 lines: one test per hardening rule (limits, headers, return paths) on one app; split by rule when it next grows.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser, signedIn, signIn, TEST_ORIGIN, TEST_PASSWORD } from "./auth-helpers.ts";
import { apiClient } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const CONTROL = "a\u0000b";
let address = 0;
/** A fresh client address per request, so per-address limits never get in the way. */
const nextAddress = () => `203.0.113.${(++address % 250) + 1}`;

const inquiry = (overrides: Record<string, string> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  investmentInterest: "general-inquiry",
  ...overrides,
});

describe.each(testDatabases)("hardening on $name", (database) => {
  let t: TestContext;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(database, {
      web: true,
      logger: { level: "info", stream: { write: (line: string) => void logLines.push(line) } },
    });
  });
  beforeEach(async () => {
    await t.reset();
    logLines.length = 0;
  });
  afterAll(async () => t?.close());

  const postHome = (headers: Record<string, string>, payload?: string | Buffer) =>
    t.app.inject({
      method: "POST",
      url: "/?index",
      headers: { origin: TEST_ORIGIN, ...headers },
      remoteAddress: nextAddress(),
      ...(payload !== undefined ? { payload } : {}),
    });

  describe("return paths after sign-in (1)", () => {
    const tricks = [
      "%2F%09%2Fevil.example",
      "%2F%5Cevil.example",
      "%2F%2Fevil.example",
      "%2F%252F%252Fevil.example",
      "%2Finvestor-profile%0D%0ASet-Cookie%3A%20x%3Dy",
      "%2F%0Aevil",
      "%2F%0Devil",
      "%2F%E3%80%82evil.example",
      "%EF%BC%8F%EF%BC%8Fevil.example",
      "https%3A%2F%2Fevil.example",
      "%2F..%2F%2Fevil.example",
      "%2Finvestment-dashboard%2F..%2F..%2F%2Fevil.example",
      "javascript%3Aalert(1)",
    ];
    it.each(tricks)("an investor signed in with returnTo=%s lands on the portal", async (trick) => {
      const { cookie } = await signedIn(t, "investor");
      const res = await t.app.inject({ method: "GET", url: `/partner-portal?returnTo=${trick}`, headers: { cookie } });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/investment-dashboard");
    });

    it("a known portal page (with its query) is returned to", async () => {
      const { cookie } = await signedIn(t, "investor");
      const res = await t.app.inject({
        method: "GET",
        url: `/partner-portal?returnTo=${encodeURIComponent("/investor-profile?tab=documents")}`,
        headers: { cookie },
      });
      expect(res.headers.location).toBe("/investor-profile?tab=documents");
    });

    it("a signed-in admin sent from /user-management goes back there; tricks go to the dashboard", async () => {
      const { cookie } = await signedIn(t, "admin");
      const back = await t.app.inject({
        method: "GET",
        url: `/admin-portal?returnTo=${encodeURIComponent("/user-management")}`,
        headers: { cookie },
      });
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe("/user-management");
      for (const trick of tricks) {
        const res = await t.app.inject({ method: "GET", url: `/admin-portal?returnTo=${trick}`, headers: { cookie } });
        // The dashboard's first section (decision 0051).
        expect(res.statusCode, trick).toBe(302);
        expect(res.headers.location, trick).toBe("/admin-portal/overview");
      }
    });
  });

  describe("page form actions (2, 4)", () => {
    it("refuses a body over 64 KB with 413 before parsing it", async () => {
      const big = `firstName=${"a".repeat(1024 * 1024)}`;
      const res = await postHome({ "content-type": "application/x-www-form-urlencoded" }, big);
      expect(res.statusCode).toBe(413);
    });

    it.each([
      ["JSON", { "content-type": "application/json" }, JSON.stringify(inquiry())],
      ["text/plain", { "content-type": "text/plain" }, "firstName=Ada"],
      ["no Content-Type", {}, "firstName=Ada"],
      ["broken multipart", { "content-type": "multipart/form-data; boundary=xyz" }, "--xyz\r\nbroken"],
      ["multipart without a boundary", { "content-type": "multipart/form-data" }, "--xyz\r\n\r\n--xyz--"],
    ] as const)("answers %s with a 4xx", async (_name, headers, body) => {
      const res = await postHome(headers, body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });

    it("still takes a well-formed inquiry, urlencoded and multipart", async () => {
      const form = new URLSearchParams(inquiry()).toString();
      const res = await postHome({ "content-type": "application/x-www-form-urlencoded" }, form);
      expect(res.statusCode).toBe(200);
      const multipart = await new Request("http://x/", { method: "POST", body: new URLSearchParams(inquiry()) });
      const fd = new FormData();
      for (const [k, v] of await multipart.formData()) fd.append(k, v);
      const encoded = new Request("http://x/", { method: "POST", body: fd });
      const res2 = await postHome(
        { "content-type": encoded.headers.get("content-type")! },
        Buffer.from(await encoded.arrayBuffer()),
      );
      expect(res2.statusCode).toBe(200);
    });
  });

  describe("control characters in text fields (3)", () => {
    it("POST /api/contact: 400 naming the field", async () => {
      const res = await apiClient(t).post("/api/contact", inquiry({ firstName: CONTROL, message: "hi\u0007" }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors).sort()).toEqual(["firstName", "message"]);
      expect(res.json().error.message).toContain("firstName");
    });

    it("multi-line text keeps its tabs and line breaks", async () => {
      const res = await apiClient(t).post("/api/contact", inquiry({ message: "line one\r\n\tline two" }));
      expect(res.statusCode).toBe(201);
    });

    it("POST /api/login: 400 naming the field", async () => {
      const res = await apiClient(t).post("/api/login", { username: CONTROL, password: "x\u0000y" });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors).sort()).toEqual(["password", "username"]);
    });

    it("staff writes and the resource search: 400 naming the field", async () => {
      const { cookie } = await signedIn(t, "admin");
      const api = apiClient(t, cookie);
      const writes: Array<[string, Record<string, unknown>, string]> = [
        ["/api/resources", { title: CONTROL, description: "d", type: "report", url: "/x" }, "title"],
        [
          "/api/articles",
          { title: "T", slug: "t", category: "Company News", description: "", content: "x\u0001" },
          "content",
        ],
        ["/api/users", { username: "abc", email: "a@example.com", firstName: CONTROL, lastName: "L" }, "firstName"],
        ["/api/investments", { name: "N", description: "D", boardMembers: ["ok", CONTROL] }, "boardMembers"],
      ];
      for (const [url, body, field] of writes) {
        const res = await api.post(url, body);
        expect(res.statusCode, url).toBe(400);
        // List entries are named with their index ("boardMembers.1").
        expect(
          Object.keys(res.json().error.fieldErrors).map((key) => key.split(".")[0]),
          url,
        ).toContain(field);
      }
      const search = await api.get("/api/resources?search=a%00b");
      expect(search.statusCode).toBe(400);
      expect(search.json().error.fieldErrors).toHaveProperty("search");
    });

    it("an article address with a NUL is a 404 page, page and API", async () => {
      const page = await t.app.inject({ method: "GET", url: "/article/abc%00def" });
      expect(page.statusCode).toBe(404);
      const api = await t.app.inject({ method: "GET", url: "/api/articles/abc%00def" });
      expect(api.statusCode).toBe(404);
    });

    it("the home form action: 400", async () => {
      const form = new URLSearchParams(inquiry({ lastName: CONTROL })).toString();
      const res = await postHome({ "content-type": "application/x-www-form-urlencoded" }, form);
      expect(res.statusCode).toBe(400);
    });
  });

  describe("logs (5)", () => {
    it("a failed query is logged with its statement and error, never its parameter values", async () => {
      const { cookie } = await signedIn(t, "admin");
      await t.db.execute(sql`alter table contact_inquiries rename to contact_inquiries_away`);
      try {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/contact",
          headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie, authorization: "Bearer sekret" },
          payload: JSON.stringify(inquiry({ email: "secret.person@example.com", lastName: "Secretname" })),
        });
        expect(res.statusCode).toBe(500);
      } finally {
        await t.db.execute(sql`alter table contact_inquiries_away rename to contact_inquiries`);
      }
      const log = logLines.join("\n");
      // JSON lines: the statement's quotes are escaped.
      expect(log).toContain('insert into \\"contact_inquiries\\"');
      expect(log).toMatch(/contact_inquiries.{0,4} does not exist/);
      expect(log).not.toContain("secret.person");
      expect(log).not.toContain("Secretname");
      expect(log).not.toContain(cookie.split("=")[1]);
      expect(log).not.toContain("sekret");
    });
  });

  it("request logs redact cookies and authorization headers", () => {
    const headers = { cookie: "edf_session=tok3n", authorization: "Bearer sekret", accept: "text/html" };
    // As Fastify logs a request and its response when asked to, and as code logging headers would.
    t.app.log.info(
      {
        req: { method: "GET", url: "/", headers },
        res: { statusCode: 200, headers: { "set-cookie": "edf_session=tok3n; HttpOnly" } },
      },
      "request completed",
    );
    t.app.log.warn({ headers }, "odd request");
    const lines = logLines.filter((l) => /request completed|odd request/.test(l));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain("tok3n");
      expect(line).not.toContain("sekret");
    }
    expect(lines[1]).toContain('"cookie":"[redacted]"');
    expect(lines[1]).toContain('"accept":"text/html"');
  });

  describe("API writes (6)", () => {
    it("accept only JSON bodies: text/plain is 415, even where the body is not read", async () => {
      const { cookie } = await signedIn(t, "super_admin");
      const target = await createUser(t);
      const res = await t.app.inject({
        method: "POST",
        url: `/api/admin/users/${target.id}/sessions/revoke`,
        headers: { origin: TEST_ORIGIN, cookie, "content-type": "text/plain" },
        payload: "",
      });
      expect(res.statusCode).toBe(415);
      const form = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(inquiry()).toString(),
      });
      expect(form.statusCode).toBe(415);
    });

    it("refuse a cookie-authenticated write with neither Origin nor Sec-Fetch-Site", async () => {
      const { cookie } = await signedIn(t, "admin");
      const article = { title: "T", slug: "t", category: "Company News", description: "", content: "Body" };
      const bare = await t.app.inject({
        method: "POST",
        url: "/api/articles",
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify(article),
      });
      expect(bare.statusCode).toBe(403);
      // What a browser sends (fetch from the site's own page) still works, with or without Origin.
      const sameOrigin = await t.app.inject({
        method: "POST",
        url: "/api/articles",
        headers: { cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" },
        payload: JSON.stringify(article),
      });
      expect(sameOrigin.statusCode).toBe(201);
      // A script names the site's origin.
      const script = await t.app.inject({
        method: "POST",
        url: "/api/articles",
        headers: { cookie, "content-type": "application/json", origin: TEST_ORIGIN },
        payload: JSON.stringify({ ...article, slug: "t2" }),
      });
      expect(script.statusCode).toBe(201);
    });

    it("anonymous writes without Origin are still taken (the contact form's API)", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(inquiry()),
      });
      expect(res.statusCode).toBe(201);
    });
  });

  describe("sign-in (7, 8)", () => {
    it("counts wrong passwords per account, whichever identifier names it", async () => {
      const user = await createUser(t);
      const attempt = (username: string, password: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/login",
          headers: { "content-type": "application/json", origin: TEST_ORIGIN },
          payload: { username, password },
          remoteAddress: nextAddress(),
        });
      for (let i = 0; i < 5; i++) expect((await attempt(user.username, "wrong-password")).statusCode).toBe(401);
      const byEmail = await attempt(user.email.toUpperCase(), TEST_PASSWORD);
      expect(byEmail.statusCode).toBe(429);
    });

    it("signing in ends the session whose cookie the browser still held", async () => {
      const first = await signedIn(t, "investor");
      const second = await createUser(t, { role: "investor" });
      const res = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie: first.cookie },
        payload: { username: second.username, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const session = await apiClient(t, first.cookie).get("/api/session");
      expect(session.json().user).toBeNull();
      // The new session works.
      const newCookie = await signIn(t, second.username);
      expect((await apiClient(t, newCookie).get("/api/session")).json().user.username).toBe(second.username);
    });
  });
});

// Over 300 lines: one property per input surface, sharing one generated-input harness; split when a surface is added.
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as articleSchemas from "#domain/article.ts";
import * as authSchemas from "#domain/auth.ts";
import type { Role } from "#domain/auth.ts";
import * as inquirySchemas from "#domain/inquiry.ts";
import { INVESTMENT_INTERESTS } from "#domain/inquiry-options.ts";
import * as investmentSchemas from "#domain/investment.ts";
import * as resourceSchemas from "#domain/resource.ts";
import * as userSchemas from "#domain/user.ts";
import * as videoSchemas from "#domain/video.ts";
import { createUser, TEST_ORIGIN } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

/**
 * Property-based fuzzing of every API write route and every page action, as a user allowed to
 * call it: generated bad payloads (wrong types, huge and control-character strings, unknown and
 * prototype keys, wrong content types, malformed bodies) must never get a 5xx. Routes come from
 * the app itself (the API's route list, the build's route modules), so new ones are covered.
 * FUZZ_RUNS raises the number of requests per database (CI keeps the default, well under a minute).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every field name the domain's schemas know, so generated bodies reach the validators' rules. */
const KNOWN_KEYS = [
  ...new Set(
    [articleSchemas, authSchemas, inquirySchemas, investmentSchemas, resourceSchemas, userSchemas, videoSchemas]
      .flatMap((module) => Object.values(module))
      .flatMap((value) => {
        const shape = (value as { shape?: unknown } | null)?.shape;
        return shape && typeof shape === "object" ? Object.keys(shape) : [];
      }),
  ),
];

const controlString = fc.string({
  unit: fc.constantFrom("\u0000", "\u0001", "\u0007", "\u001b", "\u007f", "\ufffe", "\ud800", "a", "\n", "\t"),
  maxLength: 20,
});
const hugeString = fc.constantFrom("x".repeat(70_000), "é".repeat(40_000), "y".repeat(10_001));
const oddString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  controlString,
  fc.constantFrom("", " ", "null", "__proto__", "1e309", "-0", "<script>", "'; drop table users; --", "%00"),
);
const scalar = fc.oneof(
  oddString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 53, 1e308, true, false, null),
);
const jsonValue = fc.oneof(
  { depthSize: "small" },
  scalar,
  hugeString,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(oddString, scalar, { maxKeys: 3 }),
);
const key = fc.oneof(
  fc.constantFrom(...KNOWN_KEYS),
  fc.constantFrom(...KNOWN_KEYS),
  fc.constantFrom("__proto__", "constructor", "prototype", ""),
  fc.string({ maxLength: 12 }),
);
/** A JSON object written by hand, so "__proto__" really is a key in the text. */
const jsonObjectText = fc
  .array(fc.tuple(key, jsonValue), { maxLength: 8 })
  .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`);
const malformedText = fc.oneof(
  fc.constantFrom(
    "{",
    "[",
    '{"a":',
    "}",
    "null",
    '"text"',
    "[1,2]",
    "\u0000",
    "",
    "{}garbage",
    '{"__proto__":{"x":1}}',
  ),
  fc.string({ maxLength: 50 }),
  jsonValue.map((v) => JSON.stringify(v)),
);
/**
 * Valid bodies of the domain's write schemas. Random objects rarely get past validation, so most
 * generated bodies are one of these with a few fields spoiled: that is what reaches the services
 * and the database (a NUL byte in an otherwise valid sign-in, say). Each is sent to the routes
 * its pattern names (most of the time) and, spoiled, to any route.
 */
const VALID_BODIES: Array<{ routes: RegExp; body: Record<string, unknown> }> = [
  { routes: /\/login$/, body: { username: "user4", password: "Correct-Horse-42" } },
  {
    routes: /\/contact$/,
    body: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      investmentInterest: INVESTMENT_INTERESTS[0],
      message: "Hello",
    },
  },
  { routes: /\/contact-inquiries\//, body: { status: inquirySchemas.INQUIRY_STATUSES[1] } },
  {
    routes: /\/(articles|news)\b/,
    body: {
      title: "Fuzz",
      slug: "fuzz-article",
      category: articleSchemas.ARTICLE_CATEGORIES[0],
      description: "",
      content: "Body",
      imageUrl: "/images/x.jpg",
    },
  },
  {
    routes: /\/resources\b/,
    body: {
      title: "Fuzz",
      description: "About",
      category: resourceSchemas.RESOURCE_CATEGORIES[0],
      url: "/files/x.pdf",
      tags: ["one"],
      fileFormat: "PDF",
    },
  },
  {
    routes: /\/investments\b/,
    body: {
      name: "Fuzz",
      description: "About",
      fundType: investmentSchemas.FUND_TYPES[0],
      assetType: investmentSchemas.ASSET_TYPES[0],
      investmentAmount: 1000,
      estimatedROI: 5,
      location: "Here",
      boardMembers: ["One"],
    },
  },
  {
    routes: /\/videos\b/,
    body: {
      title: "Fuzz",
      description: "About",
      category: videoSchemas.VIDEO_CATEGORIES[0],
      duration: "12:30",
      thumbnail: "/images/t.jpg",
      embedUrl: "https://www.youtube-nocookie.com/embed/abc",
    },
  },
  {
    routes: /\/users\b(?!.*password)/,
    body: {
      username: "fuzzuser",
      email: "fuzz@example.com",
      firstName: "Fuzz",
      lastName: "User",
      password: "Correct-Horse-42",
      fundIAccess: true,
      fundICommitment: "1000",
    },
  },
  { routes: /\/password$/, body: { newPassword: "Correct-Horse-42" } },
];
const badValue = fc.oneof(controlString, controlString, hugeString, scalar, jsonValue);
const spoiledBodyOf = (candidates: ReadonlyArray<Record<string, unknown>>) =>
  fc
    .tuple(
      fc.constantFrom(...candidates),
      fc.array(fc.tuple(fc.nat(), fc.boolean(), badValue), { minLength: 1, maxLength: 3 }),
      fc.option(fc.tuple(key, jsonValue), { nil: undefined }),
    )
    .map(([valid, spoils, extra]) => {
      const keys = Object.keys(valid);
      const entries = Object.entries(valid);
      for (const [at, replace, value] of spoils) {
        const name = replace ? keys[at % keys.length]! : KNOWN_KEYS[at % KNOWN_KEYS.length]!;
        const index = entries.findIndex(([k]) => k === name);
        if (index >= 0) entries[index] = [name, value];
        else entries.push([name, value]);
      }
      if (extra) entries.push(extra);
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`;
    });
const ALL_VALID = VALID_BODIES.map((entry) => entry.body);

/** Bodies for one route: mostly its own valid bodies spoiled, else anything. */
function bodyFor(url: string) {
  const own = VALID_BODIES.filter((entry) => entry.routes.test(url)).map((entry) => entry.body);
  const spoiled = spoiledBodyOf(own.length ? own : ALL_VALID);
  return fc.oneof(
    { arbitrary: spoiled, weight: 4 },
    { arbitrary: spoiledBodyOf(ALL_VALID), weight: 1 },
    { arbitrary: jsonObjectText, weight: 1 },
    { arbitrary: malformedText, weight: 1 },
  );
}
const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  undefined,
);
/** Route ids: the records made before fuzzing (1-3), missing ones, and things that are no id. */
const idSegment = fc.constantFrom("1", "2", "3", "999999", "0", "-1", "abc", "1.5", "99999999999", "%00", "%E3%80%82");

/** A page form body: urlencoded or multipart with generated fields, or something that is no form. */
const formFields = fc.oneof(
  fc.array(fc.tuple(key, fc.oneof(oddString, hugeString)), { maxLength: 6 }),
  fc.tuple(fc.constantFrom(...ALL_VALID), fc.nat(), fc.oneof(controlString, hugeString)).map(([valid, at, value]) => {
    const entries = Object.entries(valid).map(([k, v]): [string, string] => [k, String(v)]);
    entries[at % entries.length]![1] = value;
    return entries;
  }),
);
const pageBody = fc.oneof(
  formFields.map((fields) => ({
    contentType: "application/x-www-form-urlencoded" as string | undefined,
    payload: Buffer.from(new URLSearchParams(fields).toString()),
  })),
  formFields.map((fields) => {
    const parts = fields.map(([k, v]) => `--fuzz\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    return {
      contentType: "multipart/form-data; boundary=fuzz" as string | undefined,
      payload: Buffer.from(`${parts.join("")}--fuzz--\r\n`),
    };
  }),
  fc
    .tuple(contentType, fc.oneof(spoiledBodyOf(ALL_VALID), jsonObjectText, malformedText))
    .map(([type, text]) => ({ contentType: type, payload: Buffer.from(text) })),
);

/** The full path of each route module that has an action, plus its single-fetch .data address. */
function pageActionPaths(build: ServerBuild) {
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.path ?? "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/");
  };
  return Object.entries(build.routes).flatMap(([id, route]) => {
    if (!route?.module.action) return [];
    const path = `/${fullPath(id)
      .replace(/:[^/]+/g, "fuzz")
      .replace("*", "fuzz")}`;
    const query = route.index ? "?index" : "";
    const data = path === "/" ? "/_root.data" : `${path}.data`;
    return [`${path}${query}`, `${data}${query}`];
  });
}

describe.each(testDatabases)("fuzzing writes on $name", (database) => {
  let t: TestContext;
  const users: Partial<Record<Role, { id: number; role: Role }>> = {};
  let address = 0;

  beforeAll(async () => {
    t = await startTestApp(database, { web: true });
    await t.reset();
    // Records with ids 1-3 for the id routes to find (users; other tables get theirs below).
    for (let i = 0; i < 3; i++) await createUser(t, { role: "investor" });
    for (const role of ["investor", "viewer", "admin", "super_admin"] as const) {
      const user = await createUser(t, { role });
      users[role] = { id: user.id, role };
    }
    const cookie = await cookieFor(users.super_admin!);
    const send = (url: string, payload: unknown) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
    for (let i = 1; i <= 3; i++) {
      await send("/api/articles", {
        title: `A${i}`,
        slug: `a-${i}`,
        category: articleSchemas.ARTICLE_CATEGORIES[0],
        description: "",
        content: "Body",
      });
      await send("/api/contact", {
        firstName: "F",
        lastName: "L",
        email: `f${i}@example.com`,
        investmentInterest: "general-inquiry",
      });
    }
  });
  afterAll(async () => t?.close());

  /** A fresh session per request: fuzzed logouts and revocations must not starve later requests. */
  async function cookieFor(user: { id: number; role: Role }) {
    const { token } = await t.services.sessions.create(user);
    return `__Host-edf_session=${token}`;
  }

  /** Someone the route lets in: a super admin for staff routes, an investor for the portal's. */
  function callerFor(access: "public" | "signed-in" | readonly Role[]) {
    if (access === "public" || access === "signed-in") return users.super_admin!;
    return users[access.includes("super_admin") ? "super_admin" : access[0]!]!;
  }

  async function expectNo5xx(request: InjectOptions) {
    const res = await t.app.inject({ ...request, remoteAddress: `198.18.${(address >> 8) & 255}.${address++ & 255}` });
    if (res.statusCode >= 500) {
      throw new Error(
        `${res.statusCode} for ${JSON.stringify({ ...request, payload: String(request.payload).slice(0, 300) })}: ${res.body.slice(0, 300)}`,
      );
    }
  }

  it("every API write route answers bad payloads with a 4xx, never a 5xx", async () => {
    const routes = t.app.apiRoutes.filter((route) => WRITE_METHODS.has(route.method));
    expect(routes.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes).chain((route) => fc.tuple(fc.constant(route), bodyFor(route.url))),
        idSegment,
        fc.oneof({ arbitrary: fc.constant("application/json"), weight: 3 }, { arbitrary: contentType, weight: 1 }),
        fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, { arbitrary: fc.constant(false), weight: 1 }),
        async ([route, payload], id, type, sendBody) => {
          const url = route.url.replace(/:[^/]+/g, id).replace("*", "fuzz");
          await expectNo5xx({
            method: route.method as "POST",
            url,
            headers: {
              origin: TEST_ORIGIN,
              cookie: await cookieFor(callerFor(route.access)),
              ...(type ? { "content-type": type } : {}),
            },
            ...(sendBody ? { payload } : {}),
          });
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  it("every page action answers bad form posts with a 4xx, never a 5xx", async () => {
    const paths = pageActionPaths(t.webBuild!);
    expect(paths).toContain("/?index");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        pageBody,
        fc.constantFrom<Role | "anonymous">("anonymous", "investor", "admin", "super_admin"),
        async (url, { contentType: type, payload }, who) => {
          await expectNo5xx({
            method: "POST",
            url,
            headers: {
              origin: TEST_ORIGIN,
              ...(who === "anonymous" ? {} : { cookie: await cookieFor(users[who]!) }),
              ...(type ? { "content-type": type } : {}),
            },
            payload,
          });
        },
      ),
      // A page action answers with the whole rendered page: fewer, costlier runs.
      { numRuns: Math.ceil(RUNS / 3) },
    );
  }, 60_000);

  it("the server still answers normally afterwards", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/session" });
    expect(res.statusCode).toBe(200);
  });
});

import { Validator } from "@seriousme/openapi-schema-validator";
import Fastify, { type FastifyInstance, type FastifySchema } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { operation } from "#domain/api/contract.ts";
import { registerAccessControl } from "#server/platform/auth/guard.ts";
import { registerApiContract } from "#server/platform/http/api-contract.ts";
import { registerApiErrors } from "#server/platform/http/api-errors.ts";
import { signedIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId?: string; summary?: string; tags?: string[]; responses?: Record<string, unknown> }>
  >;
};
const METHODS = ["get", "post", "put", "patch", "delete"];

/** A bare API scope with the contract's rules, for routes made up by a test. */
async function contractScope(register: (api: FastifyInstance) => void) {
  const app = Fastify();
  await app.register(
    async (api) => {
      registerApiErrors(api);
      registerAccessControl(api, {
        sessions: { authenticate: async () => null } as never,
        isProduction: false,
        allowedOrigin: TEST_ORIGIN,
      });
      await registerApiContract(api, { validateResponses: true });
      register(api);
    },
    { prefix: "/api" },
  );
  await app.ready();
  return app;
}

describe("the API contract's rules", () => {
  it("refuses to start with a route that declares no answer schema", async () => {
    await expect(
      contractScope((api) => api.get("/bare", { config: { access: "public" } }, async () => ({ ok: true }))),
    ).rejects.toThrow("GET /api/bare declares no answer schema");
  });

  it("answers 500 when an answer breaks its schema, and passes one that keeps it", async () => {
    const schema = operation({
      operationId: "test",
      summary: "test",
      tags: ["Test"],
      response: { 200: z.object({ count: z.number() }) },
    });
    const app = await contractScope((api) => {
      api.get("/kept", { config: { access: "public" }, schema }, async () => ({ count: 1 }));
      api.get("/extra", { config: { access: "public" }, schema }, async () => ({ count: 1, extra: "x" }));
      api.get("/broken", { config: { access: "public" }, schema }, async () => ({ count: "1" }));
      // Typed routes may only answer a declared status; an untyped one shows the check at run time.
      const untyped: FastifySchema = schema;
      api.post("/undeclared", { config: { access: "public" }, schema: untyped }, async (_request, reply) =>
        reply.code(201).send({ count: 1 }),
      );
    });
    const kept = await app.inject({ method: "GET", url: "/api/kept" });
    expect([kept.statusCode, kept.json()]).toEqual([200, { count: 1 }]);
    // A field the schema does not declare is a broken contract too (the document allows none).
    const extra = await app.inject({ method: "GET", url: "/api/extra" });
    expect(extra.statusCode).toBe(500);
    expect(extra.json().error.message).toContain("fields its schema does not declare: extra");
    const broken = await app.inject({ method: "GET", url: "/api/broken" });
    expect(broken.statusCode).toBe(500);
    expect(broken.json().error.message).toContain("GET /api/broken breaks its contract");
    const undeclared = await app.inject({ method: "POST", url: "/api/undeclared", headers: { origin: TEST_ORIGIN } });
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json().error.message).toContain("answered 201, which its contract does not declare");
    await app.close();
  });
});

describe.each(testDatabases.slice(0, 1))("the published API contract on $name", (database) => {
  let t: TestContext;
  let document: Document;
  beforeAll(async () => {
    t = await startTestApp(database);
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => t?.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] })),
    );

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("has every API route, each with an id, a summary, an area and a 2xx answer", () => {
    const published = new Set(operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`));
    const routes = t.app.apiRoutes
      .filter((route) => !route.url.endsWith("/*"))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, "{$1}")}`);
    expect(routes.filter((route) => !published.has(route))).toEqual([]);
    expect(operations().length).toBeGreaterThanOrEqual(130);
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toBeTruthy();
      expect(op.summary, where).toBeTruthy();
      expect(op.tags?.length, where).toBeGreaterThan(0);
      expect(
        Object.keys(op.responses ?? {}).filter((status) => status.startsWith("2")),
        where,
      ).not.toEqual([]);
    }
  });

  it("names no secret: no cookie value, password hash, token or key", async () => {
    const text = JSON.stringify(document);
    for (const secret of ["passwordHash", "password_hash", "tokenHash", "codeHash", "SESSION_SECRET", "DATABASE_URL"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("serves a reference page with no script, under its own nonce policy", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/reference" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const nonce = /style-src 'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(page.body).not.toContain("<script");
    expect(page.body).toContain("getSession");
  });

  it("checks real answers against their schemas (the session, signed in and out)", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/session" });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([200, { user: null }]);
    const { cookie } = await signedIn(t, "investor");
    const mine = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
    expect(mine.statusCode).toBe(200);
  });
});

import { asc } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { signedIn } from "./auth-helpers.ts";
import { request } from "./request.ts";
import type { TestContext } from "./test-app.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Requests as the browser makes them: same origin, JSON bodies, optional session cookie. */
export function apiClient(t: TestContext, cookie?: string) {
  const send = (method: Method, url: string, payload?: unknown) => request(t, method, url, { cookie, payload });
  return {
    get: (url: string) => send("GET", url),
    post: (url: string, payload: unknown) => send("POST", url, payload),
    put: (url: string, payload: unknown) => send("PUT", url, payload),
    patch: (url: string, payload: unknown) => send("PATCH", url, payload),
    delete: (url: string) => send("DELETE", url),
    send,
  };
}

/** A signed-in admin and a client acting as them. */
export async function asAdmin(t: TestContext, role: "admin" | "super_admin" = "admin") {
  const session = await signedIn(t, role);
  return { ...session, api: apiClient(t, session.cookie) };
}

export const auditRows = (t: TestContext) => t.db.select().from(auditLog).orderBy(asc(auditLog.id));

/** Every route answers 401 without a session and 403 to investors and viewers; nothing is audited. */
export async function expectStaffOnly(t: TestContext, routes: ReadonlyArray<[Method, string, unknown?]>) {
  const anonymous = apiClient(t);
  const investor = apiClient(t, (await signedIn(t, "investor")).cookie);
  const viewer = apiClient(t, (await signedIn(t, "viewer")).cookie);
  for (const [method, url, payload] of routes) {
    const anon = await anonymous.send(method, url, payload);
    expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401);
    expect(anon.json().error.code).toBe("UNAUTHENTICATED");
    for (const client of [investor, viewer]) {
      const res = await client.send(method, url, payload);
      expect(res.statusCode, `${method} ${url} as investor/viewer`).toBe(403);
      expect(res.json().error.code).toBe("FORBIDDEN");
    }
  }
  const written = (await auditRows(t)).filter((row) => !row.action.startsWith("login"));
  expect(written).toEqual([]);
}

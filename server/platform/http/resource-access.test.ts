import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { assertResourceRoutesDeclareAccess } from "./resource-access.ts";

const route = (id: string, module: Record<string, unknown>) => ({ id, path: id, module });
const build = (...routes: ReturnType<typeof route>[]) =>
  ({ routes: Object.fromEntries(routes.map((r) => [r.id, r])) }) as unknown as Pick<ServerBuild, "routes">;
const loader = () => null;

describe("resource routes declare their access (decision 0054)", () => {
  it("accepts pages, and resource routes that say public or name roles", () => {
    expect(() =>
      assertResourceRoutesDeclareAccess(
        build(
          route("root", { default: () => null, loader }),
          route("feed", { loader, access: "public" }),
          route("staff", { loader, access: ["admin", "super_admin"] }),
        ),
      ),
    ).not.toThrow();
  });

  it("refuses to start with a resource route that declares nothing, or no one", () => {
    expect(() =>
      assertResourceRoutesDeclareAccess(build(route("open", { loader }), route("page", { default: () => null }))),
    ).toThrow("Resource routes declare no access: open");
    expect(() => assertResourceRoutesDeclareAccess(build(route("empty", { loader, access: [] })))).toThrow(/empty/);
    expect(() => assertResourceRoutesDeclareAccess(build(route("post", { action: loader, access: "anyone" })))).toThrow(
      /post/,
    );
  });
});

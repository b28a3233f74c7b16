import { pathToFileURL } from "node:url";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs hook module (scripts/production-builds.mjs) without types
import { productionTwin } from "#scripts/production-builds.mjs";
import { assertProductionBuilds } from "./production-builds.ts";

const url = (relative: string) => pathToFileURL(path.resolve(relative)).href;

describe("production builds (issue 27 §1)", () => {
  it("maps a development build's file to its production twin, and leaves other files alone", () => {
    const dev = url("node_modules/react-router/dist/development/index.mjs");
    expect(productionTwin(dev)).toBe(url("node_modules/react-router/dist/production/index.mjs"));
    expect(productionTwin(url("node_modules/react-router/dist/production/index.mjs"))).toBeNull();
    // No twin on disk: nothing to switch to.
    expect(productionTwin(url("node_modules/react-router/dist/development/no-such-file.mjs"))).toBeNull();
    expect(productionTwin("node:fs")).toBeNull();
  });

  it("refuses a development build and accepts a production one", () => {
    expect(() => assertProductionBuilds(() => url("node_modules/react-router/dist/development/index.mjs"))).toThrow(
      /development build of react-router/,
    );
    expect(() =>
      assertProductionBuilds(() => url("node_modules/react-router/dist/production/index.mjs")),
    ).not.toThrow();
  });
});

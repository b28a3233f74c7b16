import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

// package.json's `engines.node` is the promise of which Node versions run the product and its
// tests. Every package the lockfile installs (on any platform) must accept every version of that
// range, or `npm install` warns EBADENGINE and the promise is false (decision 0055).

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

const declared = (JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } }).engines.node;
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockPackage> };

/**
 * Packages whose range is narrower than ours, each for a platform we neither run nor test on.
 * Keep it short: a package that needs a newer Node on Linux or macOS is a real finding.
 */
const PLATFORM_EXCEPTIONS: Record<string, string> = {
  // sharp's prebuilt libvips for 32-bit Windows says ^20.9.0 only.
  "node_modules/@img/sharp-win32-ia32": "32-bit Windows",
};

/** The installed packages whose `engines.node` does not accept every version of `range`. */
function narrowerThan(range: string, packages: Record<string, LockPackage>): string[] {
  const found: string[] = [];
  for (const [path, info] of Object.entries(packages)) {
    if (path === "" || PLATFORM_EXCEPTIONS[path]) continue;
    const node = info.engines && !Array.isArray(info.engines) ? info.engines.node : undefined;
    if (!node) continue;
    if (!semver.validRange(node) || !semver.subset(range, node, { includePrerelease: false })) {
      found.push(`${path}@${info.version} wants node ${node}`);
    }
  }
  return found;
}

describe("engines", () => {
  it("declares a valid range that includes the Node running the tests", () => {
    expect(semver.validRange(declared)).not.toBeNull();
    expect(semver.satisfies(process.version, declared)).toBe(true);
  });

  it("installs no package that refuses a Node version package.json accepts", () => {
    expect(narrowerThan(declared, lock.packages)).toEqual([]);
  });

  it("finds a package that wants a newer Node", () => {
    const packages = { "node_modules/cookie": { version: "2.0.2", engines: { node: ">=22" } } };
    expect(narrowerThan(">=20.19", packages)).toEqual(["node_modules/cookie@2.0.2 wants node >=22"]);
    expect(narrowerThan(">=22", packages)).toEqual([]);
  });

  it("lists only exceptions the lockfile still has", () => {
    for (const path of Object.keys(PLATFORM_EXCEPTIONS)) expect(lock.packages[path]).toBeDefined();
  });
});
